import { formatUSD } from "../../../shared/format";
import { QueryState } from "../../components/load-states";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { formatDate, formatJobDateTime } from "../../lib/format";
import { useJobReport, type Assignment, type JobReport } from "./api";
import { JobNotes } from "./job-notes";
import { PhotoGallery } from "./photo-gallery";

const LOAD_FAILED = "Failed to load the job report";

/** In the job's place's time, like its schedule (docs/decisions/064). */
function Timeline({ timeline, timeZone }: { timeline: JobReport["timeline"]; timeZone: string }) {
  const steps = [
    ["Posted", timeline.postedAt],
    ["Claimed", timeline.claimedAt],
    ["Started", timeline.startedAt],
    ["Completed", timeline.completedAt],
  ] as const;
  return (
    <ol className="grid gap-2 border-l-2 border-border pl-4" aria-label="Timeline">
      {steps.map(([label, at]) => (
        <li key={label} className="relative text-sm">
          <span
            aria-hidden
            className={`absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full ${at ? "bg-primary" : "bg-muted-foreground/30"}`}
          />
          <span className="font-medium">{label}</span>{" "}
          <span className="text-muted-foreground">{at ? formatJobDateTime(at, timeZone) : "Not recorded"}</span>
        </li>
      ))}
    </ol>
  );
}

function PayoutSummary({ report }: { report: JobReport }) {
  if (!report.payout) return <p className="text-sm text-muted-foreground">{formatUSD(report.payoutCents)} once the job is completed.</p>;
  const { amountCents, status, paidAt } = report.payout;
  return (
    <p className="text-sm">
      <span className="font-semibold">{formatUSD(amountCents)}</span>{" "}
      <span className="text-muted-foreground">{status === "paid" && paidAt ? `· Paid ${formatDate(paidAt)}` : "· Pending"}</span>
    </p>
  );
}

/** spec 2 Job Report: the job's timeline, its photos and its payout. */
export function JobReportDialog({
  assignment,
  open,
  onOpenChange,
}: {
  assignment: Assignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useJobReport(assignment.jobId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" title="Job Report" description={`${assignment.type} at ${assignment.address}`}>
        <QueryState query={report} loadFailed={LOAD_FAILED}>
          {(data) => (
            <div className="grid gap-5">
              <section className="grid gap-2" aria-labelledby="report-timeline">
                <h3 id="report-timeline" className="text-sm font-medium">
                  Timeline
                </h3>
                <Timeline timeline={data.timeline} timeZone={data.timeZone} />
              </section>
              <JobNotes specialInstructions={data.specialInstructions} unitNotes={data.unitNotes} />
              <section className="grid gap-2" aria-labelledby="report-payout">
                <h3 id="report-payout" className="text-sm font-medium">
                  Payout
                </h3>
                <PayoutSummary report={data} />
              </section>
              <section className="grid gap-2" aria-labelledby="report-photos">
                <h3 id="report-photos" className="text-sm font-medium">
                  Photos
                </h3>
                <PhotoGallery photos={data.photos} jobType={data.type} />
              </section>
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
