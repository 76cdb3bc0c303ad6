import { History } from "lucide-react";
import { Link } from "react-router";
import { adminActivityQuerySchema } from "../../../shared/schemas/admin-settings";
import { PagedList } from "../../components/paged-list";
import { ResponsiveTable } from "../../components/responsive-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { TableCell, TableHead } from "../../components/ui/table";
import { formatDateTime } from "../../lib/format";
import { usePagedFilters } from "../../lib/use-paged-filters";
import { useAdminActivity } from "./api";

const LOAD_FAILED = "Failed to load admin activity.";

type ActivityRow = NonNullable<ReturnType<typeof useAdminActivity>["data"]>["rows"][number];

/** The object named, linked to its admin screen while it exists (docs/decisions/029), and the rest of the sentence. */
function Sentence({ row }: { row: ActivityRow }) {
  return (
    <>
      {row.href ? (
        <Link to={row.href} className="font-medium text-primary underline-offset-4 hover:underline">
          {row.subject}
        </Link>
      ) : (
        <span className="font-medium">{row.subject}</span>
      )}
      {row.rest}
    </>
  );
}

/** Recent admin activity: the audit log, newest first, 20 a page (docs/decisions/048); each row a sentence built by the server (029). */
export function ActivityCard() {
  // The page lives in the URL (docs/decisions/029), so a reload and the browser's Back keep it.
  const { page, setPage } = usePagedFilters(adminActivityQuerySchema, { search: "" });
  const activity = useAdminActivity(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5" aria-hidden /> Recent Admin Activity
        </CardTitle>
        <CardDescription>Every change an admin made, and the server's own events.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PagedList
          query={activity}
          loadFailed={LOAD_FAILED}
          empty={<p className="text-sm text-muted-foreground">No admin activity yet.</p>}
          onPage={setPage}
        >
          {(rows) => (
            <>
              <ResponsiveTable
                label="Recent admin activity"
                rows={rows}
                rowKey={(row) => row.id}
                head={
                  <>
                    <TableHead>When</TableHead>
                    <TableHead>Who</TableHead>
                    <TableHead>What</TableHead>
                  </>
                }
                cells={(row) => (
                  <>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(row.at)}</TableCell>
                    <TableCell className="whitespace-nowrap">{row.actorName ?? "System"}</TableCell>
                    <TableCell className="min-w-64">
                      <Sentence row={row} />
                    </TableCell>
                  </>
                )}
                card={(row) => ({
                  title: row.actorName ?? "System",
                  badge: <span className="text-muted-foreground">{formatDateTime(row.at)}</span>,
                  facts: [{ label: "What", value: <Sentence row={row} />, className: "min-w-0 break-words" }],
                })}
              />
            </>
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}
