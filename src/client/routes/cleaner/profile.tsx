import { useQueryClient } from "@tanstack/react-query";
import { QueryState } from "../../components/load-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { accountKeys } from "../../features/account/api";
import { AccountStatusCard, CleanerStatusBadge } from "../../features/cleaner-profile/account-status";
import { useCleanerProfile } from "../../features/cleaner-profile/api";
import { CleanerProfileForm } from "../../features/cleaner-profile/profile-form";
import { PreferredUnitsSection } from "../../features/preferred-units/preferred-units-section";

const LOAD_FAILED = "Failed to load your profile";

/** docs/decisions/031: the profile a cleaner fills in to be vetted; the first save creates the record, Pending. */
export default function CleanerProfileScreen() {
  const profile = useCleanerProfile();
  const queryClient = useQueryClient();
  // The name and phone are the account's too: the header's greeting reads them.
  const refreshViewer = () => queryClient.invalidateQueries({ queryKey: accountKeys.viewer() });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Work Profile</h1>
        <p className="text-muted-foreground">Where you work, what you clean, and a little about you.</p>
      </div>
      <QueryState query={profile} loadFailed={LOAD_FAILED}>
        {(data) => (
          <>
            {data.cleaner ? (
              data.cleaner.status === "Active" ? (
                <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  Account Status <CleanerStatusBadge status="Active" /> You can claim and work jobs.
                </p>
              ) : (
                <AccountStatusCard status={data.cleaner.status} />
              )
            ) : (
              <p role="status" className="rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm">
                Fill in your profile and submit it: our team reviews it before you start accepting jobs.
              </p>
            )}
            <Card>
              <CardHeader>
                <CardTitle>Cleaner Profile</CardTitle>
                <CardDescription>Signed in as {data.email}. Clients see your name; our team sees all of it.</CardDescription>
              </CardHeader>
              <CardContent>
                <CleanerProfileForm profile={data} onSaved={refreshViewer} />
              </CardContent>
            </Card>
            {/* docs/decisions/055: only a cleaner with a record can be on a unit's list. */}
            {data.cleaner && <PreferredUnitsSection />}
          </>
        )}
      </QueryState>
    </div>
  );
}
