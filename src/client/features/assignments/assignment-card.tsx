import { useId, useState } from "react";
import { JobSourceBadges } from "../../components/job-source-badges";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent } from "../../components/ui/card";
import { formatJobDate } from "../../lib/format";
import { AddPhotosDialog } from "./add-photos-dialog";
import { AssignmentActions, ContactButtons, type AssignmentDialog } from "./assignment-actions";
import { AssignmentDetails, AssignmentHistory, AssignmentMovedMark, PayoutLine } from "./assignment-details";
import { AssignmentStatusBadge } from "./assignment-status";
import { JobNotes } from "./job-notes";
import { JobReportDialog } from "./job-report-dialog";
import { ReviewViewDialog } from "./review-view-dialog";
import type { Assignment } from "./api";

/** The card's element id: links such as the calendar feed's /cleaner/assignments?job=<jobId> scroll to it. */
export const assignmentAnchor = (jobId: string) => `assignment-${jobId}`;

/** spec 2 My Assignments: one job the cleaner claimed, with what they can do next. */
export function AssignmentCard({ assignment }: { assignment: Assignment }) {
  const titleId = useId();
  const [dialog, setDialog] = useState<AssignmentDialog | null>(null);
  const [preferAfter, setPreferAfter] = useState(false);
  const open = (next: AssignmentDialog, options: { afterPhoto?: boolean } = {}) => {
    setPreferAfter(options.afterPhoto ?? false);
    setDialog(next);
  };
  const closeUnless = (which: AssignmentDialog) => (isOpen: boolean) => !isOpen && dialog === which && setDialog(null);
  // The job's own status, when an admin moved it away from the assignment's (e.g. Canceled).
  const jobMoved = assignment.jobStatus !== assignment.status;

  return (
    <Card id={assignmentAnchor(assignment.jobId)} role="article" aria-labelledby={titleId} className="scroll-mt-20">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {assignment.type}
            </h2>
            <PayoutLine assignment={assignment} />
          </div>
          <div className="flex items-start gap-2">
            {jobMoved && <Badge className="border-red-200 bg-red-50 text-red-800">Job {assignment.jobStatus}</Badge>}
            <AssignmentStatusBadge status={assignment.status} />
          </div>
        </div>
        <JobSourceBadges job={assignment} />
        <AssignmentMovedMark assignment={assignment} />
        <AssignmentDetails assignment={assignment} />
        {assignment.completedAt && <p className="text-sm">Completed {formatJobDate(assignment.completedAt, assignment.timeZone)}</p>}
        <JobNotes specialInstructions={assignment.specialInstructions} unitNotes={assignment.unitNotes} />
        <div className="flex flex-col gap-3 border-t border-border pt-4 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-wrap gap-2">
            <ContactButtons assignment={assignment} />
          </div>
          <AssignmentActions assignment={assignment} onOpen={open} />
        </div>
        <AssignmentHistory jobId={assignment.jobId} />
      </CardContent>
      {assignment.status !== "Completed" && (
        <AddPhotosDialog
          assignment={assignment}
          open={dialog === "photos"}
          onOpenChange={closeUnless("photos")}
          preferAfter={preferAfter}
        />
      )}
      {assignment.status === "Completed" && (
        <>
          <ReviewViewDialog assignment={assignment} open={dialog === "review"} onOpenChange={closeUnless("review")} />
          <JobReportDialog assignment={assignment} open={dialog === "report"} onOpenChange={closeUnless("report")} />
        </>
      )}
    </Card>
  );
}
