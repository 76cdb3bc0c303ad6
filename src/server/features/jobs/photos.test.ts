import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestAccount } from "../../test/harness";
import { clientWithUnit, insertJob, insertPhoto } from "../../test/fixtures";

const t = await createTestApp();
afterAll(() => t.close());

// The smallest JPEG-looking bytes: the route serves what storage holds, it does not decode it.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

async function jobWithPhoto(key = "photo.jpg") {
  const owner = await clientWithUnit(t);
  const job = await insertJob(t.db, { clientId: owner.clientId, status: "Completed" });
  const fileKey = `job-photos/${job.jobId}/${key}`;
  await t.storage.put(fileKey, JPEG);
  const photo = await insertPhoto(t.db, job.jobId, "photo_after", fileKey);
  return { owner, job, photo };
}

const getPhoto = (account: TestAccount, jobId: string, photoId: string) =>
  account.browser.api.client.jobs[":jobId"].photos[":photoId"].$get({ param: { jobId, photoId } });

describe("GET /api/client/jobs/:jobId/photos/:photoId", () => {
  it("serves the stored file to the job's client, as a private image never stored by the browser", async () => {
    const { owner, job, photo } = await jobWithPhoto();
    const response = await getPhoto(owner.account, job.jobId, photo.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  it("answers 404 to another client, and for a photo asked for under another job", async () => {
    const { job, photo } = await jobWithPhoto();
    const stranger = await clientWithUnit(t);
    expect((await getPhoto(stranger.account, job.jobId, photo.id)).status).toBe(404);

    // The stranger's own job id with the owner's photo id: the pair must match.
    const theirJob = await insertJob(t.db, { clientId: stranger.clientId, status: "Completed" });
    expect((await getPhoto(stranger.account, theirJob.jobId, photo.id)).status).toBe(404);
  });

  it("answers 404 when the file is missing from storage or is not an image type we serve", async () => {
    const { owner, job } = await jobWithPhoto();
    const missing = await insertPhoto(t.db, job.jobId, "photo_before", `job-photos/${job.jobId}/gone.jpg`);
    expect((await getPhoto(owner.account, job.jobId, missing.id)).status).toBe(404);
    await t.storage.put(`job-photos/${job.jobId}/page.html`, "<script>alert(1)</script>");
    const html = await insertPhoto(t.db, job.jobId, "photo_before", `job-photos/${job.jobId}/page.html`);
    expect((await getPhoto(owner.account, job.jobId, html.id)).status).toBe(404);
    expect((await getPhoto(owner.account, job.jobId, "not-an-id")).status).toBe(404);
  });
});
