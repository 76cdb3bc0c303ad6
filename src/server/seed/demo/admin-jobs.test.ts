import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { JOB_STATUSES } from "../../../shared/domain/job-status";
import { createTestApp } from "../../test/harness";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo-data";
import { seedDemoData } from "../../demo-seeding";
import { jobApplications } from "../../db/schema/jobs";

const t = await createTestApp();
afterAll(() => t.close());

describe("demo jobs for the admin", () => {
  it("give the jobs screen every status and a Posted job whose details list the demo cleaner as a pending applicant to approve", async () => {
    await seedDemoData(t);
    const admin = t.browser();
    await t.signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, admin);
    for (const status of JOB_STATUSES) {
      const page = (await (await admin.api.admin.jobs.$get({ query: { status } })).json()) as { total: number };
      expect(page.total, status).toBeGreaterThan(0);
    }

    const [application] = await t.db.select().from(jobApplications).orderBy(jobApplications.createdAt).limit(1);
    expect(application).toBeDefined();
    const details = (await (await admin.api.admin.jobs[":jobId"].$get({ param: { jobId: application!.jobId } })).json()) as {
      status: string;
      applicants: { applicationId: string; status: string; cleaner: { name: string } }[];
    };
    expect(details.status).toBe("Posted");
    expect(details.applicants.map((applicant) => [applicant.cleaner.name, applicant.status])).toContainEqual([
      DEMO_ACCOUNTS.cleaner.fullName,
      "pending",
    ]);
    const approved = await admin.api.admin.jobs[":jobId"].applications[":applicationId"].approve.$post({
      param: { jobId: application!.jobId, applicationId: application!.applicationId },
    });
    expect(approved.status).toBe(200);
    const [after] = await t.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.applicationId, application!.applicationId));
    expect(after?.status).toBe("approved");
  });
});
