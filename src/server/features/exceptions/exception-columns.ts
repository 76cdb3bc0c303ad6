import { cleaners, clients } from "../../db/schema/people";
import { jobs } from "../../db/schema/jobs";

/** What the no-show alert email names: the job, its client and (if any) its cleaner, with ways to reach them (the screen's rows are adminJobJson). */
export const jobColumns = {
  jobId: jobs.jobId,
  type: jobs.type,
  status: jobs.status,
  address: jobs.address,
  scheduledStart: jobs.scheduledStart,
  // The start is written in the job's own zone (docs/decisions/064).
  timeZone: jobs.timeZone,
  claimWindowEnds: jobs.claimWindowEnds,
  clientName: clients.name,
  clientEmail: clients.email,
  clientPhone: clients.phone,
  cleanerName: cleaners.name,
  cleanerEmail: cleaners.email,
  cleanerPhone: cleaners.phone,
};
