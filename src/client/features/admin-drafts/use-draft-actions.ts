import { toast } from "sonner";
import { accountCreatedMessage, type BackgroundCheckStatus, type DraftKind } from "../../../shared/domain/applications";
import type { DraftStatus } from "../../../shared/domain/statuses";
import { toastFailure } from "../../lib/error-toast";
import { useConvertDraft, useRequestInfo, useSetBackgroundCheck, useSetDraftStatus } from "./api";

// spec 8: the drafts' toasts
const STATUS_UPDATED = "Status updated";
const STATUS_FAILED = "Failed to update draft status";
const CONVERTED = "Account created";
const CONVERT_FAILED = "Failed to convert to account";
// docs/decisions/047: the toasts the spec does not name
const CHECK_UPDATED = "Background check updated";
const CHECK_FAILED = "Failed to update background check";
const INFO_REQUESTED = "Info requested";
const INFO_FAILED = "Failed to request info";

/** A refusal (converted already, an email with an account) is "Unable to …" with the reason; "Failed to …" is for faults (docs/decisions/025). */
const failure = (failed: string) => (error: unknown) => toastFailure(error, failed);

/** A draft's changes with their toasts; `onDone` runs once a change has succeeded. */
export function useDraftActions(kind: DraftKind) {
  const setStatus = useSetDraftStatus();
  const setCheck = useSetBackgroundCheck();
  const request = useRequestInfo();
  const convert = useConvertDraft();
  return {
    busy: setStatus.isPending || setCheck.isPending || request.isPending || convert.isPending,
    requesting: request.isPending,
    /** The values being saved, shown in the selectors until the draft is read afresh. */
    pendingStatus: setStatus.isPending ? (setStatus.variables?.status ?? null) : null,
    pendingCheck: setCheck.isPending ? (setCheck.variables?.backgroundCheckStatus ?? null) : null,
    converting: convert.isPending,
    changeStatus: (id: string, status: DraftStatus) =>
      setStatus.mutate({ kind, id, status }, { onSuccess: () => toast.success(STATUS_UPDATED), onError: failure(STATUS_FAILED) }),
    changeBackgroundCheck: (id: string, backgroundCheckStatus: BackgroundCheckStatus) =>
      setCheck.mutate({ id, backgroundCheckStatus }, { onSuccess: () => toast.success(CHECK_UPDATED), onError: failure(CHECK_FAILED) }),
    requestInfo: (draft: { id: string; email: string }, message: string, onDone: () => void) =>
      request.mutate(
        { kind, id: draft.id, message },
        {
          onSuccess: () => {
            toast.success(INFO_REQUESTED, { description: `We emailed ${draft.email} what is missing.` });
            onDone();
          },
          onError: failure(INFO_FAILED),
        },
      ),
    convert: (id: string, onDone: () => void) =>
      convert.mutate(
        { kind, id },
        {
          onSuccess: ({ account }) => {
            toast.success(CONVERTED, { description: accountCreatedMessage(account.name, account.role) });
            onDone();
          },
          onError: (error) => {
            failure(CONVERT_FAILED)(error);
            onDone();
          },
        },
      ),
  };
}
export type DraftActions = ReturnType<typeof useDraftActions>;
