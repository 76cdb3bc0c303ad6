import type { UseQueryResult } from "@tanstack/react-query";
import { UserPlus, MailQuestion } from "lucide-react";
import { useState, type ReactNode } from "react";
import { CONVERTIBLE_STATUS, DRAFT_STATUS_LABELS, type DraftKind } from "../../../shared/domain/applications";
import { DRAFT_STATUSES, type DraftStatus } from "../../../shared/domain/statuses";
import { LoadError } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { SelectField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { formatDateTime } from "../../lib/format";
import { RequestInfoDialog } from "./request-info-dialog";
import type { DraftActions } from "./use-draft-actions";

/** What the frame needs of either kind of draft. */
export interface DraftBasics {
  id: string;
  name: string;
  email: string;
  status: DraftStatus;
  infoRequestedAt: string | null;
}

/** One labelled detail of the dialog; an empty one reads `missing`. */
export function Detail({ label, value, missing = "Not specified" }: { label: string; value: ReactNode; missing?: string }) {
  const empty = value === null || value === undefined || (typeof value === "string" && value.trim() === "");
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words">{empty ? <span className="text-muted-foreground">{missing}</span> : value}</dd>
    </div>
  );
}

/**
 * spec 2: a draft's details dialog. The kind's own fields and selectors come as `fields` and
 * `selectors`; the frame adds the status selector, Request Info and Convert to Account (shown only
 * at approved, and confirmed first: it creates an account and emails the person).
 */
export function DraftDetailsFrame<D extends DraftBasics>({
  kind,
  query,
  loadFailed,
  actions,
  onClose,
  fields,
  selectors,
}: {
  kind: DraftKind;
  query: UseQueryResult<D>;
  loadFailed: string;
  actions: DraftActions;
  onClose: () => void;
  fields: (draft: D) => ReactNode;
  selectors?: (draft: D, disabled: boolean) => ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const draft = query.data;
  const converted = draft?.status === "converted";
  const locked = converted || actions.busy;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        title={draft?.name ?? "Draft details"}
        description={`${kind === "cleaner" ? "Cleaner" : "Client"} application`}
      >
        {query.isPending && <Spinner label="Loading the draft" />}
        {query.isError && <LoadError message={loadFailed} onRetry={() => void query.refetch()} />}
        {draft && (
          <>
            <dl className="grid gap-4 sm:grid-cols-2">{fields(draft)}</dl>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Status"
                value={actions.pendingStatus ?? draft.status}
                disabled={locked}
                description={converted ? "This application is now an account." : undefined}
                onChange={(event) => actions.changeStatus(draft.id, event.target.value as DraftStatus)}
              >
                {DRAFT_STATUSES.map((status) => (
                  // Converted is reached only through Convert to Account (docs/decisions/047).
                  <option key={status} value={status} disabled={status === "converted" && !converted}>
                    {DRAFT_STATUS_LABELS[status]}
                  </option>
                ))}
              </SelectField>
              {selectors?.(draft, locked)}
            </div>
            {draft.infoRequestedAt && (
              <p className="text-sm text-muted-foreground">Info last requested {formatDateTime(draft.infoRequestedAt)}.</p>
            )}
            <DialogFooter>
              <Button variant="outline" disabled={locked} onClick={() => setAsking(true)}>
                <MailQuestion aria-hidden /> Request Info
              </Button>
              {draft.status === CONVERTIBLE_STATUS && (
                <Button disabled={actions.busy} onClick={() => setConfirming(true)}>
                  <UserPlus aria-hidden /> Convert to Account
                </Button>
              )}
            </DialogFooter>
            <RequestInfoDialog
              draft={draft}
              open={asking}
              pending={actions.requesting}
              onOpenChange={setAsking}
              onSend={(message) => actions.requestInfo(draft, message, () => setAsking(false))}
            />
            <ConfirmDialog
              open={confirming}
              onOpenChange={(open) => !actions.converting && setConfirming(open)}
              title="Convert to Account"
              description={`Create a ${kind} account for ${draft.name} (${draft.email})? They are emailed a link to set their password.`}
              confirmLabel="Convert to Account"
              pending={actions.converting}
              onConfirm={() => actions.convert(draft.id, () => setConfirming(false))}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
