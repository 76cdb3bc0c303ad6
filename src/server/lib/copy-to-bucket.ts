// docs/decisions/049: moving a server's photo folder (DATA_DIR/uploads) to the bucket, for
// `npm run storage:copy-to-s3`. It reads files only: the server may keep running meanwhile.
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { s3Storage } from "./s3-storage";
import { PARTIAL_SUFFIX } from "./storage";

export interface CopyCounts {
  copied: number;
  skipped: number;
  failed: { key: string; error: string }[];
}

/** Files under `folder`, as storage keys (its paths with `/`); files still being written are left out. */
async function keysUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** Every object's size in the bucket, by key. */
async function sizesInBucket(client: S3Client, bucket: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? -1);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return sizes;
}

/**
 * Copies each file the bucket does not hold at the same size (so a second run copies nothing, and
 * a run cut off resumes). A file that fails is counted and named; the others still go.
 */
export async function copyFolderToBucket({
  folder,
  client,
  bucket,
}: {
  folder: string;
  client: S3Client;
  bucket: string;
}): Promise<CopyCounts> {
  const [keys, held] = await Promise.all([keysUnder(folder), sizesInBucket(client, bucket)]);
  const storage = s3Storage(client, bucket);
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: [] };
  const queue = [...keys];
  // A few at a time: photos are a few megabytes each and the bucket is usually across a network.
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const path = join(folder, ...key.split("/"));
      try {
        const { size } = await stat(path);
        if (held.get(key) === size) {
          counts.skipped += 1;
          continue;
        }
        const stream = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
        await storage.put(key, { stream, size });
        counts.copied += 1;
      } catch (error) {
        counts.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return counts;
}
