// docs/decisions/043: what the Clients and Cleaners lists share: the cards count every person the
// search matches per status (the status filter picks among them, so the cards keep their meaning
// while it is set), and the page's total is the filtered status's count.
import { count, sql, type AnyColumn } from "drizzle-orm";
import type { PageQuery } from "../../../shared/schemas/page";
import { pageOf } from "../../lib/page";

/** `{ all, <status>: n, ... }` in one scan: `select` it with the search as the WHERE. */
export function countsByStatus<Status extends string>(status: AnyColumn, statuses: readonly Status[]) {
  const perStatus = Object.fromEntries(
    statuses.map((value) => [value, sql<number>`count(*) filter (where ${status} = ${value})`.mapWith(Number)]),
  );
  return { all: count(), ...perStatus } as { all: ReturnType<typeof count> } & Record<Status, ReturnType<typeof count>>;
}

export function peoplePage<Row extends { createdAt: Date }, Status extends string>({
  rows,
  counts,
  statuses,
  query,
}: {
  rows: Row[];
  counts: ({ all: number } & Record<Status, number>) | undefined;
  statuses: readonly Status[];
  query: PageQuery & { status: Status | "all" };
}) {
  const byStatus =
    counts ?? ({ all: 0, ...Object.fromEntries(statuses.map((value) => [value, 0])) } as { all: number } & Record<Status, number>);
  const shown = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { ...pageOf(shown, byStatus[query.status], query), counts: byStatus };
}
