import { useMemo } from "react";
import { useForm, useWatch, type FieldError, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { OTHER_LOCATION } from "../../../shared/domain/lead-location";
import { LEAD_LIMITS, leadMessages, leadSchema, type Lead, type LeadSubmissionStatus } from "../../../shared/schemas/lead";
import { Button } from "../../components/ui/button";
import { TextareaField, TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import { useSubmitLead } from "./api";
import { BotTrap, LocationField, ServicesField } from "./lead-fields";

export interface LeadFormValues {
  name: string;
  phone: string;
  email: string;
  location: string;
  otherLocation: string;
  services: string[];
  notes: string;
  company: string;
  yearsExperience: string;
  website: string;
}

const EMPTY: LeadFormValues = {
  name: "",
  phone: "",
  email: "",
  location: "",
  otherLocation: "",
  services: [],
  notes: "",
  company: "",
  yearsExperience: "",
  website: "",
};

/** The shared lead schema (the server's too), its first problem per field shown under the field. */
function leadResolver(role: Lead["role"]): Resolver<LeadFormValues, unknown, Lead> {
  return (values) => {
    const result = leadSchema.safeParse({ ...values, role });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key in values && !errors[key]) errors[key] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<LeadFormValues> };
  };
}

/** spec 8: the duplicate check's failure has its own text; any other is titled 'Error'. */
function toastLeadFailure(error: unknown) {
  if (hasErrorCode(error, "LEAD_CHECK_FAILED")) {
    toast.error(leadMessages.checkFailed.title, { description: leadMessages.checkFailed.message });
  } else {
    toastFailure(error, leadMessages.saveFailed.title, leadMessages.saveFailed.title);
  }
}

/** spec 2: the Client Information or Cleaner Information form. */
export function LeadForm({
  role,
  onSubmitted,
  onBack,
}: {
  role: Lead["role"];
  onSubmitted: (status: LeadSubmissionStatus) => void;
  onBack: () => void;
}) {
  const resolver = useMemo(() => leadResolver(role), [role]);
  // Checked on submit, then as the person corrects: a message appearing on blur would move the
  // field being clicked next.
  const form = useForm<LeadFormValues, unknown, Lead>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const submit = useSubmitLead();
  // useWatch, not form.watch(): React Compiler cannot memoise around watch() (react-hooks/incompatible-library).
  const [location, otherLocation, services] = useWatch({ control: form.control, name: ["location", "otherLocation", "services"] });
  // spec 5: disabled while sending, with no service, no location, or Other without its text.
  const incomplete = !location || !services?.length || (location === OTHER_LOCATION && !otherLocation.trim());

  const onValid = (lead: Lead) =>
    submit.mutate(lead, {
      onSuccess: (status) => {
        const message = status === "created" ? leadMessages.created : leadMessages.alreadyRegistered;
        if (status === "created") toast.success(message.title, { description: message.message });
        else toast.info(message.title, { description: message.message });
        onSubmitted(status);
      },
      onError: toastLeadFailure,
    });

  return (
    <form noValidate className="relative flex flex-col gap-5" onSubmit={form.handleSubmit(onValid)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          error={errors.name?.message}
          {...form.register("name")}
          autoComplete="name"
          maxLength={LEAD_LIMITS.name}
          required
        />
        <TextField
          label="Phone"
          error={errors.phone?.message}
          {...form.register("phone")}
          type="tel"
          autoComplete="tel"
          maxLength={LEAD_LIMITS.phone}
          required
        />
        <TextField
          label="Email"
          error={errors.email?.message}
          {...form.register("email")}
          type="email"
          autoComplete="email"
          maxLength={LEAD_LIMITS.email}
          required
        />
        {role === "client" ? (
          <TextField
            label="Company"
            hint="(optional)"
            error={errors.company?.message}
            {...form.register("company")}
            autoComplete="organization"
            maxLength={LEAD_LIMITS.company}
          />
        ) : (
          <TextField
            label="Years of Experience"
            hint="(optional)"
            error={errors.yearsExperience?.message}
            {...form.register("yearsExperience")}
            type="number"
            inputMode="numeric"
            min={0}
            max={LEAD_LIMITS.yearsExperience}
            step={1}
          />
        )}
      </div>
      <LocationField
        register={form.register("location")}
        otherRegister={form.register("otherLocation")}
        location={location}
        error={errors.location}
        otherError={errors.otherLocation}
      />
      <ServicesField
        legend={role === "client" ? "Services you need" : "Services you offer"}
        register={form.register("services")}
        error={errors.services as FieldError | undefined}
      />
      <TextareaField
        label="Notes"
        hint="(optional)"
        error={errors.notes?.message}
        {...form.register("notes")}
        maxLength={LEAD_LIMITS.notes}
        rows={3}
        placeholder={
          role === "client" ? "Number of units, usual turnover days, anything we should know" : "Areas you cover, availability, equipment"
        }
      />
      <BotTrap register={form.register("website")} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={submit.isPending}>
          Back
        </Button>
        <Button type="submit" disabled={submit.isPending || incomplete}>
          {submit.isPending && <Spinner className="size-4 text-primary-foreground" label="Submitting" />}
          Submit
        </Button>
      </div>
    </form>
  );
}
