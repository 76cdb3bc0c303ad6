// docs/decisions/049: storage in an S3-compatible bucket, so every server sees every photo.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { pipeline, Readable } from "node:stream";
import type { S3Settings } from "./s3-settings";
import { bytesOf, exactly, ObjectMissing, type SizedStream, type Storage } from "./storage";

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Current SDKs add CRC checksums to every request and check them on answers; several
    // S3-compatible stores reject or omit them, so behind S3_ENDPOINT only where an operation needs one.
    ...(settings.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
    // An unreachable store fails a request (and the start) in seconds, not at the OS's TCP timeout.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

export function s3Storage(client: S3Client, bucket: string): Storage {
  async function getObject(key: string) {
    try {
      const { Body, ContentLength } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!Body) throw new ObjectMissing(key);
      return { Body, size: ContentLength ?? 0 };
    } catch (error) {
      throw statusOf(error) === 404 ? new ObjectMissing(key) : error;
    }
  }
  return {
    async put(key, data) {
      const bytes = bytesOf(data);
      const size = bytes ? bytes.length : (data as SizedStream).size;
      // The stream goes as it is read, its length announced (a PUT without one would need chunked
      // signing); a body that fails or is not that long aborts the request, so no object is made.
      const abort = new AbortController();
      let failure: Error | undefined;
      const body =
        bytes ??
        pipeline(Readable.fromWeb((data as SizedStream).stream as never), exactly(size), (error) => {
          if (!error) return;
          failure = error;
          abort.abort(error);
        });
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: size }), {
          abortSignal: abort.signal,
        });
      } catch (error) {
        throw failure ?? error;
      }
    },
    async get(key) {
      const { Body } = await getObject(key);
      return Buffer.from(await Body.transformToByteArray());
    },
    async read(key) {
      const { Body, size } = await getObject(key);
      return { body: Body.transformToWebStream() as ReadableStream<Uint8Array>, size };
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there, as for one it removed.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/**
 * Checks at start that the bucket exists and these credentials may use it: null when it can be
 * used, else one line naming the setting to change (the start stops with it, docs/decisions/049).
 */
export async function bucketProblem(client: S3Client, settings: S3Settings): Promise<string | null> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    return null;
  } catch (error) {
    return describeFailure(error, settings);
  }
}

function describeFailure(error: unknown, settings: S3Settings): string {
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  const status = statusOf(error);
  const detail = error instanceof Error ? error.message || error.name : String(error);
  if (status === 404) return `S3_BUCKET: there is no bucket "${settings.bucket}" at ${where}; create it or correct the name.`;
  if (status === 403 || status === 401)
    return (
      `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${where} refused them for the bucket "${settings.bucket}" (${status}); ` +
      "check the key pair and that it may read and write this bucket."
    );
  if (status === 301 || status === 400)
    return `S3_REGION: the bucket "${settings.bucket}" answered ${status}; it is probably in another region than ${settings.region}.`;
  if (error instanceof Error && error.name === "CredentialsProviderError")
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: not set, and no default AWS credentials were found (${detail}).`;
  if (status === undefined) {
    const setting = settings.endpoint ? "S3_ENDPOINT" : "S3_REGION";
    const code = (error as { code?: string } | null)?.code;
    return `${setting}: could not reach ${where} (${code ?? detail}).`;
  }
  return `S3_BUCKET: checking the bucket "${settings.bucket}" at ${where} failed (${status}: ${detail}).`;
}
