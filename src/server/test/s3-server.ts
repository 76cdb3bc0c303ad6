// docs/decisions/049: a real S3 protocol server (s3rver) in this process, on a free port and a
// temporary folder, so the S3 storage is tested over HTTP with the real SDK, never a mock of it.
// s3rver checks the access key id (S3RVER) but not a V4 signature, so a wrong secret passes.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../lib/s3-settings";

/** The one key pair s3rver knows. */
export const S3RVER_KEY = "S3RVER";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The settings the server reads (S3_*), pointing at this server. */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startS3Server({ bucket = "tidyline-test" }: { bucket?: string } = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), "tidyline-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: S3RVER_KEY, S3_SECRET_ACCESS_KEY: S3RVER_KEY },
    settings: {
      bucket,
      endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
