import { CheckCircle2, Server, XCircle } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import type { SettingsOverview } from "./api";

/** spec 2 Settings Environment Configuration: the production checklist the server computed from its settings. */
export function EnvironmentCard({ environment }: { environment: SettingsOverview["environment"] }) {
  const passed = environment.checklist.filter((item) => item.passed).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Server className="size-5" aria-hidden /> Environment Configuration
        </CardTitle>
        <CardDescription>
          {passed} of {environment.checklist.length} production checks pass.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Database</span>
          <Badge
            className={
              environment.database.local
                ? "border-amber-300 bg-amber-50 text-amber-900"
                : "border-emerald-300 bg-emerald-50 text-emerald-900"
            }
          >
            {environment.database.label}
          </Badge>
        </p>
        <ul className="flex flex-col gap-3">
          {environment.checklist.map((item) => (
            <li key={item.key} className="flex items-start gap-3">
              {item.passed ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
              ) : (
                <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
              )}
              <div className="flex flex-col gap-0.5">
                <p className="text-sm font-medium">
                  {item.label}
                  <span className="sr-only">{item.passed ? ": passes" : ": fails"}</span>
                </p>
                <p className="text-sm text-muted-foreground">{item.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
