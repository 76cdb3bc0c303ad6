// docs/decisions/049: every stored file (job photos today) goes through this interface; the local
// folder is the default, an S3-compatible bucket (s3-storage.ts) when S3_BUCKET is set.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A body whose length is known before it is read (an uploaded file): stored without buffering it. */
export interface SizedStream {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

/** An object's body as it is served: read from storage as the response is written. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface Storage {
  /** Stores the whole object under `key`; a reader never sees it half written. */
  put(key: string, data: Uint8Array | string | SizedStream): Promise<void>;
  /** The object's bytes (small objects); rejects with ObjectMissing when there is none. */
  get(key: string): Promise<Buffer>;
  /** The object's body as a stream; rejects with ObjectMissing when there is none. */
  read(key: string): Promise<StoredObject>;
  /** Removes the object; removing one that is not there is fine. */
  remove(key: string): Promise<void>;
}

/** No object under this key (never written, or removed). */
export class ObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
  }
}

/** Bytes or text as a buffer, or null for a stream. */
export function bytesOf(data: Uint8Array | string | SizedStream): Uint8Array | null {
  if (typeof data === "string") return Buffer.from(data);
  return data instanceof Uint8Array ? data : null;
}

/** Passes the stream through, failing it when it carries other than `size` bytes. */
export function exactly(size: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`The body is longer than its ${size} bytes`) : null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`The body ended after ${seen} of its ${size} bytes`));
    },
  });
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/** Files under `root` (DATA_DIR/uploads): one server's own disk. */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Storage key escapes the folder: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a reader (or storage:copy-to-s3) sees the whole file or none.
      const partial = `${path}.${randomUUID()}${PARTIAL_SUFFIX}`;
      const file = createWriteStream(partial);
      try {
        const bytes = bytesOf(data);
        const source = bytes ? Readable.from([bytes]) : Readable.fromWeb((data as SizedStream).stream as never);
        await pipeline(source, exactly(bytes ? bytes.length : (data as SizedStream).size), file);
        await rename(partial, path);
      } catch (error) {
        // A body that fails at once fails the pipeline while the file may still be opening: it is
        // created when that open completes, so it is removed once the file is closed, not before.
        if (!file.closed) await new Promise<void>((closed) => file.once("close", () => closed()).destroy());
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        throw isMissing(error) ? new ObjectMissing(key) : error;
      }
    },
    async read(key) {
      const file = await open(pathOf(key)).catch((error: unknown) => {
        throw isMissing(error) ? new ObjectMissing(key) : error;
      });
      try {
        const { size } = await file.stat();
        return { body: Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        await file.close();
        throw error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

/** The ending of a local file still being written (storage:copy-to-s3 leaves these alone). */
export const PARTIAL_SUFFIX = ".partial";
