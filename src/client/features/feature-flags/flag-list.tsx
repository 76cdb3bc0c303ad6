import { toast } from "sonner";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Switch } from "../../components/ui/switch";
import { formatDate } from "../../lib/format";
import { toastFailure } from "../../lib/error-toast";
import { useSetFeatureFlag, type FeatureFlag } from "./api";

// spec 8
const UPDATE_FAILED = "Failed to update feature flag.";

/** spec 2 Feature Flags: each flag's name, description, created date and its switch. */
export function FlagList({ flags }: { flags: FeatureFlag[] }) {
  const setFlag = useSetFeatureFlag();
  // The switch shows the change asked for until the list has reloaded with it.
  const pending = setFlag.isPending ? setFlag.variables : null;

  const enabledNow = (flag: FeatureFlag) => (pending?.flagId === flag.id ? pending.enabled : flag.enabled);

  const toggle = (flag: FeatureFlag, enabled: boolean) =>
    setFlag.mutate(
      { flagId: flag.id, enabled },
      {
        onSuccess: () =>
          toast.success("Feature flag updated", { description: `${flag.flagName} is now ${enabled ? "enabled" : "disabled"}.` }),
        onError: (error) => toastFailure(error, UPDATE_FAILED),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Flags</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {flags.map((flag) => (
            <li key={flag.id} className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-mono text-sm font-medium break-all">{flag.flagName}</p>
                {flag.description && <p className="text-sm text-muted-foreground">{flag.description}</p>}
                <p className="text-xs text-muted-foreground">Created {formatDate(flag.createdAt)}</p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <span className="text-sm text-muted-foreground" aria-hidden>
                  {enabledNow(flag) ? "On" : "Off"}
                </span>
                <Switch
                  checked={enabledNow(flag)}
                  disabled={pending?.flagId === flag.id}
                  onCheckedChange={(enabled) => toggle(flag, enabled)}
                  aria-label={`Enable ${flag.flagName}`}
                />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
