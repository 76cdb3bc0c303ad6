import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import {
  createFeatureFlagSchema,
  FLAG_DESCRIPTION_MAX,
  FLAG_NAME_MAX,
  FLAG_NAME_RULE,
  normalizeFlagName,
  type CreateFeatureFlagInput,
} from "../../../shared/schemas/feature-flags";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, TextareaField, TextField } from "../../components/ui/field";
import { Switch } from "../../components/ui/switch";
import { hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import { useCreateFeatureFlag } from "./api";

// spec 8
const CREATE_FAILED = "Failed to create feature flag.";
const EMPTY: CreateFeatureFlagInput = { name: "", description: "", enabled: false };

/** spec 2 Add Flag: name, description and 'Enable by default'; the name rule is the shared schema's (spec 5). */
export function AddFlagForm() {
  const create = useCreateFeatureFlag();
  const form = useForm<CreateFeatureFlagInput>({
    resolver: zodResolver(createFeatureFlagSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const typedName = useWatch({ control: form.control, name: "name" });
  const storedName = normalizeFlagName(typedName ?? "");

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (flag) => {
        toast.success("Feature flag created", { description: `${flag.flagName} was added, ${flag.enabled ? "enabled" : "disabled"}.` });
        form.reset(EMPTY);
      },
      onError: (error) => {
        // A name taken is the name field's problem: say so there too.
        if (hasErrorCode(error, "FLAG_NAME_TAKEN")) form.setError("name", { message: error.message });
        toastFailure(error, CREATE_FAILED);
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add Flag</CardTitle>
        <CardDescription>{FLAG_NAME_RULE}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label="Flag Name"
            placeholder="e.g. claim_approval"
            autoComplete="off"
            maxLength={FLAG_NAME_MAX}
            error={errors.name?.message}
            description={storedName ? `Stored as ${storedName}` : undefined}
            {...form.register("name")}
          />
          <TextareaField
            label="Description"
            hint="(optional)"
            placeholder="What turning it on changes"
            maxLength={FLAG_DESCRIPTION_MAX}
            error={errors.description?.message}
            {...form.register("description")}
          />
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Field label="Enable by default" className="flex-row items-center gap-3">
                {(control) => (
                  <Switch
                    {...control}
                    checked={field.value ?? false}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              </Field>
            )}
          />
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Adding…" : "Add Flag"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
