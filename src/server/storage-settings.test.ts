// docs/decisions/049: the S3_* settings are checked in shape when read, and the bucket itself
// before the server opens anything: a setting that cannot work stops the start, naming it.
// s3rver checks the access key id but not a V4 signature, so a wrong secret alone is not tested.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";
import { openRuntime } from "./runtime";
import { startS3Server } from "./test/s3-server";

const s3 = await startS3Server();
const dataDir = await mkdtemp(join(tmpdir(), "tidyline-s3-start-"));
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const settings = (overrides: Record<string, string>) => loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ...s3.env, ...overrides });

async function startFailure(overrides: Record<string, string>): Promise<string> {
  const failure: unknown = await openRuntime(settings(overrides)).then(
    async (runtime) => {
      await runtime.database.close();
      return new Error("the start went ahead");
    },
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(EnvError);
  // Refused before the database was opened: the embedded one was never created.
  expect(existsSync(join(dataDir, "pgdata"))).toBe(false);
  return (failure as EnvError).message;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

describe("starting with S3 settings", () => {
  it("stops on a bucket that does not exist, naming S3_BUCKET", async () => {
    expect(await startFailure({ S3_BUCKET: "no-such-bucket" })).toMatch(
      /^ {2}S3_BUCKET: there is no bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+/m,
    );
  });

  it("stops on credentials the store refuses, naming the key settings", async () => {
    expect(await startFailure({ S3_ACCESS_KEY_ID: "NOT-A-KEY" })).toMatch(
      /^ {2}S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: .* refused them .* \(403\)/m,
    );
  });

  it("stops on an endpoint nothing answers, naming S3_ENDPOINT", async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    expect(await startFailure({ S3_ENDPOINT: endpoint })).toContain(`S3_ENDPOINT: could not reach ${endpoint} (ECONNREFUSED)`);
  });
});

describe("reading the S3 settings", () => {
  const invalid = (source: Record<string, string>) => {
    try {
      loadEnv({ NODE_ENV: "test", ...source });
    } catch (error) {
      if (error instanceof EnvError) return error.message;
      throw error;
    }
    throw new Error("the settings were accepted");
  };

  it("keeps photos in DATA_DIR/uploads without S3_BUCKET", () => {
    expect(loadEnv({ NODE_ENV: "test" }).s3).toBeNull();
  });

  it("addresses a bucket by path behind S3_ENDPOINT, by host on AWS, unless S3_FORCE_PATH_STYLE says otherwise", () => {
    expect(loadEnv({ NODE_ENV: "test", S3_BUCKET: "photos", S3_ENDPOINT: "http://minio:9000" }).s3).toEqual({
      bucket: "photos",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: true,
    });
    expect(loadEnv({ NODE_ENV: "test", S3_BUCKET: "photos", S3_REGION: "eu-west-1" }).s3).toMatchObject({
      region: "eu-west-1",
      forcePathStyle: false,
    });
    expect(
      loadEnv({ NODE_ENV: "test", S3_BUCKET: "photos", S3_ENDPOINT: "https://s3.example.com", S3_FORCE_PATH_STYLE: "false" }).s3,
    ).toMatchObject({
      forcePathStyle: false,
    });
  });

  it("refuses settings that cannot work, one line per setting", () => {
    expect(invalid({ S3_ENDPOINT: "http://minio:9000" })).toContain("S3_BUCKET: must be set when S3_ENDPOINT is");
    expect(invalid({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "key" })).toContain("S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID");
    expect(invalid({ S3_BUCKET: "Photos_2024" })).toContain("S3_BUCKET: must be a bucket name");
    expect(invalid({ S3_BUCKET: "photos", S3_ENDPOINT: "minio:9000" })).toContain("S3_ENDPOINT: must be an http:// or https:// URL");
    expect(invalid({ S3_BUCKET: "photos", S3_FORCE_PATH_STYLE: "yes" })).toContain("S3_FORCE_PATH_STYLE: must be true or false");
  });
});
