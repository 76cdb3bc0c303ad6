import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { ADMIN_REASON_MAX_LENGTH, adminReasonFormSchema, type AdminReasonForm } from "../../shared/schemas/admin-list";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogFooter } from "./ui/dialog";
import { TextareaField } from "./ui/field";

/**
 * Confirms a change to someone's account and asks why (the reason goes to the audit log,
 * docs/decisions/043). The server checks the reason with the same schema; this says what is
 * missing before sending.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes without the change; name it when "Cancel" would read as the change ("Keep Job" beside "Cancel Job"). */
  cancelLabel?: string;
  destructive?: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<AdminReasonForm>({ resolver: zodResolver(adminReasonFormSchema), defaultValues: { reason: "" } });

  const close = () => {
    form.reset();
    onCancel();
  };
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason));

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && close()}>
      <DialogContent title={title} description={description}>
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <TextareaField
            label="Reason"
            description="Kept in the audit log with your name."
            maxLength={ADMIN_REASON_MAX_LENGTH}
            required
            error={form.formState.errors.reason?.message}
            {...form.register("reason")}
          />
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              {cancelLabel}
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
