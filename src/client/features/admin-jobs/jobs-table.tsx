import { jobIdLabel } from "../../../shared/schemas/admin-jobs";
import { formatUSD } from "../../../shared/format";
import { ResponsiveTable } from "../../components/responsive-table";
import { JobSourceBadges } from "../../components/job-source-badges";
import { JobStatusBadge } from "../../components/job-status-badge";
import { Badge } from "../../components/ui/badge";
import { COMPACT_TABLE, NARROW_ONLY, TableCell, TableHead, WIDE_ONLY } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatJobDate, formatJobTime } from "../../lib/format";
import type { AdminJobRow } from "./api";
import { CleanerRating } from "../../components/cleaner-rating";
import { JobRowActions } from "./job-row-actions";
import { offeredToText } from "../../../shared/domain/dispatch";
import { CANCELED_BY_LABELS } from "../../../shared/domain/job-history";
import { useNow } from "../../lib/use-now";

/** How often an offer's time left is counted again. */
const OFFER_REFRESH_MS = 30_000;

/** docs/decisions/067: a job dispatch is offering says to whom and for how long, not "Unassigned". */
function OfferedTo({ offer }: { offer: NonNullable<AdminJobRow["offer"]> }) {
  const now = useNow(OFFER_REFRESH_MS);
  return <span className="text-muted-foreground">{offeredToText(offer.cleanerName, offer.expiresAt, now)}</span>;
}

function CleanerCell({
  cleaner,
  offer = null,
  canceledBy = null,
}: {
  cleaner: AdminJobRow["cleaner"];
  offer?: AdminJobRow["offer"];
  canceledBy?: AdminJobRow["canceledBy"];
}) {
  if (!cleaner && offer) return <OfferedTo offer={offer} />;
  // docs/decisions/066: a canceled row says who canceled it: the host, an admin or the calendar.
  const canceled = canceledBy && <span className="text-xs text-muted-foreground">{CANCELED_BY_LABELS[canceledBy]}</span>;
  if (!cleaner)
    return (
      <span className="flex flex-col">
        <span className="text-muted-foreground">Unassigned</span>
        {canceled}
      </span>
    );
  return (
    <span className="flex flex-col">
      <span>{cleaner.name}</span>
      <CleanerRating ratingAvg={cleaner.ratingAvg} ratingCount={cleaner.ratingCount} className="text-xs" />
      {canceled}
    </span>
  );
}

/** issue 18: with claim approval on, the applications awaiting the admin's decision. */
function Applicants({ count }: { count: number }) {
  if (!count) return null;
  return (
    <Badge className="w-fit whitespace-nowrap border-amber-300 bg-amber-50 text-amber-900">
      {count === 1 ? "1 applicant" : `${count} applicants`}
    </Badge>
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
      <ResponsiveTable
        label="Jobs"
        rows={rows}
        rowKey={(job) => job.jobId}
        tableClassName={COMPACT_TABLE}
        head={
          <>
            <TableHead>Job ID</TableHead>
            <TableHead>Client</TableHead>
            {/* Under 1536 px the address sits under the type (issue 18: Actions stay in view at 1366 px). */}
            <TableHead>
              Type<span className={NARROW_ONLY}> and Address</span>
            </TableHead>
            <TableHead className={WIDE_ONLY}>Address</TableHead>
            <TableHead>Schedule</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Cleaner</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </>
        }
        cells={(job) => (
          <>
            <TableCell>
              <JobId jobId={job.jobId} />
            </TableCell>
            <TableCell>
              <span className="flex flex-col">
                <span>{job.client.name}</span>
                <span className="block max-w-36 truncate text-xs text-muted-foreground" title={job.client.email}>
                  {job.client.email}
                </span>
              </span>
            </TableCell>
            <TableCell>
              <span className="flex flex-col">
                <span>{job.type}</span>
                <JobSourceBadges job={job} className="mt-1" />
                <span className={cn("block max-w-32 truncate text-xs text-muted-foreground", NARROW_ONLY)} title={job.address}>
                  {job.address}
                </span>
              </span>
            </TableCell>
            <TableCell className={WIDE_ONLY}>
              <span className="block max-w-48 truncate" title={job.address}>
                {job.address}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <span className="flex flex-col">
                <span>{formatJobDate(job.scheduledStart, job.timeZone)}</span>
                <span className="text-xs text-muted-foreground">{formatJobTime(job.scheduledStart, job.timeZone)}</span>
              </span>
            </TableCell>
            <TableCell>
              <span className="flex flex-col items-start gap-1">
                <JobStatusBadge status={job.status} />
                <Applicants count={job.pendingApplicants} />
              </span>
            </TableCell>
            <TableCell>
              <CleanerCell cleaner={job.cleaner} offer={job.offer} canceledBy={job.canceledBy} />
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatUSD(job.clientPriceCents)}</TableCell>
            <TableCell>
              <JobRowActions job={job} onView={() => onView(job.jobId)} />
            </TableCell>
          </>
        )}
        card={(job) => ({
          title: job.type,
          badge: (
            <span className="flex flex-wrap items-center gap-1">
              <JobStatusBadge status={job.status} />
              <Applicants count={job.pendingApplicants} />
              <JobSourceBadges job={job} />
            </span>
          ),
          facts: [
            { label: "Job ID", value: <JobId jobId={job.jobId} /> },
            {
              label: "Client",
              value: (
                <>
                  {job.client.name} <span className="text-muted-foreground">({job.client.email})</span>
                </>
              ),
              className: "min-w-0 break-words",
            },
            { label: "Address", value: <span title={job.address}>{job.address}</span>, className: "min-w-0 truncate" },
            {
              label: "Schedule",
              value: `${formatJobDate(job.scheduledStart, job.timeZone)}, ${formatJobTime(job.scheduledStart, job.timeZone)}`,
            },
            { label: "Cleaner", value: <CleanerCell cleaner={job.cleaner} offer={job.offer} canceledBy={job.canceledBy} /> },
            { label: "Price", value: formatUSD(job.clientPriceCents), className: "font-medium tabular-nums" },
          ],
          actions: <JobRowActions job={job} onView={() => onView(job.jobId)} />,
        })}
      />
    </>
  );
}
