import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent } from "./ui/card";

export interface QuickLink {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** spec 2: a dashboard's quick-link cards (client and cleaner portals). */
export function QuickLinks({ links }: { links: readonly QuickLink[] }) {
  return (
    <nav aria-label="Quick links" className="grid gap-4 sm:grid-cols-3">
      {links.map(({ to, title, description, icon: Icon }) => (
        <Link key={to} to={to} className="group rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Card className="h-full transition-colors group-hover:border-primary/50 group-hover:bg-muted/40">
            <CardContent className="flex items-start gap-3 pt-6">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div className="flex flex-col gap-1">
                <span className="font-semibold">{title}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </div>
            </CardContent>
          </Card>
        </Link>
      ))}
    </nav>
  );
}
