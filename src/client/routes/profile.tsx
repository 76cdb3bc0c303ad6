import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { dashboardPath, roleLabel } from "../../shared/domain/roles";
import { profileUpdateSchema, type ProfileUpdateInput } from "../../shared/schemas/auth";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { TextField } from "../components/ui/field";
import { useUpdateProfile, useViewer } from "../features/account/api";
import type { Viewer } from "../features/account/viewer";
import { NotificationSettingsSection } from "../features/notification-settings/notification-settings-section";
import { PhoneSection } from "../features/phone-texts/phone-section";
import { PushDevicesSection } from "../features/push-devices/push-devices-section";
import { toastFailure } from "../lib/error-toast";

export default function Profile() {
  const { data: viewer } = useViewer();
  if (!viewer) return null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="icon" asChild>
          <Link to={dashboardPath(viewer.role)} aria-label="Back to dashboard">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">Profile Settings</h1>
      </div>
      <PersonalInformation viewer={viewer} />
      <Card>
        <CardHeader>
          <CardTitle>Account Information</CardTitle>
          <CardDescription>These details cannot be changed here.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField label="Email" value={viewer.email} readOnly />
          <TextField label="Role" value={roleLabel(viewer.role)} readOnly />
        </CardContent>
      </Card>
      <NotificationSettingsSection />
      {/* This device's push notifications and the phone for texts follow: the Notifications table's Push and Text hints point below. */}
      <PushDevicesSection />
      <PhoneSection suggestedNumber={viewer.phone} />
    </div>
  );
}

function PersonalInformation({ viewer }: { viewer: Viewer }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const saved = { fullName: viewer.fullName, phone: viewer.phone ?? "" };
  const form = useForm<ProfileUpdateInput>({ resolver: zodResolver(profileUpdateSchema, undefined, { raw: true }), values: saved });
  const errors = form.formState.errors;

  const cancel = () => {
    form.reset(saved);
    setEditing(false);
  };
  const save = form.handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: () => {
          toast.success("Profile updated successfully");
          setEditing(false);
        },
        onError: (error) => toastFailure(error, "Failed to update profile"),
      }),
    (invalid) => toast.error("Failed to update profile", { description: invalid.fullName?.message ?? invalid.phone?.message }),
  );

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>Your name and phone number as clients and cleaners see them.</CardDescription>
        </div>
        {!editing && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Full Name"
              autoComplete="name"
              readOnly={!editing}
              {...form.register("fullName")}
              invalid={!!errors.fullName}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              readOnly={!editing}
              placeholder={editing ? "(555) 555-0100" : "Not set"}
              {...form.register("phone")}
            />
          </div>
          {editing && (
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={cancel} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                Save Changes
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
