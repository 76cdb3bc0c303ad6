import { useState, type FormEvent, type ReactNode } from "react";
import { adminReasonSchema } from "../../shared/schemas/admin-list";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogFooter } from "./ui/dialog";
import { TextareaField } from "./ui/field";

const REASON_MAX = 500;

/**
 * Confirms a change to someone's account and asks why (the reason goes to the audit log,
 * docs/decisions/043). The server checks the reason too; this says what is missing before sending.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive = false,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();

  const close = () => {
    setReason("");
    setProblem(undefined);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = adminReasonSchema.safeParse(reason);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onConfirm(checked.data);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && close()}>
      <DialogContent title={title} description={description}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <TextareaField
            label="Reason"
            description="Kept in the audit log with your name."
            value={reason}
            maxLength={REASON_MAX}
            required
            error={problem}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
