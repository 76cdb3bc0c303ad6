// docs/decisions/049: the S3_* settings (env.ts reads them with the others). S3_BUCKET set: photos
// go to that bucket; unset: to DATA_DIR/uploads. Whether the bucket is usable is checked at start.
import { z } from "zod";

const trueFalse = z.enum(["true", "false"], { error: "must be true or false" });

export const s3SettingsShape = {
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens")
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url("must be an http:// or https:// URL such as https://s3.example.com")
    .startsWith("http", "must be an http:// or https:// URL such as https://s3.example.com")
    .optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: trueFalse.optional(),
};

type S3Fields = z.output<z.ZodObject<typeof s3SettingsShape>>;

export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself (the region's endpoint). */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default credentials (an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/** The issues of settings that cannot work together, by the setting to change. */
export function s3SettingIssues(env: S3Fields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const { S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = env;
  if (keyId && !secret) issues.push({ path: "S3_SECRET_ACCESS_KEY", message: "must be set with S3_ACCESS_KEY_ID" });
  if (secret && !keyId) issues.push({ path: "S3_ACCESS_KEY_ID", message: "must be set with S3_SECRET_ACCESS_KEY" });
  const others = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const).filter((name) => env[name]);
  if (!env.S3_BUCKET && others.length > 0)
    issues.push({
      path: "S3_BUCKET",
      message: `must be set when ${others.join(", ")} ${others.length === 1 ? "is" : "are"}: without it photos stay in DATA_DIR/uploads`,
    });
  return issues;
}

/** The bucket to use, or null for the local folder. */
export function s3SettingsOf(env: S3Fields): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Most S3-compatible servers (MinIO, s3rver, Ceph) serve buckets by path, not by host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === "true" : Boolean(env.S3_ENDPOINT),
  };
}
