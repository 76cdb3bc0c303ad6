import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { JobStatus } from "../../../shared/domain/job-status";
import { jobCheckpoints } from "../../db/schema/jobs";
import { createTestApp, unchecked, type Browser } from "../../test/harness";
import { clientWithUnit, insertCleaner, insertJob } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const HEIC = [0, 0, 0, 0x18, ...[..."ftypheic"].map((char) => char.charCodeAt(0)), 0, 0, 0, 0];

/** A file whose bytes start with `head`, padded to `size` bytes. */
function file(head: number[], name: string, size = 64, declaredType = "image/jpeg") {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type: declaredType });
}

/**
 * Posts a multipart form as the browser's FormData would, with its length. Raw requests here: the
 * exact multipart bytes, a streamed body, a body on a route that takes none, and a photo's served URL.
 */
async function upload(browser: Browser, jobId: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return browser.request(`/api/cleaner/assignments/${jobId}/photos`, {
    method: "POST",
    body,
    headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(body.length) },
  });
}

async function assignedJob(status: JobStatus = "In Progress") {
  const client = await clientWithUnit(t);
  const cleaner = await insertCleaner(t);
  // Due an hour ago, so an In Progress one can also be completed (decision 027).
  const job = await insertJob(t.db, {
    clientId: client.clientId,
    status,
    cleanerId: cleaner.cleanerId,
    scheduledStart: new Date(Date.now() - 3_600_000),
  });
  return { client, cleaner, job };
}

const checkpointsOf = (jobId: string) => t.db.select().from(jobCheckpoints).where(eq(jobCheckpoints.jobId, jobId));
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe("POST /api/cleaner/assignments/:jobId/photos", () => {
  it("stores a photo by what its bytes are (a PNG named .jpg is a PNG), with the server's time and the uploader", async () => {
    const { cleaner, job } = await assignedJob();
    const before = Date.now();
    const response = await upload(cleaner.account.browser, job.jobId, {
      type: "photo_after",
      file: file(PNG, "kitchen.jpg"),
      note: "  Counters wiped  ",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { photo } = (await response.json()) as {
      photo: { photoId: string; type: string; note: string; url: string; contentType: string };
    };
    expect(photo).toMatchObject({
      type: "photo_after",
      note: "Counters wiped",
      contentType: "image/png",
      url: `/api/cleaner/assignments/${job.jobId}/photos/${photo.photoId}`,
    });

    const [stored] = await checkpointsOf(job.jobId);
    expect(stored).toMatchObject({ id: photo.photoId, type: "photo_after", uploadedBy: cleaner.account.userId, note: "Counters wiped" });
    expect(stored!.fileUrl).toMatch(new RegExp(`^job-photos/${job.jobId}/[0-9a-f-]{36}\\.png$`));
    // The job's 150 MB is summed from the stored sizes (decision 028).
    expect(stored!.sizeBytes).toBe(64);
    expect(stored!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect([...(await t.storage.get(stored!.fileUrl)).subarray(0, 8)]).toEqual(PNG);

    // The cleaner sees it through their own route, served as what it is.
    const served = await cleaner.account.browser.request(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a file that is not a photo, whatever its name and declared type, and stores nothing", async () => {
    const { cleaner, job } = await assignedJob();
    const text = new File(["just some text, honestly"], "photo.jpg", { type: "image/jpeg" });
    const response = await upload(cleaner.account.browser, job.jobId, { type: "photo_before", file: text });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({ code: "UNSUPPORTED_PHOTO_TYPE", message: "Photos must be JPEG, PNG, WebP or HEIC images." });
    expect(await checkpointsOf(job.jobId)).toEqual([]);
  });

  it("accepts HEIC, and refuses a missing file or type and an overlong note with a message", async () => {
    const { cleaner, job } = await assignedJob();
    const heic = await upload(cleaner.account.browser, job.jobId, { type: "photo_before", file: file(HEIC, "IMG_0001.HEIC", 64, "") });
    expect(heic.status).toBe(201);
    expect((await checkpointsOf(job.jobId))[0]?.fileUrl).toMatch(/\.heic$/);

    const noFile = await upload(cleaner.account.browser, job.jobId, { type: "photo_before" });
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).message).toBe("Choose a photo to upload.");
    const noType = await upload(cleaner.account.browser, job.jobId, { file: file(JPEG, "a.jpg") });
    expect(noType.status).toBe(400);
    expect((await errorOf(noType)).message).toBe("Choose whether this is a before or an after photo.");
    const longNote = await upload(cleaner.account.browser, job.jobId, {
      type: "photo_before",
      file: file(JPEG, "a.jpg"),
      note: "x".repeat(501),
    });
    expect(longNote.status).toBe(400);
    expect(await checkpointsOf(job.jobId)).toHaveLength(1);
  });

  it("takes a 2 MB photo on this route while every other route keeps the 1 MB limit; 11 MB is refused (413)", async () => {
    const { cleaner, job } = await assignedJob();
    const twoMb = await upload(cleaner.account.browser, job.jobId, { type: "photo_after", file: file(JPEG, "big.jpg", 2 * MB) });
    expect(twoMb.status, await twoMb.clone().text()).toBe(201);

    const elevenMb = await upload(cleaner.account.browser, job.jobId, { type: "photo_after", file: file(JPEG, "huge.jpg", 11 * MB) });
    expect(elevenMb.status).toBe(413);
    expect(await errorOf(elevenMb)).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "Photos can be up to 10 MB." });
    expect(await checkpointsOf(job.jobId)).toHaveLength(1);

    // Without a Content-Length (a streamed body), the limit counts the bytes as they come.
    const form = new FormData();
    form.append("type", "photo_after");
    form.append("file", file(JPEG, "streamed.jpg", 11 * MB));
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const streamed = await cleaner.account.browser.request(`/api/cleaner/assignments/${job.jobId}/photos`, {
      method: "POST",
      body: encoded.body,
      duplex: "half",
      headers: { "content-type": encoded.headers.get("content-type")! },
    });
    expect(streamed.status).toBe(413);
    expect(await checkpointsOf(job.jobId)).toHaveLength(1);

    const bigJson = await cleaner.account.browser.request(`/api/cleaner/assignments/${job.jobId}/complete`, {
      json: { padding: "x".repeat(2 * MB) },
    });
    expect(bigJson.status).toBe(413);
    expect((await errorOf(bigJson)).message).toBe("The request is too large.");
    const bigProfile = await cleaner.account.browser.api.profile.$patch({ json: unchecked({ fullName: "x".repeat(2 * MB) }) });
    expect(bigProfile.status).toBe(413);
  });

  it("takes before photos once assigned, after photos once started, and none once completed", async () => {
    const assigned = await assignedJob("Assigned");
    expect(
      (await upload(assigned.cleaner.account.browser, assigned.job.jobId, { type: "photo_before", file: file(JPEG, "a.jpg") })).status,
    ).toBe(201);
    const tooSoon = await upload(assigned.cleaner.account.browser, assigned.job.jobId, { type: "photo_after", file: file(JPEG, "b.jpg") });
    expect(tooSoon.status).toBe(409);
    expect((await errorOf(tooSoon)).message).toBe("Start the job before adding after photos.");

    const completed = await assignedJob("Completed");
    const closed = await upload(completed.cleaner.account.browser, completed.job.jobId, { type: "photo_after", file: file(JPEG, "c.jpg") });
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).message).toBe("Photos can be added while the job is assigned or in progress.");
    expect(await checkpointsOf(completed.job.jobId)).toEqual([]);
  });

  it("answers 404 to another cleaner, for the upload and for reading a photo", async () => {
    const { cleaner, job } = await assignedJob();
    const other = await insertCleaner(t, "Other Cleaner");
    expect((await upload(other.account.browser, job.jobId, { type: "photo_before", file: file(JPEG, "a.jpg") })).status).toBe(404);
    const mine = await upload(cleaner.account.browser, job.jobId, { type: "photo_before", file: file(JPEG, "a.jpg") });
    const { photo } = (await mine.json()) as { photo: { url: string } };
    expect((await other.account.browser.request(photo.url)).status).toBe(404);
    expect(await checkpointsOf(job.jobId)).toHaveLength(1);
  });
});

describe("the client sees the cleaner's photos", () => {
  it("in /client/history and through the client's photo route, once the job is completed", async () => {
    const { client, cleaner, job } = await assignedJob();
    const uploaded = await upload(cleaner.account.browser, job.jobId, {
      type: "photo_after",
      file: file(PNG, "after.jpg"),
      note: "All done",
    });
    const { photo } = (await uploaded.json()) as { photo: { photoId: string } };
    expect((await cleaner.account.browser.api.cleaner.assignments[":jobId"].complete.$post({ param: { jobId: job.jobId } })).status).toBe(
      200,
    );

    const history = (await (await client.account.browser.api.client.jobs.history.$get()).json()) as {
      jobs: { jobId: string; photos: { photoId: string; type: string; url: string; note: string | null }[] }[];
    };
    const listed = history.jobs.find((entry) => entry.jobId === job.jobId);
    expect(listed?.photos).toEqual([
      { photoId: photo.photoId, type: "photo_after", url: `/api/client/jobs/${job.jobId}/photos/${photo.photoId}`, note: "All done" },
    ]);

    const served = await client.account.browser.api.client.jobs[":jobId"].photos[":photoId"].$get({
      param: { jobId: job.jobId, photoId: photo.photoId },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await served.arrayBuffer()).subarray(0, 8)]).toEqual(PNG);
  });
});
