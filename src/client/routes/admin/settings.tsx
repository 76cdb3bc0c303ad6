import { QueryState } from "../../components/load-states";
import { ActivityCard } from "../../features/admin-settings/activity-card";
import { useSettingsOverview } from "../../features/admin-settings/api";
import { DeploymentCard } from "../../features/admin-settings/deployment-card";
import { DispatchCard } from "../../features/admin-settings/dispatch-card";
import { EnabledFlagsCard } from "../../features/admin-settings/enabled-flags-card";
import { EnvironmentCard } from "../../features/admin-settings/environment-card";
import { SystemHealthCard } from "../../features/admin-settings/system-health-card";

const LOAD_FAILED = "Failed to load settings.";

/** spec 2 admin Settings: health, deployment and cache, enabled flags, dispatch (docs/decisions/055), the production checklist, recent activity. */
export default function AdminSettingsScreen() {
  const overview = useSettingsOverview();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">How the platform is running, and how it is configured.</p>
      </div>
      <SystemHealthCard />
      <QueryState query={overview} loadFailed={LOAD_FAILED}>
        {({ deployment, enabledFlags, environment, dispatch }) => (
          <>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
              <DeploymentCard deployment={deployment} />
              <EnabledFlagsCard names={enabledFlags} />
            </div>
            <DispatchCard dispatch={dispatch} />
            <EnvironmentCard environment={environment} />
          </>
        )}
      </QueryState>
      <ActivityCard />
    </div>
  );
}
