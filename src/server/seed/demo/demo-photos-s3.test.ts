// docs/decisions/049: with S3 storage the demo photos are put in the bucket, so a server other
// than the one that loaded the demo data serves them too.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { jobCheckpoints } from "../../db/schema/jobs";
import { seedDemoData } from "../../demo-seeding";
import type { HistoryJobView } from "../../features/jobs/job-lists.service";
import { s3Client, s3Storage } from "../../lib/s3-storage";
import { createTestApp } from "../../test/harness";
import { startS3Server } from "../../test/s3-server";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo-data";

const s3 = await startS3Server();
const clients = [s3Client(s3.settings), s3Client(s3.settings)];
const loader = await createTestApp({ storage: s3Storage(clients[0]!, s3.bucket) });
const other = await createTestApp({ storage: s3Storage(clients[1]!, s3.bucket), database: loader.database });
afterAll(async () => {
  await other.close();
  await loader.close();
  for (const client of clients) client.destroy();
  await s3.close();
});

describe("demo photos in an S3 bucket", () => {
  it("are served by a server that did not load them, each as large as its row says", async () => {
    await seedDemoData(loader);
    const browser = other.browser();
    await other.signIn(DEMO_ACCOUNTS.client.email, DEMO_PASSWORD, browser);
    const history = ((await (await browser.api.client.jobs.history.$get()).json()) as { jobs: HistoryJobView[] }).jobs;
    const photos = history.flatMap((job) => job.photos);
    expect(photos.length).toBeGreaterThanOrEqual(8);
    for (const photo of photos) {
      const response = await browser.request(photo.url);
      expect(response.status, photo.url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(response.headers.get("content-length")).toBe(String(bytes.length));
      const [row] = await other.db
        .select({ sizeBytes: jobCheckpoints.sizeBytes })
        .from(jobCheckpoints)
        .where(eq(jobCheckpoints.id, photo.photoId));
      expect(row?.sizeBytes).toBe(bytes.length);
    }
  });
});
