// The S3 server the three app servers share: s3rver (npm), in this process, on a free port, with
// the bucket made before they start.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createRequire } from "node:module";

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export const BUCKET = "tidyline-drill";

/** The S3_* settings every server gets, and how to stop the store. */
export async function startObjectStore(directory: string) {
  const instance = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await instance.run();
  return {
    settings: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's fixed credentials
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      instance.httpServer?.closeAllConnections();
      await instance.close();
    },
  };
}
