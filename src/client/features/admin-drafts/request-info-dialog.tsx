import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { REQUEST_INFO_MAX_LENGTH, requestInfoSchema, type RequestInfoInput } from "../../../shared/schemas/admin-drafts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { TextareaField } from "../../components/ui/field";

/** Request Info (docs/decisions/047): the admin writes what is missing; the applicant is emailed it as written. */
export function RequestInfoDialog({
  draft,
  open,
  pending,
  onOpenChange,
  onSend,
}: {
  draft: { name: string; email: string };
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (message: string) => void;
}) {
  const form = useForm<RequestInfoInput>({
    resolver: zodResolver(requestInfoSchema, undefined, { raw: true }),
    defaultValues: { message: "" },
  });
  const length = useWatch({ control: form.control, name: "message" }).length;

  // Each opening starts blank, not from an abandoned request.
  useEffect(() => {
    if (open) form.reset({ message: "" });
  }, [open, form]);

  const submit = form.handleSubmit(({ message }) => onSend(message.trim()));

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        title="Request Info"
        description={`${draft.name} (${draft.email}) is emailed your message, and the draft moves to Info Requested.`}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextareaField
            label="What is missing?"
            placeholder="e.g. Please send a photo ID and proof of insurance."
            rows={5}
            maxLength={REQUEST_INFO_MAX_LENGTH}
            description={`${length}/${REQUEST_INFO_MAX_LENGTH} characters`}
            error={form.formState.errors.message?.message}
            {...form.register("message")}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Sending…" : "Send Request"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
