import { CalendarClock, CalendarRange, Sparkles } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { additionalCleanFromCents } from "../../../shared/domain/booking";
import { formatUSD } from "../../../shared/format";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { formatDate } from "../../lib/format";
import { useCancelSubscription, type CurrentSubscription } from "./api";
import { SubscriptionStatusBadge } from "../../components/subscription-status-badge";
import { toastFailure } from "../../lib/error-toast";

// spec 4 shows no way out of these states; the card says what they mean.
const STATUS_NOTES: Partial<Record<CurrentSubscription["status"], string>> = {
  "Past Due": "Your last plan payment did not go through. Contact support to settle it; until then the plan cannot be changed here.",
  Paused: "Your plan is paused. Contact support to resume it.",
};

/** spec 2: the current plan: name, status, cleans used, period, next payment, cancel at period end. */
export function CurrentPlanCard({ subscription, paymentMethod }: { subscription: CurrentSubscription; paymentMethod: ReactNode }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const { plan, usedCleans, includedCleans } = subscription;
  const left = Math.max(0, includedCleans - usedCleans);
  const periodEnd = formatDate(subscription.currentPeriodEnd);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () =>
        toast.success("Plan set to cancel", { description: `Your ${plan} plan stays active until ${periodEnd}, then ends.` }),
      onError: (error) => toastFailure(error, "Failed to cancel plan"),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-muted-foreground">Current plan</p>
          <CardTitle className="text-2xl">{plan}</CardTitle>
          <CardDescription>
            {formatUSD(subscription.monthlyPriceCents)} per month · additional cleans from{" "}
            {formatUSD(additionalCleanFromCents(subscription.extraCleanFeeCents))} each ·{" "}
            {subscription.unitScope === "shared_pool" ? "shared across all your units" : "for one unit"}
          </CardDescription>
        </div>
        <SubscriptionStatusBadge status={subscription.status} />
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CleansUsed
          used={usedCleans}
          included={includedCleans}
          left={left}
          additionalFromCents={additionalCleanFromCents(subscription.extraCleanFeeCents)}
        />
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail icon={<CalendarRange aria-hidden />} term="Current period">
            {formatDate(subscription.currentPeriodStart)} – {periodEnd}
          </Detail>
          {subscription.cancelAtPeriodEnd ? (
            <Detail icon={<CalendarClock aria-hidden />} term="Next payment">
              <span className="font-medium text-destructive">Cancels on {periodEnd}</span>
            </Detail>
          ) : subscription.nextPayment ? (
            <Detail icon={<CalendarClock aria-hidden />} term="Next payment">
              {formatUSD(subscription.nextPayment.amountCents)} on {formatDate(subscription.nextPayment.date)}
            </Detail>
          ) : null}
        </dl>
        {STATUS_NOTES[subscription.status] && <p className="rounded-md bg-muted p-3 text-sm">{STATUS_NOTES[subscription.status]}</p>}
        <div>
          <p className="mb-2 text-sm font-medium text-muted-foreground">Charged to</p>
          {paymentMethod}
        </div>
      </CardContent>
      {subscription.canCancel && (
        <CardFooter className="justify-end border-t border-border pt-6">
          <Button
            variant="outline"
            className="border-destructive/40 text-destructive hover:bg-destructive/5"
            onClick={() => setConfirming(true)}
          >
            Cancel Plan
          </Button>
        </CardFooter>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your plan?"
        description={`Your ${plan} plan stays active until ${periodEnd}, including any included cleans left, and then ends. You will not be charged again.`}
        confirmLabel="Cancel at Period End"
        cancelLabel="Keep My Plan"
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}

function CleansUsed({
  used,
  included,
  left,
  additionalFromCents,
}: {
  used: number;
  included: number;
  left: number;
  additionalFromCents: number;
}) {
  const percent = included > 0 ? Math.min(100, Math.round((used / included) * 100)) : 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <Sparkles className="size-4 text-primary" aria-hidden /> Cleans this period
        </p>
        <p className="text-sm">
          <span className="font-semibold">{used}</span> of {included} used
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Cleans used"
        aria-valuemin={0}
        aria-valuemax={included}
        aria-valuenow={used}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        {left > 0
          ? `${left} included ${left === 1 ? "clean" : "cleans"} left.`
          : `No included cleans left: further bookings are additional usage, from ${formatUSD(additionalFromCents)} each.`}
      </p>
    </div>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        {icon}
        {term}
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
