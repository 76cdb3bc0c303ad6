import { Flag } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** spec 2 Settings Production Feature Flags: the names of the enabled flags, and the way to manage them. */
export function EnabledFlagsCard({ names }: { names: string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Flag className="size-5" aria-hidden /> Production Feature Flags
        </CardTitle>
        <CardDescription>Flags that are on right now.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {names.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Enabled feature flags">
            {names.map((name) => (
              <li key={name}>
                <Badge className="font-mono">{name}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No feature flags are enabled.</p>
        )}
        <Link to="/admin/feature-flags" className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline">
          Manage feature flags
        </Link>
      </CardContent>
    </Card>
  );
}
