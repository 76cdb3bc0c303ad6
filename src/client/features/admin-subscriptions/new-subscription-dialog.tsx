import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ADMIN_SEARCH_MAX_LENGTH } from "../../../shared/schemas/admin-list";
import {
  adminSubscriptionCreateSchema,
  adminSubscriptionMessages as messages,
  type AdminSubscriptionCreate,
} from "../../../shared/schemas/admin-subscriptions";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../components/ui/dialog";
import { Field, SelectField } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { toastFailure } from "../../lib/error-toast";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useClientOptions, useCreateSubscription, usePlanOptions, type ClientOption } from "./api";
import { cleansPerMonth, monthlyPrice } from "./subscription-format";

/** Why a client cannot be picked, or null. The server refuses the same (409). */
const unavailable = (client: ClientOption) =>
  client.hasCurrentSubscription ? "has a plan" : client.status !== "Active" ? "inactive" : null;

/**
 * New Subscription: a client found by name or email, and an active plan. It starts at once for
 * one month with no charge (docs/decisions/045); renewals are charged as for any plan.
 */
export function NewSubscriptionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateSubscription();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent
        title="New Subscription"
        description="The plan starts today for one month, with no charge; renewals are charged as usual."
      >
        {/* Mounted on each opening (Radix renders the content only while open): every opening starts blank. */}
        <NewSubscriptionForm create={create} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewSubscriptionForm({ create, onClose }: { create: ReturnType<typeof useCreateSubscription>; onClose: () => void }) {
  const [search, setSearch] = useState("");
  const form = useForm<AdminSubscriptionCreate>({
    resolver: zodResolver(adminSubscriptionCreateSchema),
    defaultValues: { clientId: "", planId: "" },
  });
  const clientId = useWatch({ control: form.control, name: "clientId" });
  const { errors } = form.formState;
  // One problem at a time, in the form's order, as the server would name it.
  const problem = errors.clientId?.message ?? errors.planId?.message;
  const debounced = useDebouncedValue(search.trim(), 300);
  const clients = useClientOptions(debounced);
  const plans = usePlanOptions();
  const legendId = useId();

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: ({ subscription }) => {
        toast.success(messages.created, { description: `${subscription.plan} plan for ${subscription.client.name}` });
        onClose();
      },
      onError: (error) => toastFailure(error, messages.createFailed),
    }),
  );

  const options = clients.data?.clients ?? [];
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <Field label="Find a client" description="By name or email.">
        {(control) => (
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              {...control}
              type="search"
              className="pl-9"
              maxLength={ADMIN_SEARCH_MAX_LENGTH}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        )}
      </Field>
      <fieldset aria-labelledby={legendId} aria-busy={clients.isFetching} className="flex flex-col gap-2">
        <legend id={legendId} className="mb-1 text-sm font-medium">
          Client
        </legend>
        {clients.isPending ? (
          <Spinner label="Loading clients" />
        ) : clients.isError ? (
          <p className="text-sm text-destructive">Failed to load clients</p>
        ) : options.length === 0 ? (
          <p className="text-sm text-muted-foreground">No clients found</p>
        ) : (
          <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-md border border-border p-1">
            {options.map((client) => {
              const blocked = unavailable(client);
              return (
                <li key={client.clientId}>
                  <label
                    className={`flex items-center gap-3 rounded-sm px-2 py-1.5 text-sm ${blocked ? "opacity-60" : "cursor-pointer hover:bg-muted"}`}
                  >
                    <input
                      type="radio"
                      name="clientId"
                      value={client.clientId}
                      checked={clientId === client.clientId}
                      disabled={blocked !== null}
                      onChange={() => form.setValue("clientId", client.clientId, { shouldValidate: form.formState.isSubmitted })}
                      className="accent-primary"
                    />
                    <span className="flex flex-col">
                      <span className="font-medium">{client.name}</span>
                      <span className="text-xs text-muted-foreground">
                        {client.email}
                        {blocked && ` (${blocked})`}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <SelectField label="Plan" {...form.register("planId")} disabled={!plans.data}>
        <option value="">{plans.isError ? "Failed to load plans" : "Choose a plan"}</option>
        {plans.data?.plans.map((plan) => (
          <option key={plan.planId} value={plan.planId}>
            {plan.name}: {monthlyPrice(plan.monthlyPriceCents)}, {cleansPerMonth(plan.includedCleans)}
          </option>
        ))}
      </SelectField>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create Subscription"}
        </Button>
      </DialogFooter>
    </form>
  );
}
