import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { formatUSD } from "../../../shared/format";
import { JobStatusBadge } from "../../components/job-status-badge";
import { Card, CardContent } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatDate, formatTime } from "../../lib/format";
import type { AdminJobRow } from "./api";
import { CleanerRating } from "../../components/cleaner-rating";
import { JobRowActions } from "./job-row-actions";

function CleanerCell({ cleaner }: { cleaner: AdminJobRow["cleaner"] }) {
  if (!cleaner) return <span className="text-muted-foreground">Unassigned</span>;
  return (
    <span className="flex flex-col">
      <span>{cleaner.name}</span>
      <CleanerRating ratingAvg={cleaner.ratingAvg} ratingCount={cleaner.ratingCount} className="text-xs" />
    </span>
  );
}

function JobId({ jobId }: { jobId: string }) {
  return (
    <span className="font-mono text-xs" title={jobId}>
      #{jobIdLabel(jobId)}
    </span>
  );
}

/** spec 2's columns, from 768px; under it each job is a card (spec 9's breakpoint). */
export function JobsTable({ rows, onView }: { rows: AdminJobRow[]; onView: (jobId: string) => void }) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Job ID</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Address</TableHead>
              <TableHead>Schedule</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Cleaner</TableHead>
              <TableHead className="text-right">Price</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((job) => (
              <TableRow key={job.jobId}>
                <TableCell>
                  <JobId jobId={job.jobId} />
                </TableCell>
                <TableCell>
                  <span className="flex flex-col">
                    <span>{job.client.name}</span>
                    <span className="text-xs text-muted-foreground">{job.client.email}</span>
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">{job.type}</TableCell>
                <TableCell>
                  <span className="block max-w-48 truncate" title={job.address}>
                    {job.address}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <span className="flex flex-col">
                    <span>{formatDate(job.scheduledStart)}</span>
                    <span className="text-xs text-muted-foreground">{formatTime(job.scheduledStart)}</span>
                  </span>
                </TableCell>
                <TableCell>
                  <JobStatusBadge status={job.status} />
                </TableCell>
                <TableCell>
                  <CleanerCell cleaner={job.cleaner} />
                </TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatUSD(job.clientPriceCents)}</TableCell>
                <TableCell>
                  <JobRowActions job={job} onView={() => onView(job.jobId)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Jobs">
        {rows.map((job) => (
          <li key={job.jobId}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{job.type}</span>
                  <JobStatusBadge status={job.status} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                  <dt className="text-muted-foreground">Job ID</dt>
                  <dd>
                    <JobId jobId={job.jobId} />
                  </dd>
                  <dt className="text-muted-foreground">Client</dt>
                  <dd className="min-w-0 break-words">
                    {job.client.name} <span className="text-muted-foreground">({job.client.email})</span>
                  </dd>
                  <dt className="text-muted-foreground">Address</dt>
                  <dd className="min-w-0 truncate" title={job.address}>
                    {job.address}
                  </dd>
                  <dt className="text-muted-foreground">Schedule</dt>
                  <dd>
                    {formatDate(job.scheduledStart)}, {formatTime(job.scheduledStart)}
                  </dd>
                  <dt className="text-muted-foreground">Cleaner</dt>
                  <dd>
                    <CleanerCell cleaner={job.cleaner} />
                  </dd>
                  <dt className="text-muted-foreground">Price</dt>
                  <dd className="font-medium tabular-nums">{formatUSD(job.clientPriceCents)}</dd>
                </dl>
                <div className="border-t border-border pt-2">
                  <JobRowActions job={job} onView={() => onView(job.jobId)} />
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
