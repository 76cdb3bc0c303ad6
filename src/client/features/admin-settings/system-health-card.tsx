import { HeartPulse, LoaderCircle } from "lucide-react";
import { toast } from "sonner";
import { HealthChecks, healthStatusLine, NO_CHECKS } from "../../components/health-checks";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useAdminHealth } from "./api";

/** spec 2 Settings System Health: status and the four checks, run on load, every 5 minutes and on demand. */
export function SystemHealthCard() {
  const health = useAdminHealth();
  const status = health.isError ? "error" : (health.data?.status ?? "unknown");
  const checks = health.data && !health.isError ? health.data.checks : NO_CHECKS;

  // spec 8: the toasts of Run Health Check.
  const run = async () => {
    const result = await health.refetch();
    if (result.isError || !result.data) toast.error("Health check failed", { description: "Could not complete system health check" });
    else if (result.data.status === "healthy")
      toast.success("System status: healthy", { description: "Database, authentication, storage and functions all passed." });
    else toast.error(`System status: ${result.data.status}`, { description: "Some system components are not healthy" });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <HeartPulse className="size-5" aria-hidden /> System Health
          </CardTitle>
          <CardDescription aria-live="polite">{healthStatusLine(health, status)}</CardDescription>
        </div>
        <Button variant="outline" onClick={() => void run()} disabled={health.isFetching}>
          {health.isFetching ? <LoaderCircle className="animate-spin" aria-hidden /> : <HeartPulse aria-hidden />} Run Health Check
        </Button>
      </CardHeader>
      <CardContent>
        <HealthChecks checks={checks} pending={health.isPending} />
      </CardContent>
    </Card>
  );
}
