// docs/decisions/030: a job comes into being Posted, through here, whoever creates it (a client's
// booking today; calendar import and dispatch next). Its later moves go through transitionJob.
import type { Transaction } from "../../db/client";
import { jobs } from "../../db/schema/jobs";

export type NewJob = Omit<typeof jobs.$inferInsert, "jobId" | "status" | "completedAt" | "createdAt">;

export async function postJob(tx: Transaction, values: NewJob) {
  const [job] = await tx
    .insert(jobs)
    .values({ ...values, status: "Posted" })
    .returning();
  if (!job) throw new Error("job insert returned no row");
  return job;
}
