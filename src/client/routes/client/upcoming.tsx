import { CalendarPlus } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { EmptyState, LoadError } from "../../features/client-account/load-error";
import { useUpcomingJobs } from "../../features/jobs/api";
import { UpcomingJobCard } from "../../features/jobs/upcoming-job-card";

// spec 8
const LOAD_FAILED = "Failed to load upcoming appointments.";

/** spec 2: Posted, Assigned and In Progress jobs starting now or later, soonest first. */
export default function UpcomingScreen() {
  const jobs = useUpcomingJobs();

  useEffect(() => {
    if (jobs.isError) toast.error(LOAD_FAILED);
  }, [jobs.isError]);

  let body;
  if (jobs.isPending) body = <PageSpinner />;
  else if (jobs.isError) body = <LoadError message={LOAD_FAILED} onRetry={() => void jobs.refetch()} />;
  else if (jobs.data.length === 0) {
    body = (
      <EmptyState title="No upcoming appointments">
        <p className="text-sm text-muted-foreground">Book a cleaning and it will show here until it is done.</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4" aria-label="Upcoming appointments">
        {jobs.data.map((job) => (
          <li key={job.jobId}>
            <UpcomingJobCard job={job} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Upcoming Appointments</h1>
          <p className="text-muted-foreground">Your booked cleanings, soonest first.</p>
        </div>
        <Button asChild>
          <Link to="/client/new-job">
            <CalendarPlus aria-hidden /> Book New Cleaning
          </Link>
        </Button>
      </div>
      {body}
    </div>
  );
}
