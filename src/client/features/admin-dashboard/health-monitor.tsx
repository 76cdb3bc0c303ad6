import { AlertTriangle, RefreshCw, XCircle } from "lucide-react";
import { HealthChecks, healthStatusLine, NO_CHECKS } from "../../components/health-checks";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useSystemHealth } from "./api";

/** spec 2 and 8: the system health monitor, checked on load, every five minutes and on demand. */
export function HealthMonitor() {
  const health = useSystemHealth();
  const checks = health.data?.checks ?? NO_CHECKS;
  const status = health.isError ? "error" : (health.data?.status ?? "unknown");
  const checking = health.isFetching;

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle className="text-base">System Health</CardTitle>
        <Button variant="outline" size="sm" onClick={() => void health.refetch()} disabled={checking} aria-label="Refresh system health">
          <RefreshCw className={cn(checking && "animate-spin")} aria-hidden /> Refresh
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status === "unhealthy" && (
          <div role="alert" className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
            <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div>
              <p className="font-medium">System Health Warning</p>
              <p className="text-sm">Some system components are not healthy</p>
            </div>
          </div>
        )}
        {status === "error" && (
          <div role="alert" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div>
              <p className="font-medium">System Alert</p>
              <p className="text-sm">Could not complete system health check</p>
            </div>
          </div>
        )}
        <HealthChecks checks={checks} pending={health.isPending} />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {healthStatusLine(health, status)}
        </p>
      </CardContent>
    </Card>
  );
}
