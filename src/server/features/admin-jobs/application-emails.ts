// docs/decisions/024: what cleaners are told when an admin decides who does a job: the applicants
// when one of them is picked (the issue: "the others are told"), and a cleaner an admin assigns
// by a status change. Queued in the decision's transaction (lib/outbox.ts).
import { startInCity } from "../../lib/claim-email";
import type { OutboxEmail } from "../../lib/outbox";

interface AppliedJob {
  jobId: string;
  type: string;
  address: string;
  city: string;
  scheduledStart: Date;
}

export function applicationApprovedEmail({ applicationId, to, job, publicUrl }: { applicationId: string; to: string; job: AppliedJob; publicUrl: string }): OutboxEmail {
  const when = startInCity(job);
  return {
    kind: "application-approved",
    dedupeKey: `application-approved:${applicationId}`,
    to,
    subject: `The job is yours: ${job.type} on ${when}`,
    text: [
      `Good news: your application for the ${job.type} was approved.`,
      "",
      `When: ${when}`,
      `Where: ${job.address}`,
      "",
      `It is in My Assignments: ${new URL(`/cleaner/assignments?job=${job.jobId}`, publicUrl).toString()}`,
    ].join("\n"),
  };
}

export function applicationDeclinedEmail({ applicationId, to, job, publicUrl }: { applicationId: string; to: string; job: AppliedJob; publicUrl: string }): OutboxEmail {
  const when = startInCity(job);
  return {
    kind: "application-declined",
    dedupeKey: `application-declined:${applicationId}`,
    to,
    subject: `Your application for the ${job.type} on ${when}`,
    text: [
      `Thank you for applying for the ${job.type} on ${when}. Another cleaner was chosen for this one.`,
      "",
      `More jobs wait on the open jobs board: ${new URL("/cleaner/open-jobs", publicUrl).toString()}`,
    ].join("\n"),
  };
}

/** A cleaner an admin put on a job (Assigned or In Progress): once per job, cleaner and moment. */
export function adminAssignedEmail({ to, job, assignedAt, publicUrl }: { to: string; job: AppliedJob; assignedAt: Date; publicUrl: string }): OutboxEmail {
  const when = startInCity(job);
  return {
    kind: "admin-assigned",
    dedupeKey: `admin-assigned:${job.jobId}:${to.toLowerCase()}:${assignedAt.toISOString()}`,
    to,
    subject: `You have a new job: ${job.type} on ${when}`,
    text: [
      `Tidyline's team assigned you the ${job.type}.`,
      "",
      `When: ${when}`,
      `Where: ${job.address}`,
      "",
      `It is in My Assignments: ${new URL(`/cleaner/assignments?job=${job.jobId}`, publicUrl).toString()}`,
    ].join("\n"),
  };
}
