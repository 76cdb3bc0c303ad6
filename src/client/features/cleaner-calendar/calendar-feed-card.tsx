import { CalendarCheck, Copy, Link2, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { LoadError } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { toastFailure } from "../../lib/error-toast";
import { useCalendarFeed, useRegenerateFeed } from "./api";

const FEED_LOAD_FAILED = "Failed to load your calendar link";
const FEED_CREATE_FAILED = "Failed to create calendar link";

const HOW_TO_SUBSCRIBE = "Google Calendar: Other calendars, then From URL. Apple Calendar: File, then New Calendar Subscription.";

/**
 * docs/decisions/034: a secret URL of the cleaner's assignments for Google Calendar, Apple
 * Calendar and the like. Made on request; regenerating it cuts off every calendar using the old one.
 * The server keeps only its hash (decision 028), so the link is shown once, right after it is made.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const regenerate = useRegenerateFeed();
  const [confirming, setConfirming] = useState(false);

  const create = (replacing: boolean) =>
    regenerate.mutate(undefined, {
      onSuccess: () =>
        toast.success(replacing ? "New calendar link created" : "Calendar link created", {
          description: replacing ? "The old link no longer works." : undefined,
        }),
      onError: (error) => toastFailure(error, FEED_CREATE_FAILED, FEED_CREATE_FAILED),
      onSettled: () => setConfirming(false),
    });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      toast.error("Could not copy the link", { description: "Select the link and copy it yourself." });
    }
  }

  let body;
  if (feed.isPending) body = <Spinner />;
  else if (feed.isError) body = <LoadError message={FEED_LOAD_FAILED} onRetry={() => void feed.refetch()} />;
  else if (regenerate.data) {
    const url = regenerate.data;
    body = (
      <div className="flex flex-col gap-3">
        <TextField
          label="Calendar link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy(url)}>
            <Copy aria-hidden /> Copy
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Copy this link now: for your privacy it is shown only once. {HOW_TO_SUBSCRIBE} Anyone with this link can see your assignments:
          keep it to yourself.
        </p>
      </div>
    );
  } else if (!feed.data)
    body = (
      <Button onClick={() => create(false)} disabled={regenerate.isPending}>
        <Link2 aria-hidden /> {regenerate.isPending ? "Creating…" : "Create calendar link"}
      </Button>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-sm">
          <CalendarCheck aria-hidden className="size-4 text-primary" /> Your calendar link is active.
        </p>
        <p className="text-sm text-muted-foreground">
          For your privacy the link was shown only once, when it was created. If you need it again or think someone else has it, please
          regenerate it: you will get a new link, and the old one will stop working.
        </p>
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={regenerate.isPending}>
            <RefreshCw aria-hidden /> Regenerate
          </Button>
        </div>
      </div>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribe in your calendar app</CardTitle>
        <CardDescription>Your assignments in Google Calendar, Apple Calendar or any app that takes an iCal link.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !regenerate.isPending && setConfirming(open)}
        title="Regenerate your calendar link?"
        description="The old link stops working at once: calendars subscribed to it stop updating until you add the new one."
        confirmLabel="Regenerate"
        destructive
        pending={regenerate.isPending}
        onConfirm={() => create(true)}
      />
    </Card>
  );
}
