import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { BIO_MAX_LENGTH, YEARS_EXPERIENCE_MAX } from "../../../shared/domain/cleaner";
import { WORK_AREAS } from "../../../shared/domain/cities";
import { SERVICE_TYPES } from "../../../shared/domain/services";
import { FULL_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../../../shared/schemas/auth";
import { cleanerProfileSchema, type CleanerProfileInput } from "../../../shared/schemas/cleaner-profile";
import { Button } from "../../components/ui/button";
import { CheckboxField, FieldSet, TextareaField, TextField } from "../../components/ui/field";
import { toastFailure } from "../../lib/error-toast";
import { useSaveCleanerProfile, type CleanerProfile } from "./api";

// spec 8's profile toasts.
export const PROFILE_SAVED = "Profile updated successfully";
export const PROFILE_SAVE_FAILED = "Failed to update profile";

const formValues = (profile: CleanerProfile): CleanerProfileInput => ({
  fullName: profile.fullName,
  phone: profile.phone ?? "",
  workAreas: profile.cleaner?.workAreas ?? [],
  services: profile.cleaner?.services ?? [],
  // A first profile starts blank (NaN reads as "not entered" and is refused with its message).
  yearsExperience: profile.cleaner?.yearsExperience ?? Number.NaN,
  bio: profile.cleaner?.bio ?? "",
});

/** The first problem of a refused form, for the toast's description. */
function firstProblem(errors: object): string | undefined {
  for (const error of Object.values(errors) as { message?: string }[]) if (error?.message) return error.message;
  return undefined;
}

/** docs/decisions/031: the profile an admin vets; the first save sends it for review. */
export function CleanerProfileForm({ profile, onSaved }: { profile: CleanerProfile; onSaved?: () => Promise<unknown> }) {
  const save = useSaveCleanerProfile({ onSaved });
  // Stable between renders: the form resets only when the stored profile changes (NaN never equals itself).
  const saved = useMemo(() => formValues(profile), [profile]);
  const form = useForm<CleanerProfileInput>({ resolver: zodResolver(cleanerProfileSchema, undefined, { raw: true }), values: saved });
  const errors = form.formState.errors;
  const bioLength = (useWatch({ control: form.control, name: "bio" }) ?? "").length;
  const isFirstSave = profile.cleaner === null;

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => toast.success(PROFILE_SAVED, isFirstSave ? { description: "Your profile is under review" } : undefined),
        onError: (error) => toastFailure(error, PROFILE_SAVE_FAILED),
      }),
    (invalid) => toast.error(PROFILE_SAVE_FAILED, { description: firstProblem(invalid) }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          maxLength={FULL_NAME_MAX_LENGTH}
          error={errors.fullName?.message}
          {...form.register("fullName")}
        />
        <TextField
          label="Phone"
          hint="(optional)"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 555-0100"
          maxLength={PHONE_MAX_LENGTH}
          error={errors.phone?.message}
          {...form.register("phone")}
        />
      </div>
      <FieldSet legend="Work Areas" error={errors.workAreas?.message}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {WORK_AREAS.map((area) => (
            <CheckboxField key={area} label={area} value={area} invalid={!!errors.workAreas} {...form.register("workAreas")} />
          ))}
        </div>
      </FieldSet>
      <FieldSet legend="Services" error={errors.services?.message}>
        <div className="grid gap-3 sm:grid-cols-2">
          {SERVICE_TYPES.map((service) => (
            <CheckboxField key={service} label={service} value={service} invalid={!!errors.services} {...form.register("services")} />
          ))}
        </div>
      </FieldSet>
      <TextField
        label="Years of Experience"
        type="number"
        inputMode="numeric"
        min={0}
        max={YEARS_EXPERIENCE_MAX}
        step={1}
        className="sm:max-w-40"
        error={errors.yearsExperience?.message}
        {...form.register("yearsExperience", { valueAsNumber: true })}
      />
      <TextareaField
        label="Short Bio"
        hint="(optional)"
        rows={4}
        maxLength={BIO_MAX_LENGTH}
        placeholder="The cleaning you do best, and anything clients should know."
        description={`${bioLength}/${BIO_MAX_LENGTH} characters`}
        error={errors.bio?.message}
        {...form.register("bio")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : isFirstSave ? "Submit Profile" : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
