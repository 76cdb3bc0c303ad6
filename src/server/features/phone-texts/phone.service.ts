// docs/decisions/070: the number texts go to, proved with a 6-digit code before any text is sent.
import { randomInt } from "node:crypto";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import {
  codeText,
  PHONE_CODE_LENGTH,
  PHONE_CODE_LIMITS,
  PHONE_CODE_TRIES,
  PHONE_CODE_TTL_MS,
  phoneTextWords,
} from "../../../shared/domain/text-messages";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { phoneNumbers } from "../../db/schema/notifications";
import { phoneCodes } from "../../db/schema/phone-codes";
import { stopTextsTo } from "../../domain/notifications/phone-numbers";
import { AppError } from "../../lib/errors";
import { logger } from "../../lib/logger";
import { databaseRateLimiter } from "../../lib/rate-limit";
import type { TextProvider } from "../../lib/text-provider";

export interface PhoneState {
  phone: {
    e164: string;
    verifiedAt: string | null;
    stoppedAt: string | null;
    /** A code sent and still usable: when it expires and how many tries it has left. */
    pendingCode: { expiresAt: string; triesLeft: number } | null;
  } | null;
  /** Whether texts can be sent at all here, and the number they come from (to reply START to). */
  texts: { available: boolean; from: string | null };
}

export async function readPhoneState({
  db,
  userId,
  provider,
  now,
}: {
  db: Database;
  userId: string;
  provider: TextProvider;
  now: Date;
}): Promise<PhoneState> {
  const [row] = await db
    .select({
      e164: phoneNumbers.e164,
      verifiedAt: phoneNumbers.verifiedAt,
      stoppedAt: phoneNumbers.stoppedAt,
      codeExpiresAt: phoneCodes.expiresAt,
      codeTriesLeft: phoneCodes.triesLeft,
    })
    .from(phoneNumbers)
    .leftJoin(
      phoneCodes,
      and(
        eq(phoneCodes.userId, phoneNumbers.userId),
        eq(phoneCodes.e164, phoneNumbers.e164),
        gt(phoneCodes.expiresAt, now),
        gt(phoneCodes.triesLeft, 0),
      ),
    )
    .where(eq(phoneNumbers.userId, userId))
    .limit(1);
  const texts = { available: provider.kind !== "off", from: provider.from };
  if (!row) return { phone: null, texts };
  return {
    phone: {
      e164: row.e164,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      stoppedAt: row.stoppedAt?.toISOString() ?? null,
      pendingCode:
        row.codeExpiresAt && row.codeTriesLeft !== null && !row.verifiedAt
          ? { expiresAt: row.codeExpiresAt.toISOString(), triesLeft: row.codeTriesLeft }
          : null,
    },
    texts,
  };
}

/**
 * Saves the person's number. The same number again changes nothing; another is unverified, and
 * starts stopped if that number already replied STOP to us (Twilio would refuse it anyway).
 */
export async function savePhone({ db, userId, e164 }: { db: Database; userId: string; e164: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ e164: phoneNumbers.e164 })
      .from(phoneNumbers)
      .where(eq(phoneNumbers.userId, userId))
      .for("update")
      .limit(1);
    if (current?.e164 === e164) return;
    const [stopped] = await tx
      .select({
        at: sql<Date | null>`max(${phoneNumbers.stoppedAt})`.mapWith((value: string | Date | null) =>
          value === null ? null : new Date(value),
        ),
      })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.e164, e164), isNotNull(phoneNumbers.stoppedAt)));
    const values = { e164, verifiedAt: null, stoppedAt: stopped?.at ?? null };
    await tx
      .insert(phoneNumbers)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: phoneNumbers.userId, set: values });
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  });
}

export async function removePhone({ db, userId }: { db: Database; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    await tx.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId));
  });
}

const limitKeys = (userId: string, e164: string) =>
  PHONE_CODE_LIMITS.flatMap((rule) => [
    { key: `phone-code:user:${userId}:${rule.name}`, rule },
    { key: `phone-code:number:${e164}:${rule.name}`, rule },
  ]);

/**
 * Counts one code against each of the account's and the number's limits, all or none: a refused
 * one gives back those already counted, so asking too often does not use up tomorrow's budget.
 */
async function countCode(db: Database, userId: string, e164: string): Promise<() => Promise<void>> {
  const limiter = databaseRateLimiter(db);
  const counted: string[] = [];
  const giveBack = async () => {
    for (const key of counted) await limiter.release(key);
  };
  for (const { key, rule } of limitKeys(userId, e164)) {
    const { allowed, retryAfter } = await limiter.consume(key, rule);
    if (!allowed) {
      await giveBack();
      throw new TooManyCodes(retryAfter ?? rule.window);
    }
    counted.push(key);
  }
  return giveBack;
}

/** Over a limit: 429, and the route says when to ask again (Retry-After). */
export class TooManyCodes extends AppError {
  constructor(readonly retryAfter: number) {
    super("TOO_MANY_REQUESTS", 429, phoneTextWords.tooManyCodes(retryAfter));
  }
}

/** A code's 6 digits, uniformly drawn. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, "0");
}

/**
 * Sends a new code to the person's unverified number, in the request (docs/decisions/070): the
 * code's row commits first, then the text leaves; a text that could not leave removes the row and
 * gives back its count.
 */
export async function sendPhoneCode({
  db,
  userId,
  provider,
  host,
  now,
}: {
  db: Database;
  userId: string;
  provider: TextProvider;
  /** The site's host, for the code's one-time-code line. */
  host: string;
  now: Date;
}): Promise<void> {
  if (provider.kind === "off") throw new AppError("TEXTS_UNAVAILABLE", 503, phoneTextWords.unavailable);
  const [phone] = await db
    .select({ e164: phoneNumbers.e164, verifiedAt: phoneNumbers.verifiedAt, stoppedAt: phoneNumbers.stoppedAt })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .limit(1);
  if (!phone) throw new AppError("PHONE_NOT_SET", 409, phoneTextWords.noNumber);
  if (phone.verifiedAt) throw new AppError("PHONE_ALREADY_VERIFIED", 409, phoneTextWords.alreadyVerified);
  if (phone.stoppedAt) throw new AppError("PHONE_STOPPED", 409, phoneTextWords.stopped(provider.from ?? ""));

  const giveBack = await countCode(db, userId, phone.e164);
  const code = newPhoneCode();
  const row = {
    e164: phone.e164,
    codeHash: await hashPassword(code),
    triesLeft: PHONE_CODE_TRIES,
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
    createdAt: now,
  };
  await db
    .insert(phoneCodes)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: phoneCodes.userId, set: row });

  const result = await provider.send({ to: phone.e164, body: codeText(code, host) });
  if (result.status === "sent") return;
  await db.delete(phoneCodes).where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.codeHash, row.codeHash)));
  await giveBack();
  if (result.kind === "unsubscribed") {
    await stopTextsTo(db, phone.e164, now);
    throw new AppError("PHONE_STOPPED", 409, phoneTextWords.stopped(provider.from ?? ""));
  }
  if (result.kind === "invalidNumber") throw new AppError("PHONE_CANNOT_TEXT", 422, phoneTextWords.cannotText);
  logger.warn("phone code not sent", { error: result.error });
  throw new AppError("TEXT_NOT_SENT", 502, phoneTextWords.sendFailed);
}

/**
 * Checks a code. Each try takes one of the code's tries in one conditional UPDATE before it is
 * compared, so tries at the same moment (or on several servers) never get more than 5 between them.
 */
export async function verifyPhoneCode({ db, userId, code, now }: { db: Database; userId: string; code: string; now: Date }): Promise<void> {
  const [phone] = await db
    .select({ e164: phoneNumbers.e164, verifiedAt: phoneNumbers.verifiedAt })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .limit(1);
  if (!phone) throw new AppError("PHONE_NOT_SET", 409, phoneTextWords.noNumber);
  if (phone.verifiedAt) throw new AppError("PHONE_ALREADY_VERIFIED", 409, phoneTextWords.alreadyVerified);

  const [pending] = await db
    .select({ userId: phoneCodes.userId })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.e164, phone.e164)))
    .limit(1);
  if (!pending) throw new AppError("PHONE_CODE_MISSING", 409, phoneTextWords.noCode);
  const [attempt] = await db
    .update(phoneCodes)
    .set({ triesLeft: sql`${phoneCodes.triesLeft} - 1` })
    .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.e164, phone.e164), gt(phoneCodes.triesLeft, 0), gt(phoneCodes.expiresAt, now)))
    .returning({ codeHash: phoneCodes.codeHash, triesLeft: phoneCodes.triesLeft });
  if (!attempt) throw new AppError("PHONE_CODE_EXPIRED", 422, phoneTextWords.codeExpired);

  if (!(await verifyPassword({ hash: attempt.codeHash, password: code }))) {
    if (attempt.triesLeft === 0) throw new AppError("PHONE_CODE_WRONG", 422, phoneTextWords.triesUsedUp);
    throw new AppError("PHONE_CODE_WRONG", 422, phoneTextWords.wrongCode(attempt.triesLeft));
  }
  await db.transaction(async (tx) => {
    // Verified only if the number is still the one the code went to (it may have changed meanwhile).
    await tx
      .update(phoneNumbers)
      .set({ verifiedAt: now })
      .where(and(eq(phoneNumbers.userId, userId), eq(phoneNumbers.e164, phone.e164)));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  });
}
