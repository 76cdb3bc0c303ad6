import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createAuth } from "./auth/auth";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "./db/client";
import { EnvError, type Env } from "./env";
import { ensurePlans } from "./domain/subscriptions/plan-catalogue";
import { createPushSender } from "./domain/notifications/push-sender";
import { NO_SENDERS, type Senders } from "./features/notifications/send-delivery";
import { logger } from "./lib/logger";
import { fileMailbox, smtpMailer, type Mailer } from "./lib/mailer";
import { lockDataDir } from "./lib/data-dir-lock";
import { createTestPaymentProvider } from "./lib/payment-provider";
import { createPushClient } from "./lib/push";
import { vapidKeysOf } from "./lib/vapid-keys";
import { localStorage, type Storage } from "./lib/storage";
import { createTextProvider } from "./lib/text-provider";
import { createTextSender } from "./domain/notifications/text-sender";

/** How the DATA_DIR lock names the server to a process it turns away (docs/decisions/015). */
export const SERVER_PURPOSE = "the server";

/**
 * Everything the server and the operator commands share: the migrated database, auth, mail, files.
 * `purpose` names this process in the refusal another one gets while it holds DATA_DIR.
 */
export async function openRuntime(env: Env, { purpose = SERVER_PURPOSE }: { purpose?: string } = {}) {
  if (purpose === SERVER_PURPOSE) requireSharedVapidKeys(env);
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const storage = await openStorage(env, dataDir);
  const database = await openLockedDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { dataDir: join(dataDir, "pgdata") },
    dataDir,
    purpose,
  );
  try {
    await database.migrate();
    // spec 9: the plan catalogue exists in every database, production included (no demo data there).
    await ensurePlans(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const mailer = createMailer(env, dataDir);
  const auth = createAuth({ db: database.db, env, mailer, secret: authSecret(env, dataDir) });
  // The only provider today: the test card, no money moves (docs/decisions/011).
  const paymentProvider = createTestPaymentProvider();
  // docs/decisions/068: each channel's way out; a channel not set up settles its sends as skipped.
  const senders: Senders = { ...NO_SENDERS };
  // docs/decisions/069: Web Push signed with the VAPID pair (set, or generated into DATA_DIR).
  senders.push = createPushSender({ client: createPushClient({ keys: vapidKeysOf(env), allowPrivate: env.allowPrivatePushEndpoints }) });
  // docs/decisions/070: Twilio, the dev mailbox's textbox, or (production without Twilio) nothing.
  const texts = await createTextProvider(env, join(dataDir, "texts.jsonl"));
  senders.text = createTextSender({ provider: texts, publicUrl: env.publicUrl });
  return { env, database, db: database.db, auth, mailer, storage, paymentProvider, senders, texts };
}

/**
 * docs/decisions/015: PGlite's folder has exactly one process writing it, so its lock is taken
 * before opening and released when the handle closes. PostgreSQL serves many processes: no lock.
 */
async function openLockedDatabase(target: DatabaseTarget, dataDir: string, purpose: string): Promise<DatabaseHandle> {
  if ("url" in target) return openDatabase(target);
  const lock = await lockDataDir(dataDir, { purpose });
  let database: DatabaseHandle;
  try {
    database = await openDatabase(target);
  } catch (error) {
    lock.release();
    throw error;
  }
  const closeDatabase = database.close.bind(database);
  database.close = async () => {
    try {
      await closeDatabase();
    } finally {
      lock.release();
    }
  };
  return database;
}

export type Runtime = Awaited<ReturnType<typeof openRuntime>>;

/**
 * docs/decisions/049: the bucket when S3_BUCKET is set, checked first (a bucket that cannot be used
 * stops the start naming the setting), else DATA_DIR/uploads. The S3 client loads only then.
 */
async function openStorage(env: Env, dataDir: string): Promise<Storage> {
  if (!env.s3) return localStorage(join(dataDir, "uploads"));
  const { bucketProblem, s3Client, s3Storage } = await import("./lib/s3-storage");
  const client = s3Client(env.s3);
  const problem = await bucketProblem(client, env.s3);
  if (problem) throw new EnvError(`The photo bucket cannot be used:\n  ${problem}`);
  return s3Storage(client, env.s3.bucket);
}

function createMailer(env: Env, dataDir: string): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL, env.MAIL_FROM);
  if (env.production) logger.warn("SMTP_URL is not set: emails are only kept in DATA_DIR/mailbox.jsonl");
  return fileMailbox(join(dataDir, "mailbox.jsonl"));
}

/** AUTH_SECRET, or one generated once and kept in DATA_DIR (fine for a single server). */
function authSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = join(dataDir, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  if (env.production) logger.warn("AUTH_SECRET is not set: using the secret kept in DATA_DIR; set it when running several servers");
  return readFileSync(file, "utf8").trim();
}

/**
 * docs/decisions/069: servers sharing one database (DATABASE_URL) must sign pushes with one VAPID
 * pair, or the browsers subscribed through one server stop receiving from the others.
 */
function requireSharedVapidKeys(env: Env): void {
  if (!env.DATABASE_URL || env.VAPID_PUBLIC_KEY) return;
  throw new EnvError(
    "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set when DATABASE_URL is: every server sharing the database must sign " +
      "pushes with the same pair, or the browsers subscribed through one server stop receiving from the others. Generate " +
      "a pair once with `npx web-push generate-vapid-keys` and set both on every server (docs/decisions/069).",
  );
}
