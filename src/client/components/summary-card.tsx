import type { ReactNode } from "react";
import { formatCount } from "../../shared/format";
import { Card, CardContent } from "./ui/card";

/** A count as its card shows it: "-" while the figures load. */
export const countValue = (count: number | undefined) => (count === undefined ? "-" : formatCount(count));

/** A figure with its label, a note and an icon: the summary cards of billing and payouts (a list item). */
export function SummaryCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note: string }) {
  return (
    <li>
      <Card>
        <CardContent className="flex items-start justify-between gap-3 pt-6">
          <div>
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
            <p className="mt-1 text-xs text-muted-foreground">{note}</p>
          </div>
          <span className="rounded-md bg-accent p-2 text-accent-foreground [&_svg]:size-5">{icon}</span>
        </CardContent>
      </Card>
    </li>
  );
}
