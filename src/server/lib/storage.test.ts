// docs/decisions/049: one contract, both stores: the local folder and an S3 bucket (a real S3
// protocol server in this process, the real SDK).
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3-server";
import { s3Client, s3Storage } from "./s3-storage";
import { localStorage, ObjectMissing, type Storage } from "./storage";

let s3: TestS3Server;
let folder: string;
const stores: Record<string, Storage> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  folder = await mkdtemp(join(tmpdir(), "tidyline-storage-"));
  stores.local = localStorage(folder);
  stores.s3 = s3Storage(s3Client(s3.settings), s3.bucket);
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

/** A stream that hands over `bytes` in chunks of 16 KiB, as an uploaded file's stream does. */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
}

/** What `get` finds once a late writer had its moment: the object, or undefined after a second of none. */
async function keptAfterSettling(get: () => Promise<Buffer>): Promise<Buffer | undefined> {
  for (let waited = 0; waited < 1_000; waited += 20) {
    const found = await get().catch((error: unknown) => {
      if (error instanceof ObjectMissing) return undefined;
      throw error;
    });
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

const photoBytes = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 7) % 256);
const keyOf = () => `job-photos/${randomUUID()}/${randomUUID()}.jpg`;

describe.each(["local", "s3"])("%s storage", (name) => {
  const store = () => stores[name]!;

  it("gives back what was put, as bytes and as a stream, and nothing once removed", async () => {
    const key = keyOf();
    await store().put(key, "hello");
    expect((await store().get(key)).toString()).toBe("hello");
    const object = await store().read(key);
    expect(object.size).toBe(5);
    expect(await new Response(object.body).text()).toBe("hello");

    await store().remove(key);
    await expect(store().get(key)).rejects.toBeInstanceOf(ObjectMissing);
  });

  it("says a key never written is missing, and removing it is fine", async () => {
    const key = keyOf();
    await expect(store().get(key)).rejects.toBeInstanceOf(ObjectMissing);
    await expect(store().read(key)).rejects.toBeInstanceOf(ObjectMissing);
    await expect(store().remove(key)).resolves.toBeUndefined();
  });

  it("stores a stream of known size as it is read, and serves it back byte for byte", async () => {
    const key = keyOf();
    const bytes = photoBytes(256 * 1024 + 17);
    await store().put(key, { stream: streamOf(bytes), size: bytes.length });
    const object = await store().read(key);
    expect(object.size).toBe(bytes.length);
    expect(new Uint8Array(await new Response(object.body).arrayBuffer())).toEqual(bytes);
    await store().remove(key);
  });

  it("replaces an object put again under the same key", async () => {
    const key = keyOf();
    await store().put(key, new Uint8Array([1, 2, 3]));
    await store().put(key, new Uint8Array([4, 5]));
    expect([...(await store().get(key))]).toEqual([4, 5]);
    await store().remove(key);
  });

  it("refuses a stream shorter than its announced size and keeps none of its bytes", async () => {
    const key = keyOf();
    const bytes = photoBytes(5000);
    await expect(store().put(key, { stream: streamOf(bytes), size: bytes.length + 100 })).rejects.toThrow();
    // S3 keeps nothing of a PUT cut short. s3rver handles the aborted request a moment after the
    // put has failed and leaves an empty object where S3 leaves none: waited for (and removed, so
    // it cannot write into a folder the tests have removed), it holds none of the stream's bytes.
    const kept = await keptAfterSettling(() => store().get(key));
    expect(kept === undefined || kept.length === 0, `kept ${kept?.length} bytes`).toBe(true);
    await store().remove(key);
  });
});

describe("local storage", () => {
  it("leaves no half-written file behind a failed put", async () => {
    const jobFolder = `job-photos/${randomUUID()}`;
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(photoBytes(100));
        controller.error(new Error("connection reset"));
      },
    });
    await expect(stores.local!.put(`${jobFolder}/a.jpg`, { stream: broken, size: 1000 })).rejects.toThrow();
    expect(await readdir(join(folder, jobFolder))).toEqual([]);
  });

  it("refuses a key that leaves its folder", async () => {
    await expect(stores.local!.put("../outside.txt", "x")).rejects.toThrow(/escapes/);
  });
});
