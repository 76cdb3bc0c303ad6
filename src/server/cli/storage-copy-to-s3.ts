// npm run storage:copy-to-s3: copies DATA_DIR/uploads to the bucket named by S3_BUCKET (and the
// other S3_* settings), skipping objects already there at the same size (docs/decisions/049).
// It opens no database, so it runs beside a running server, even on the embedded one.
import { join, resolve } from "node:path";
import { EnvError, loadEnv } from "../env";
import { copyFolderToBucket } from "../lib/copy-to-bucket";
import { bucketProblem, s3Client } from "../lib/s3-storage";

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const env = loadEnv();
  if (!env.s3) stop("S3_BUCKET: set it (with S3_ENDPOINT and the other S3_* settings) to the bucket the photos go to.");
  const client = s3Client(env.s3);
  const problem = await bucketProblem(client, env.s3);
  if (problem) stop(`The photo bucket cannot be used:\n  ${problem}`);

  const folder = join(resolve(env.DATA_DIR), "uploads");
  const where = `bucket "${env.s3.bucket}"${env.s3.endpoint ? ` at ${env.s3.endpoint}` : ""}`;
  console.log(`Copying ${folder} to ${where}`);
  const counts = await copyFolderToBucket({ folder, client, bucket: env.s3.bucket });
  for (const { key, error } of counts.failed) console.error(`  failed: ${key}: ${error}`);
  console.log(`copied ${counts.copied}, skipped ${counts.skipped} (already there), failed ${counts.failed.length}`);
  client.destroy();
  if (counts.failed.length > 0) process.exit(1);
}

main().catch((error: unknown) =>
  stop(error instanceof EnvError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
