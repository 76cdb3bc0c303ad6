import { History } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryState } from "../../components/load-states";
import { Pager } from "../../components/pager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatDateTime } from "../../lib/format";
import { useAdminActivity } from "./api";

const LOAD_FAILED = "Failed to load admin activity.";

/** Recent admin activity: the audit log, newest first, 20 a page (docs/decisions/048); each row a sentence built by the server (029). */
export function ActivityCard() {
  const [page, setPage] = useState(1);
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
        <QueryState
          query={activity}
          loadFailed={LOAD_FAILED}
          isEmpty={(data) => data.total === 0}
          empty={<p className="text-sm text-muted-foreground">No admin activity yet.</p>}
        >
          {(data) => (
            <>
              <Table aria-busy={activity.isPlaceholderData}>
                <TableHeader>
                  <TableRow>
                    <TableHead>When</TableHead>
                    <TableHead>Who</TableHead>
                    <TableHead>What</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(row.at)}</TableCell>
                      <TableCell className="whitespace-nowrap">{row.actorName ?? "System"}</TableCell>
                      <TableCell className="min-w-64">
                        {/* The object named, linked to its admin screen while it exists (docs/decisions/029). */}
                        {row.href ? (
                          <Link to={row.href} className="font-medium text-primary underline-offset-4 hover:underline">
                            {row.subject}
                          </Link>
                        ) : (
                          <span className="font-medium">{row.subject}</span>
                        )}
                        {row.rest}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
