import { z } from "zod";
import { isLoopbackHost } from "./lib/loopback";
import { s3SettingIssues, s3SettingsOf, s3SettingsShape } from "./lib/s3-settings";

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** docs/decisions/069: both VAPID keys or neither, each of its curve's length (65 and 32 bytes). */
function vapidKeyIssues(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }): { path: string; message: string }[] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return [];
  if (!publicKey || !privateKey) {
    const missing = publicKey ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    return [{ path: missing, message: "must be set with the other VAPID key (both or neither)" }];
  }
  const issues: { path: string; message: string }[] = [];
  if (Buffer.from(publicKey, "base64url").length !== 65)
    issues.push({ path: "VAPID_PUBLIC_KEY", message: "must be 65 bytes (87 characters) of URL-safe base64" });
  if (Buffer.from(privateKey, "base64url").length !== 32)
    issues.push({ path: "VAPID_PRIVATE_KEY", message: "must be 32 bytes (43 characters) of URL-safe base64" });
  return issues;
}

const onOff = z.enum(["on", "off"], { error: "must be on or off" });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "must be a port number (1-65535)" })
      .int("must be a port number (1-65535)")
      .min(1, "must be a port number (1-65535)")
      .max(65535, "must be a port number (1-65535)")
      .default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./.data"),
    DATABASE_URL: z.string().url("must be a postgres:// URL").startsWith("postgres", "must be a postgres:// URL").optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: "must be a whole number from 3 to 100" })
      .int("must be a whole number from 3 to 100")
      .min(3, "must be a whole number from 3 to 100")
      .max(100, "must be a whole number from 3 to 100")
      .optional(),
    PUBLIC_URL: z.string().url("must be an absolute URL such as https://tidyline.example").optional(),
    SMTP_URL: z.string().url("must be an smtp:// or smtps:// URL").optional(),
    MAIL_FROM: z.string().min(3).default("Tidyline <no-reply@tidyline.test>"),
    // docs/decisions/026: where replies to emails that ask for an answer (Request Info) go; unset, the first admin's address.
    SUPPORT_EMAIL: z.string().trim().email("must be an email address such as support@tidyline.example").optional(),
    DEMO_DATA: onOff.default("on"),
    BUILD_SHA: z
      .string()
      .regex(/^[0-9a-zA-Z._-]*$/, "must be a commit hash")
      .default("local"),
    ENABLE_TEST_ACCOUNTS: z.enum(["true", "false"]).default("false"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
    ALLOW_DEV_ON_NETWORK: z.enum(["true", "false"]).default("false"),
    // docs/decisions/049: photos in an S3-compatible bucket instead of DATA_DIR/uploads.
    ...s3SettingsShape,
    // docs/decisions/054: how often the runner syncs each rental calendar.
    CALENDAR_SYNC_MINUTES: z.coerce
      .number({ error: "must be a whole number of minutes from 5 to 1440" })
      .int("must be a whole number of minutes from 5 to 1440")
      .min(5, "must be a whole number of minutes from 5 to 1440")
      .max(1440, "must be a whole number of minutes from 5 to 1440")
      .default(15),
    // docs/decisions/058: whether a calendar's address may reach this machine or its networks (server-side
    // request forgery): only when set to true, whatever NODE_ENV says, and never in production. The
    // demo's own feed needs no door (features/rental-calendars/own-feeds.ts).
    ALLOW_PRIVATE_CALENDAR_URLS: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
    // docs/decisions/069: the push devices' VAPID keys (both or neither; neither: generated once into
    // DATA_DIR, refused at start when DATABASE_URL lets several servers share one database).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(BASE64URL, "must be the URL-safe base64 public key that web-push generate-vapid-keys prints")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(BASE64URL, "must be the URL-safe base64 private key that web-push generate-vapid-keys prints")
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL (the push services write to it)")
      .optional(),
    // docs/decisions/069: whether a push endpoint may be plain http or reach this machine or its
    // networks: only for tests' own push service, never in production.
    ALLOW_PRIVATE_PUSH_ENDPOINTS: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
    // docs/decisions/070: text messages through Twilio; all three or none.
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, "must be an Account SID: AC and 32 hex digits")
      .optional(),
    TWILIO_AUTH_TOKEN: z
      .string()
      .regex(/^[0-9a-zA-Z]{32}$/, "must be the account's 32-character auth token")
      .optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, "must be the sending number in E.164, such as +14155550123")
      .optional(),
  })
  .superRefine((env, ctx) => {
    for (const issue of s3SettingIssues(env)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  })
  .superRefine((env, ctx) => {
    // docs/decisions/016: outside production the demo accounts (a published password),
    // /dev/mailbox and /test-accounts are on; a network must never reach them by accident.
    if (env.NODE_ENV === "production" || isLoopbackHost(env.HOST) || env.ALLOW_DEV_ON_NETWORK === "true") return;
    ctx.addIssue({
      code: "custom",
      path: ["HOST"],
      message:
        `${env.HOST} is reachable from the network, and outside production (NODE_ENV=${env.NODE_ENV}) the demo accounts ` +
        "with their published password, /dev/mailbox and /test-accounts are on. Listen on 127.0.0.1, or set " +
        "ALLOW_DEV_ON_NETWORK=true if every machine on that network may use them.",
    });
  })
  .superRefine((env, ctx) => {
    for (const issue of vapidKeyIssues(env)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    if (env.NODE_ENV === "production" && env.ALLOW_PRIVATE_PUSH_ENDPOINTS === "true")
      ctx.addIssue({
        code: "custom",
        path: ["ALLOW_PRIVATE_PUSH_ENDPOINTS"],
        message: "true would let a browser's push address reach this server's own network, and is refused in production. Unset it.",
      });
  })
  .superRefine((env, ctx) => {
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.every((value) => value === undefined) || twilio.every((value) => value !== undefined)) return;
    ctx.addIssue({
      code: "custom",
      path: ["TWILIO_ACCOUNT_SID"],
      message: "set all three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send texts, or none of them",
    });
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production" || env.ALLOW_PRIVATE_CALENDAR_URLS !== "true") return;
    ctx.addIssue({
      code: "custom",
      path: ["ALLOW_PRIVATE_CALENDAR_URLS"],
      message:
        "true would let any client's calendar address reach this server's own network (cloud metadata, databases, " +
        "admin pages) and is refused in production. Unset it.",
    });
  })
  .transform((env) => {
    const production = env.NODE_ENV === "production";
    return {
      ...env,
      production,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
      demoData: !production && env.DEMO_DATA === "on",
      testAccountsEnabled: !production || env.ENABLE_TEST_ACCOUNTS === "true",
      trustProxy: env.TRUST_PROXY === "true",
      s3: s3SettingsOf(env),
      calendarSyncMs: env.CALENDAR_SYNC_MINUTES * 60_000,
      allowPrivateCalendarUrls: env.ALLOW_PRIVATE_CALENDAR_URLS === "true",
      allowPrivatePushEndpoints: env.ALLOW_PRIVATE_PUSH_ENDPOINTS === "true",
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL ?? "support@tidyline.test"}`,
      twilio:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
          : null,
    };
  });

export type Env = z.output<typeof envSchema>;

/** What the server says at start about settings that are allowed but dangerous (index.ts logs each). */
export function settingWarnings(env: Pick<Env, "allowPrivateCalendarUrls" | "allowPrivatePushEndpoints">): string[] {
  const warnings: string[] = [];
  if (env.allowPrivatePushEndpoints)
    warnings.push(
      "ALLOW_PRIVATE_PUSH_ENDPOINTS=true: push addresses may be plain http and reach this machine and its private networks " +
        "(docs/decisions/069). For tests only.",
    );
  if (env.allowPrivateCalendarUrls)
    warnings.push(
      "ALLOW_PRIVATE_CALENDAR_URLS=true: calendar addresses may reach this machine and its private networks, " +
        "on any port (docs/decisions/058). For tests only: unset it wherever clients can add calendars.",
    );
  return warnings;
}

/** Reads the settings; a bad value stops the start with one line per problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join("\n")}`);
  }
  return result.data;
}

export class EnvError extends Error {}
