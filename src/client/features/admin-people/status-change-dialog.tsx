import { toast } from "sonner";
import { ReasonDialog } from "../../components/reason-dialog";
import { toastFailure } from "../../lib/error-toast";

/** What an admin's status action is called, its success toast's title and the status it leads to. */
interface StatusRule {
  label: string;
  done: string;
  to: string;
}

/**
 * A client's or a cleaner's status change: asks for the reason, sends it, toasts the outcome
 * ("<name> is now <status>." unless the action says more) and closes.
 */
export function StatusChangeDialog({
  name,
  rule,
  description,
  destructive,
  doneDescription = `${name} is now ${rule.to}.`,
  failed,
  pending,
  send,
  onDone,
}: {
  name: string;
  rule: StatusRule;
  description: string;
  destructive: boolean;
  doneDescription?: string;
  /** The failure toast's title. */
  failed: string;
  pending: boolean;
  send: (reason: string, outcome: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  onDone: () => void;
}) {
  return (
    <ReasonDialog
      open
      title={`${rule.label} ${name}?`}
      description={description}
      confirmLabel={rule.label}
      destructive={destructive}
      pending={pending}
      onCancel={onDone}
      onConfirm={(reason) =>
        send(reason, {
          onSuccess: () => {
            toast.success(rule.done, { description: doneDescription });
            onDone();
          },
          onError: (error) => toastFailure(error, failed),
        })
      }
    />
  );
}
