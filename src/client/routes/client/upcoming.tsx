import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { EmptyState, QueryState } from "../../components/load-states";
import { useViewer } from "../../features/account/api";
import { useUpcomingJobs, type ClientJob } from "../../features/jobs/api";
import { UpcomingJobCard } from "../../features/jobs/upcoming-job-card";
import { MessageButton, MessageDialog } from "../../features/messages/message-dialog";

// spec 8
const LOAD_FAILED = "Failed to load upcoming appointments.";

/** spec 2: Posted, Assigned and In Progress jobs starting now or later, soonest first. */
export default function UpcomingScreen() {
  const jobs = useUpcomingJobs();
  const { data: viewer } = useViewer();
  const [messaging, setMessaging] = useState<ClientJob | null>(null);

  const body = (
    <QueryState
      query={jobs}
      loadFailed={LOAD_FAILED}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState title="No upcoming appointments">
          <p className="text-sm text-muted-foreground">Book a cleaning and it will show here until it is done.</p>
        </EmptyState>
      }
    >
      {(list) => (
        <ul className="flex flex-col gap-4" aria-label="Upcoming appointments">
          {list.map((job) => (
            <li key={job.jobId}>
              <UpcomingJobCard
                job={job}
                // spec 2: the client writes to the cleaner of an assigned or started job (docs/decisions/036).
                actions={job.cleaner && job.status !== "Posted" && <MessageButton jobId={job.jobId} onClick={() => setMessaging(job)} />}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );

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
      <MessageDialog job={messaging} viewerId={viewer?.userId} onClose={() => setMessaging(null)} />
    </div>
  );
}
