import { cleaners, clients } from "../../db/schema/people";
import { jobs } from "../../db/schema/jobs";

/** What every Exceptions job row shows: the job, its client and (if any) its cleaner, with ways to reach them. */
export const jobColumns = {
  jobId: jobs.jobId,
  type: jobs.type,
  status: jobs.status,
  address: jobs.address,
  scheduledStart: jobs.scheduledStart,
  claimWindowEnds: jobs.claimWindowEnds,
  clientName: clients.name,
  clientEmail: clients.email,
  clientPhone: clients.phone,
  cleanerName: cleaners.name,
  cleanerEmail: cleaners.email,
  cleanerPhone: cleaners.phone,
};
