import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { SUBSCRIPTION_STATUSES } from "../../../shared/domain/statuses";
import { wholeNumber } from "../../../shared/schemas/page";
import { MAX_INCLUDED_CLEANS, adminSubscriptionMessages as messages, includedBelowUsed } from "../../../shared/schemas/admin-subscriptions";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { CheckboxField, SelectField, TextField } from "../../components/ui/field";
import { toastFailure } from "../../lib/error-toast";
import { useUpdateSubscription, type AdminSubscriptionRow } from "./api";

/** The server's rules, said before sending: a status from the one list, included never below used. */
const formSchema = (used: number) =>
  z
    .object({
      status: z.enum(SUBSCRIPTION_STATUSES),
      includedCleans: wholeNumber("number of included cleans", 0, MAX_INCLUDED_CLEANS),
      cancelAtPeriodEnd: z.boolean(),
    })
    .refine((input) => input.includedCleans >= used, { path: ["includedCleans"], error: includedBelowUsed(used) });
type FormSchema = ReturnType<typeof formSchema>;

/** Edit: status, included cleans and cancel at period end (docs/decisions/045). */
export function EditSubscriptionDialog({
  subscription,
  onOpenChange,
}: {
  subscription: AdminSubscriptionRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateSubscription();
  const used = subscription?.usedCleans ?? 0;
  const schema = useMemo(() => formSchema(used), [used]);
  const form = useForm<z.input<FormSchema>, unknown, z.output<FormSchema>>({ resolver: zodResolver(schema) });
  const errors = form.formState.errors;

  // Each opening starts from the stored subscription, not from an abandoned edit.
  useEffect(() => {
    if (subscription)
      form.reset({
        status: subscription.status,
        includedCleans: String(subscription.includedCleans),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      });
  }, [subscription, form]);

  const submit = form.handleSubmit((input) => {
    if (!subscription) return;
    update.mutate(
      { subscriptionId: subscription.subscriptionId, ...input },
      {
        onSuccess: () => {
          toast.success(messages.updated, { description: `${subscription.plan} plan of ${subscription.client.name}` });
          onOpenChange(false);
        },
        onError: (error) => toastFailure(error, messages.updateFailed),
      },
    );
  });

  return (
    <Dialog open={subscription !== null} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      {subscription && (
        <DialogContent title="Edit Subscription" description={`${subscription.plan} plan of ${subscription.client.name}`}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <SelectField
              label="Status"
              description="Canceled ends the plan now and cannot be undone. Back to Active after its period ended starts a new period today, free of charge."
              error={errors.status?.message}
              {...form.register("status")}
            >
              {SUBSCRIPTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Included cleans"
              type="number"
              inputMode="numeric"
              min={used}
              max={MAX_INCLUDED_CLEANS}
              step={1}
              description={`${used} used this period.`}
              error={errors.includedCleans?.message}
              {...form.register("includedCleans")}
            />
            <CheckboxField
              label="Cancel at period end"
              description="The plan runs to the end of its period, then ends instead of renewing."
              {...form.register("cancelAtPeriodEnd")}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? "Saving…" : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
