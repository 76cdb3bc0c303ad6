import { LoaderCircle, Rocket, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toastFailure } from "../../lib/error-toast";
import { formatDateTime } from "../../lib/format";
import { usePurgeSiteCache, type SettingsOverview } from "./api";

/** spec 2 Settings Deployment Status: the latest deploy event, and Clear Site Cache. */
export function DeploymentCard({ deployment }: { deployment: SettingsOverview["deployment"] }) {
  const purge = usePurgeSiteCache();

  const clearCache = () =>
    purge.mutate(undefined, {
      onSuccess: ({ cleared }) =>
        toast.success("Site cache cleared", { description: cleared.length ? `Emptied: ${cleared.join(", ")}.` : "Nothing was cached." }),
      // spec 8's text titles a fault, with the request id under it for support; a refusal (the
      // session ended, too many purges) is titled "Cache purge failed" with the server's reason.
      onError: (error) => toastFailure(error, "Cache purge failed: Could not clear site cache", "Cache purge failed"),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Rocket className="size-5" aria-hidden /> Deployment Status
        </CardTitle>
        <CardDescription>The server records a deployment when it starts on a new build.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {deployment ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Last deployment</dt>
            <dd>{formatDateTime(deployment.at)}</dd>
            <dt className="text-muted-foreground">Commit</dt>
            <dd>
              <code title={deployment.commitSha} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
                <span aria-hidden>{deployment.commitSha.slice(0, 7)}</span>
                <span className="sr-only">{deployment.commitSha}</span>
              </code>
            </dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No deployment recorded yet.</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={clearCache} disabled={purge.isPending}>
            {purge.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
            {purge.isPending ? "Clearing…" : "Clear Site Cache"}
          </Button>
          <p className="text-sm text-muted-foreground">Empties the health report and the prerendered pages this server keeps in memory.</p>
        </div>
      </CardContent>
    </Card>
  );
}
