import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../lib/error-toast";
import { formatDateTime } from "../../lib/format";
import { useApproveApplication, type AdminJobDetails } from "./api";
import { CleanerRating } from "../../components/cleaner-rating";
import { Section } from "./job-details-sections";

type Applicant = AdminJobDetails["applicants"][number];

const STATUS_CLASSES: Record<Applicant["status"], string> = {
  pending: "border-blue-200 bg-blue-50 text-blue-800",
  approved: "border-emerald-200 bg-emerald-50 text-emerald-800",
  declined: "border-border bg-muted text-muted-foreground",
};
const STATUS_LABELS: Record<Applicant["status"], string> = { pending: "Pending", approved: "Approved", declined: "Declined" };

/**
 * docs/decisions/042, flag `claim_approval`: the cleaners who applied for the job, and Approve for
 * a pending one while the job waits for a cleaner. The server assigns, declines the others and
 * emails everyone.
 */
export function JobApplicants({ job }: { job: AdminJobDetails }) {
  const approve = useApproveApplication();
  const [choosing, setChoosing] = useState<Applicant | null>(null);
  if (job.applicants.length === 0) return null;

  const confirm = () => {
    if (!choosing) return;
    approve.mutate(
      { jobId: job.jobId, applicationId: choosing.applicationId },
      {
        onSuccess: () => {
          toast.success("Application approved", {
            description: `${choosing.cleaner.name} now has this job; the other applicants are told.`,
          });
          setChoosing(null);
        },
        onError: (error) => toastFailure(error, "Failed to approve application."),
      },
    );
  };

  return (
    <Section title="Applicants">
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {job.applicants.map((applicant) => (
          <li key={applicant.applicationId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <div className="flex flex-col">
              <span className="font-medium">
                {applicant.cleaner.name}{" "}
                <CleanerRating ratingAvg={applicant.cleaner.ratingAvg} ratingCount={applicant.cleaner.ratingCount} className="text-xs" />
              </span>
              <span className="text-xs text-muted-foreground">Applied {formatDateTime(applicant.appliedAt)}</span>
            </div>
            <div className="flex items-center gap-2">
              <Badge className={STATUS_CLASSES[applicant.status]}>{STATUS_LABELS[applicant.status]}</Badge>
              {applicant.status === "pending" && job.status === "Posted" && (
                <Button size="sm" onClick={() => setChoosing(applicant)} aria-label={`Approve ${applicant.cleaner.name}`}>
                  Approve
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={choosing !== null}
        onOpenChange={(open) => !open && setChoosing(null)}
        title={`Give this job to ${choosing?.cleaner.name ?? "this cleaner"}?`}
        description="The job is assigned to them, and every other applicant is told another cleaner was chosen."
        confirmLabel="Approve"
        pending={approve.isPending}
        onConfirm={confirm}
      />
    </Section>
  );
}
