import type { ReactNode } from "react";
import { Card, CardContent } from "./ui/card";

/** One fact of a row's card: its column's label and value (`className` styles the value). */
export interface RowFact {
  label: string;
  value: ReactNode;
  className?: string;
}

/**
 * A table's rows under 768px (spec 9's breakpoint), where the table is hidden: each row a card
 * with its title and status badge, the table's columns as label and value, and its actions if any.
 */
export function RowCards<Row>({
  label,
  rows,
  rowKey,
  card,
}: {
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  card: (row: Row) => { title: ReactNode; badge: ReactNode; facts: RowFact[]; actions?: ReactNode };
}) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label={label}>
      {rows.map((row) => {
        const { title, badge, facts, actions } = card(row);
        return (
          <li key={rowKey(row)}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{title}</span>
                  {badge}
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                  {facts.map((fact) => (
                    <div key={fact.label} className="contents">
                      <dt className="text-muted-foreground">{fact.label}</dt>
                      <dd className={fact.className}>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                {actions && <div className="border-t border-border pt-2">{actions}</div>}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
