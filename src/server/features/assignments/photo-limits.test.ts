// decision 028: only the assigned Active cleaner uploads, within a job's 30 photos and 150 MB and
// 60 uploads an hour; each refusal is a 4xx with a clear message and leaves nothing in storage.
import { randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { CleanerStatus } from "../../../shared/domain/statuses";
import { rateLimits } from "../../db/schema/auth";
import { jobCheckpoints } from "../../db/schema/jobs";
import { cleaners } from "../../db/schema/people";
import { CLEANER_NOT_ACTIVE } from "../../auth/cleaner-record";
import { localStorage, type Storage } from "../../lib/storage";
import { clientWithUnit, insertCleaner, insertJob } from "../../test/fixtures";
import { createTestApp, type Browser } from "../../test/harness";
import { jpegBytes, uploadPhoto } from "../../test/photo-upload";
import { PHOTO_LIMITS, photoKey, photoLimitMessages } from "./photo-limits";

/** Local storage that knows which files it holds now. */
function trackedStorage(inner: Storage) {
  const held = new Set<string>();
  const storage: Storage = {
    put: async (key, data) => {
      await inner.put(key, data);
      held.add(key);
    },
    get: (key) => inner.get(key),
    read: (key) => inner.read(key),
    remove: async (key) => {
      await inner.remove(key);
      held.delete(key);
    },
  };
  return { storage, filesOf: (jobId: string) => [...held].filter((key) => key.startsWith(`job-photos/${jobId}/`)) };
}

const tracked = trackedStorage(localStorage(await mkdtemp(join(tmpdir(), "tidyline-photos-"))));
const t = await createTestApp({ storage: tracked.storage });
afterAll(() => t.close());

const MB = 1024 * 1024;

/** Uploads `size` bytes that read as a JPEG. */
const upload = (browser: Browser, jobId: string, size = 64, type = "photo_before") => uploadPhoto(browser, jobId, jpegBytes(size), type);

async function assignedJob(cleanerStatus: CleanerStatus = "Active") {
  const client = await clientWithUnit(t);
  const cleaner = await insertCleaner(t, "Casey Cleaner", {}, cleanerStatus);
  const job = await insertJob(t.db, { clientId: client.clientId, status: "Assigned", cleanerId: cleaner.cleanerId });
  return { cleaner, jobId: job.jobId };
}

/** Photos already on the job, as rows whose keys carry their sizes (no files needed for the count). */
async function existingPhotos(jobId: string, sizes: number[]) {
  if (sizes.length === 0) return;
  await t.db
    .insert(jobCheckpoints)
    .values(
      sizes.map((size) => ({ jobId, type: "photo_before" as const, fileUrl: photoKey(jobId, randomUUID(), "jpg"), sizeBytes: size })),
    );
}

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;
const rowsOf = async (jobId: string) => (await t.db.select().from(jobCheckpoints).where(eq(jobCheckpoints.jobId, jobId))).length;

describe("who may upload", () => {
  it("only an Active cleaner: Pending and Inactive are refused (403) and nothing is stored", async () => {
    for (const status of ["Pending", "Inactive"] as const) {
      const { cleaner, jobId } = await assignedJob(status);
      const response = await upload(cleaner.account.browser, jobId);
      expect(response.status, status).toBe(403);
      expect(await errorOf(response)).toEqual({ code: "CLEANER_NOT_ACTIVE", message: CLEANER_NOT_ACTIVE });
      expect(tracked.filesOf(jobId)).toEqual([]);
      expect(await rowsOf(jobId)).toBe(0);
    }
  });

  it("keeps the photo's size; a cleaner deactivated after the first photo is refused the next", async () => {
    const { cleaner, jobId } = await assignedJob();
    expect((await upload(cleaner.account.browser, jobId, 1234)).status).toBe(201);
    expect(tracked.filesOf(jobId)).toEqual([expect.stringMatching(new RegExp(`^job-photos/${jobId}/[0-9a-f-]{36}\\.jpg$`))]);
    expect(await t.db.select({ sizeBytes: jobCheckpoints.sizeBytes }).from(jobCheckpoints).where(eq(jobCheckpoints.jobId, jobId))).toEqual([
      { sizeBytes: 1234 },
    ]);
    await t.db.update(cleaners).set({ status: "Inactive" }).where(eq(cleaners.cleanerId, cleaner.cleanerId));
    expect((await upload(cleaner.account.browser, jobId)).status).toBe(403);
    expect(tracked.filesOf(jobId)).toHaveLength(1);
  });
});

describe("a job's room", () => {
  it(`takes its ${PHOTO_LIMITS.perJob}th photo and refuses the next (409), storing nothing`, async () => {
    const { cleaner, jobId } = await assignedJob();
    await existingPhotos(
      jobId,
      Array.from({ length: PHOTO_LIMITS.perJob - 1 }, () => 1000),
    );
    expect((await upload(cleaner.account.browser, jobId)).status).toBe(201);
    const refused = await upload(cleaner.account.browser, jobId);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: "JOB_PHOTOS_FULL", message: photoLimitMessages.jobFull });
    expect(await rowsOf(jobId)).toBe(PHOTO_LIMITS.perJob);
    expect(tracked.filesOf(jobId)).toHaveLength(1);
  });

  it("refuses a photo that would take the job past 150 MB (409), and takes one that fits", async () => {
    const { cleaner, jobId } = await assignedJob();
    await existingPhotos(jobId, [...Array.from({ length: 14 }, () => 10 * MB), 9 * MB]); // 149 MB
    const refused = await upload(cleaner.account.browser, jobId, Math.round(1.5 * MB));
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: "JOB_PHOTOS_TOO_LARGE", message: photoLimitMessages.jobTooLarge });
    expect(tracked.filesOf(jobId)).toEqual([]);
    expect((await upload(cleaner.account.browser, jobId, MB - 4096)).status).toBe(201);
    expect(await rowsOf(jobId)).toBe(16);
  });

  it("concurrent uploads never pass the count: of five with room for two, two are taken", async () => {
    const { cleaner, jobId } = await assignedJob();
    await existingPhotos(
      jobId,
      Array.from({ length: PHOTO_LIMITS.perJob - 2 }, () => 1000),
    );
    const browsers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const browser = t.browser();
        await t.signIn(cleaner.account.email, cleaner.account.password, browser);
        return browser;
      }),
    );
    const statuses = (await Promise.all(browsers.map((browser) => upload(browser, jobId)))).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    expect(await rowsOf(jobId)).toBe(PHOTO_LIMITS.perJob);
    expect(tracked.filesOf(jobId)).toHaveLength(2);
  });
});

describe(`${PHOTO_LIMITS.perHour.max} uploads per cleaner per hour`, () => {
  it("refuses the next with 429, Retry-After and when to try again, storing nothing; another cleaner is not held back", async () => {
    const { cleaner, jobId } = await assignedJob();
    // The hour's first uploads but one, as counted on any server.
    await t.db
      .insert(rateLimits)
      .values({ key: `job-photo-upload:user:${cleaner.account.userId}`, count: PHOTO_LIMITS.perHour.max - 1, windowStart: new Date() });
    expect((await upload(cleaner.account.browser, jobId)).status).toBe(201);
    const refused = await upload(cleaner.account.browser, jobId);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(PHOTO_LIMITS.perHour.window - 120);
    expect(await errorOf(refused)).toEqual({ code: "TOO_MANY_REQUESTS", message: photoLimitMessages.hourly(retryAfter) });
    expect(photoLimitMessages.hourly(retryAfter)).toMatch(/Please wait (60|59) minutes before uploading more\.$/);
    expect(tracked.filesOf(jobId)).toHaveLength(1);

    const other = await assignedJob();
    expect((await upload(other.cleaner.account.browser, other.jobId)).status).toBe(201);
  });
});
