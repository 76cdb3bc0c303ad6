import { toast } from "sonner";
import { accountCreatedMessage, type BackgroundCheckStatus, type DraftKind } from "../../../shared/domain/applications";
import type { DraftStatus } from "../../../shared/domain/statuses";
import { ApiError } from "../../lib/api-error";
import { useConvertDraft, useRequestInfo, useSetBackgroundCheck, useSetDraftStatus } from "./api";

// spec 8: the drafts' toasts
const STATUS_UPDATED = "Status updated";
const STATUS_FAILED = "Failed to update draft status";
const CONVERTED = "Account created";
const CONVERT_FAILED = "Failed to convert to account";
// docs/decisions/024: the toasts the spec does not name
const CHECK_UPDATED = "Background check updated";
const CHECK_FAILED = "Failed to update background check";
const INFO_REQUESTED = "Info requested";
const INFO_FAILED = "Failed to request info";

/** The server's reason for a refusal (converted already, an email with an account), under the title. */
const reasonOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? { description: error.message } : undefined);

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
      setStatus.mutate({ kind, id, status }, { onSuccess: () => toast.success(STATUS_UPDATED), onError: (error) => toast.error(STATUS_FAILED, reasonOf(error)) }),
    changeBackgroundCheck: (id: string, backgroundCheckStatus: BackgroundCheckStatus) =>
      setCheck.mutate({ id, backgroundCheckStatus }, { onSuccess: () => toast.success(CHECK_UPDATED), onError: (error) => toast.error(CHECK_FAILED, reasonOf(error)) }),
    requestInfo: (draft: { id: string; email: string }, message: string, onDone: () => void) =>
      request.mutate(
        { kind, id: draft.id, message },
        {
          onSuccess: () => {
            toast.success(INFO_REQUESTED, { description: `We emailed ${draft.email} what is missing.` });
            onDone();
          },
          onError: (error) => toast.error(INFO_FAILED, reasonOf(error)),
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
            toast.error(CONVERT_FAILED, reasonOf(error));
            onDone();
          },
        },
      ),
  };
}
export type DraftActions = ReturnType<typeof useDraftActions>;
