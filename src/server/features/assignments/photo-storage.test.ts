// docs/decisions/049: job photos in an S3 bucket (a real S3 protocol server in this process):
// uploaded through the API, served to the people allowed, and nothing left by a refusal, a
// failure or a delete; the orphan sweep removes what a crash left noted.
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BACKGROUND_TASKS, storageOrphanSweep } from "../../background/tasks";
import { jobCheckpoints, jobs } from "../../db/schema/jobs";
import { pendingUploads } from "../../db/schema/platform";
import { PHOTO_NOT_FOUND } from "../../lib/photo-files";
import { s3Client, s3Storage } from "../../lib/s3-storage";
import type { Storage } from "../../lib/storage";
import { clientWithUnit, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp } from "../../test/harness";
import { jpegBytes, uploadPhoto } from "../../test/photo-upload";
import { startS3Server } from "../../test/s3-server";
import { photoRuleMessages } from "./job-photos.service";

const s3 = await startS3Server();
const client = s3Client(s3.settings);
const bucket = s3Storage(client, s3.bucket);
/** What the next put does after storing (a job completed meanwhile, a store that fails). */
let afterPut: ((key: string) => Promise<void>) | null = null;
const storage: Storage = {
  ...bucket,
  put: async (key, data) => {
    await bucket.put(key, data);
    await afterPut?.(key);
  },
};
const t = await createTestApp({ storage });
afterAll(async () => {
  await t.close();
  client.destroy();
  await s3.close();
});

async function assignedJob() {
  const owner = await clientWithUnit(t);
  const cleaner = await insertCleaner(t);
  const job = await insertJob(t.db, { clientId: owner.clientId, status: "Assigned", cleanerId: cleaner.cleanerId });
  return { owner, cleaner, jobId: job.jobId };
}

/** The bucket's keys of the job's photos, listed by the S3 server itself. */
async function objectsOf(jobId: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `job-photos/${jobId}/` }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}
const pendingOf = (jobId: string) =>
  t.db
    .select()
    .from(pendingUploads)
    .where(like(pendingUploads.key, `job-photos/${jobId}/%`));
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe("photos in an S3 bucket", () => {
  it("an upload lands in the bucket, and the job's client and cleaner are served it, never cached", async () => {
    const { owner, cleaner, jobId } = await assignedJob();
    const bytes = jpegBytes(300 * 1024);
    const response = await uploadPhoto(cleaner.account.browser, jobId, bytes);
    expect(response.status).toBe(201);
    const { photo } = (await response.json()) as { photo: { photoId: string; url: string } };

    const [key] = await objectsOf(jobId);
    expect(key).toMatch(new RegExp(`^job-photos/${jobId}/[0-9a-f-]{36}\\.jpg$`));
    expect(new Uint8Array(await bucket.get(key!))).toEqual(bytes);
    expect(await pendingOf(jobId)).toEqual([]);

    for (const [browser, path] of [
      [owner.account.browser, `/api/client/jobs/${jobId}/photos/${photo.photoId}`],
      [cleaner.account.browser, photo.url],
    ] as const) {
      const served = await browser.request(path);
      expect(served.status, path).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(served.headers.get("cache-control")).toBe("no-store");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    const stranger = await clientWithUnit(t);
    const refused = await stranger.account.browser.request(`/api/client/jobs/${jobId}/photos/${photo.photoId}`);
    expect(refused.status).toBe(404);
  });

  it("a photo whose object is gone is 'Photo not found.' (404)", async () => {
    const { owner, cleaner, jobId } = await assignedJob();
    const { photo } = (await (await uploadPhoto(cleaner.account.browser, jobId, jpegBytes(2048))).json()) as { photo: { photoId: string } };
    const [key] = await objectsOf(jobId);
    await bucket.remove(key!);
    const response = await owner.account.browser.request(`/api/client/jobs/${jobId}/photos/${photo.photoId}`);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: "NOT_FOUND", message: PHOTO_NOT_FOUND });
  });

  it("a refusal found after the file was stored (the job completed meanwhile) leaves no object and no pending row", async () => {
    const { cleaner, jobId } = await assignedJob();
    afterPut = async () => void (await t.db.update(jobs).set({ status: "Completed" }).where(eq(jobs.jobId, jobId)));
    try {
      const response = await uploadPhoto(cleaner.account.browser, jobId, jpegBytes(4096));
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: "PHOTO_NOT_OPEN", message: photoRuleMessages.closed });
    } finally {
      afterPut = null;
    }
    expect(await objectsOf(jobId)).toEqual([]);
    expect(await pendingOf(jobId)).toEqual([]);
    expect(await t.db.select().from(jobCheckpoints).where(eq(jobCheckpoints.jobId, jobId))).toEqual([]);
  });

  it("an upload the store fails leaves no object and no pending row", async () => {
    const { cleaner, jobId } = await assignedJob();
    afterPut = () => Promise.reject(new Error("the bucket went away"));
    try {
      expect((await uploadPhoto(cleaner.account.browser, jobId, jpegBytes(4096))).status).toBe(500);
    } finally {
      afterPut = null;
    }
    expect(await objectsOf(jobId)).toEqual([]);
    expect(await pendingOf(jobId)).toEqual([]);
  });

  it("an admin's delete of the job removes its objects", async () => {
    const { cleaner, jobId } = await assignedJob();
    expect((await uploadPhoto(cleaner.account.browser, jobId, jpegBytes(1024))).status).toBe(201);
    expect(await objectsOf(jobId)).toHaveLength(1);
    const admin = await t.createAccount({ role: "admin" });
    const response = await admin.browser.api.admin.jobs[":jobId"].$delete({ param: { jobId } });
    expect(response.status).toBe(200);
    expect(await objectsOf(jobId)).toEqual([]);
    expect(await pendingOf(jobId)).toEqual([]);
  });
});

describe("the storage orphan sweep", () => {
  it("is the server's task every 15 minutes, one server at a time", () => {
    expect(BACKGROUND_TASKS).toContain(storageOrphanSweep);
    expect(storageOrphanSweep).toMatchObject({ name: "storage-orphan-sweep", everyMs: 15 * 60_000 });
    expect(storageOrphanSweep.exclusive).not.toBe(false);
  });

  it("removes objects noted over an hour ago and their notes, keeps newer ones, and runs again harmlessly", async () => {
    const jobId = randomUUID();
    const key = (name: string) => `job-photos/${jobId}/${name}.jpg`;
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    for (const name of ["crashed", "uploading"]) await bucket.put(key(name), jpegBytes(100));
    await t.db.insert(pendingUploads).values([
      { key: key("crashed"), createdAt: ago(61) },
      { key: key("uploading"), createdAt: ago(5) },
      // Its object already removed (a sweep cut off between object and row): the note goes too.
      { key: key("half-swept"), createdAt: ago(90) },
    ]);
    const run = () =>
      storageOrphanSweep.run({
        db: t.db,
        storage,
        paymentProvider: t.paymentProvider,
        mailer: t.mailbox,
        env: t.env,
        now,
        signal: new AbortController().signal,
      });

    await run();
    expect(await objectsOf(jobId)).toEqual([key("uploading")]);
    expect((await pendingOf(jobId)).map((row) => row.key)).toEqual([key("uploading")]);
    await run();
    expect(await objectsOf(jobId)).toEqual([key("uploading")]);
    expect((await pendingOf(jobId)).map((row) => row.key)).toEqual([key("uploading")]);
  });
});
