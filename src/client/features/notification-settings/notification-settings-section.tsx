import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { toast } from "sonner";
import { US_TIME_ZONES } from "../../../shared/domain/address-zone";
import {
  OFFER_CHANNELS_REQUIRED,
  SECURITY_MAIL_ALWAYS,
  type NotificationChannel,
  type NotificationGroup,
} from "../../../shared/domain/notifications";
import {
  notificationPreferenceMessages as messages,
  notificationSettingsFormSchema,
  settingsFormOf,
  toPreferencesInput,
  type NotificationPreferencesView,
  type NotificationSettingsForm,
} from "../../../shared/schemas/notification-preferences";
import { viewerTimeZone } from "../../../shared/schemas/payouts";
import { QueryState } from "../../components/load-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, SelectField, TextField } from "../../components/ui/field";
import { Switch } from "../../components/ui/switch";
import { ApiError } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import { useNotificationPreferences, useSaveNotificationPreferences } from "./api";
import { ChannelTable, type ChannelHints } from "./channel-table";

/** /profile → Notifications (docs/decisions/068): what reaches the person, by which channel, and when not. */
export function NotificationSettingsSection() {
  const query = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose how we tell you about each kind of news.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={query} loadFailed={messages.loadFailed}>
          {(view) => <NotificationSettingsForm view={view} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/**
 * Where the Push and Text columns are made to work: the sections below this one (this device's
 * notifications, the phone number), which hold the device list and the phone.
 */
function hintsOf(view: NotificationPreferencesView): ChannelHints {
  const hints: ChannelHints = {};
  if (view.devices === 0) hints.push = messages.noDevice;
  if (!view.phone) hints.text = messages.noPhone;
  else if (!view.phone.verified) hints.text = messages.phoneUnverified;
  else if (view.phone.stopped) hints.text = messages.phoneStopped;
  return hints;
}

/** The US zones first (those the units are in), with the browser's and the saved one if elsewhere. */
function zoneOptions(...extra: string[]): { zone: string; label: string }[] {
  const options: { zone: string; label: string }[] = [...US_TIME_ZONES];
  for (const zone of extra)
    if (zone && !options.some((option) => option.zone === zone)) options.push({ zone, label: zone.replaceAll("_", " ") });
  return options;
}

/** Which field a server's refusal belongs to (its words are the shared schema's). */
const FIELD_OF_MESSAGE: Partial<Record<string, Path<NotificationSettingsForm>>> = {
  [messages.quietSame]: "quietEnd",
  [messages.quietMinute]: "quietStart",
  [messages.timeZone]: "timeZone",
  [messages.timeZoneUnknown]: "timeZone",
};

function NotificationSettingsForm({ view }: { view: NotificationPreferencesView }) {
  const browserZone = viewerTimeZone();
  const save = useSaveNotificationPreferences();
  const form = useForm<NotificationSettingsForm>({
    resolver: zodResolver(notificationSettingsFormSchema),
    defaultValues: settingsFormOf(view, browserZone),
  });
  const errors = form.formState.errors;
  const choices = useWatch({ control: form.control, name: "channels" });
  const quietOn = useWatch({ control: form.control, name: "quietHoursOn" });
  const ids = { offersNote: useId(), securityNote: useId() };
  const offersShown = view.groups.includes("offers");

  const toggle = (group: NotificationGroup, channel: NotificationChannel, checked: boolean) =>
    form.setValue(`channels.${group}.${channel}`, checked, { shouldDirty: true });

  const submit = form.handleSubmit((values) =>
    save.mutate(toPreferencesInput(values), {
      onSuccess: (saved) => {
        toast.success(messages.saved);
        form.reset(settingsFormOf(saved, browserZone));
      },
      onError: (error) => {
        const field = error instanceof ApiError && error.status === 400 ? FIELD_OF_MESSAGE[error.message] : undefined;
        if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
        else toastFailure(error, messages.saveFailed);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Notification settings">
      <ChannelTable
        groups={view.groups}
        choices={choices}
        hints={hintsOf(view)}
        offersNoteId={ids.offersNote}
        disabled={save.isPending}
        onChange={toggle}
      />
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        <p id={ids.securityNote}>{SECURITY_MAIL_ALWAYS}</p>
        {offersShown && <p id={ids.offersNote}>{OFFER_CHANNELS_REQUIRED}</p>}
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">Quiet hours</legend>
        <Controller
          control={form.control}
          name="quietHoursOn"
          render={({ field }) => (
            <Field label="Quiet hours for push and texts" className="flex-row-reverse items-center justify-end gap-3">
              {(control) => (
                <Switch
                  {...control}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  disabled={save.isPending}
                />
              )}
            </Field>
          )}
        />
        {quietOn && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Quiet from" type="time" error={errors.quietStart?.message} {...form.register("quietStart")} />
            <TextField label="Quiet until" type="time" error={errors.quietEnd?.message} {...form.register("quietEnd")} />
          </div>
        )}
        <SelectField
          label="Time zone"
          description="Quiet hours and reminders follow this clock."
          error={errors.timeZone?.message}
          {...form.register("timeZone")}
        >
          {zoneOptions(browserZone, view.timeZone ?? "").map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          Save Notification Settings
        </Button>
      </div>
    </form>
  );
}
