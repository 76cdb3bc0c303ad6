// docs/decisions/049: `npm run storage:copy-to-s3` run as an operator runs it, against a real S3
// protocol server: it copies the photo folder once, and a second run copies nothing.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { s3Client, s3Storage } from "../lib/s3-storage";
import { startS3Server } from "../test/s3-server";

const root = resolve(import.meta.dirname, "../../..");
const s3 = await startS3Server();
const client = s3Client(s3.settings);
const bucket = s3Storage(client, s3.bucket);
const dataDir = await mkdtemp(join(tmpdir(), "tidyline-copy-"));
afterAll(async () => {
  client.destroy();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

function copyToS3(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli/storage-copy-to-s3.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "", LOG_LEVEL: "silent", ...s3.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on("close", (code) => done({ code, stdout, stderr })));
}

const files: Record<string, Uint8Array> = {
  "job-photos/11111111-1111-4111-8111-111111111111/before.jpg": new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]),
  "job-photos/11111111-1111-4111-8111-111111111111/after.png": new Uint8Array(70_000).fill(7),
  "job-photos/22222222-2222-4222-8222-222222222222/before.webp": new Uint8Array([9, 9, 9]),
};

describe("npm run storage:copy-to-s3", () => {
  it("copies DATA_DIR/uploads to the bucket, then skips what is there, never opening the database", { timeout: 120_000 }, async () => {
    for (const [key, bytes] of Object.entries(files)) {
      await mkdir(join(dataDir, "uploads", key, ".."), { recursive: true });
      await writeFile(join(dataDir, "uploads", key), bytes);
    }
    // A photo the server is writing at this moment: not copied half written.
    await writeFile(join(dataDir, "uploads", "job-photos", "22222222-2222-4222-8222-222222222222", "x.jpg.0a1b.partial"), "half");

    const first = await copyToS3();
    expect(first.stdout).toContain("copied 3, skipped 0 (already there), failed 0");
    expect(first.code, first.stderr).toBe(0);
    for (const [key, bytes] of Object.entries(files)) expect(new Uint8Array(await bucket.get(key)), key).toEqual(bytes);

    const second = await copyToS3();
    expect(second.stdout).toContain("copied 0, skipped 3 (already there), failed 0");
    expect(second.code, second.stderr).toBe(0);
    expect(existsSync(join(dataDir, "pgdata"))).toBe(false);
  });
});
