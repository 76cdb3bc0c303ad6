// docs/decisions/070: a number texts may go to, and what a reply to our number does to it. Used by the
// text sender, the Twilio webhook (features/phone-texts) and the dev mailbox's replies.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { HELP_REPLY, keywordOf, type TextKeyword } from "../../../shared/domain/text-messages";
import type { Database, Transaction } from "../../db/client";
import { phoneNumbers } from "../../db/schema/notifications";

/** The person's number if it is verified and has not replied STOP; else why not. */
export async function textableNumber(db: Database | Transaction, userId: string): Promise<{ e164: string } | { reason: string }> {
  const [row] = await db
    .select({ e164: phoneNumbers.e164, verifiedAt: phoneNumbers.verifiedAt, stoppedAt: phoneNumbers.stoppedAt })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .limit(1);
  if (!row) return { reason: "no phone number" };
  if (!row.verifiedAt) return { reason: "phone number not verified" };
  if (row.stoppedAt) return { reason: "replied STOP" };
  return { e164: row.e164 };
}

/** STOP: texts to this number end at once, for every account that gave it (Twilio stops per number). */
export async function stopTextsTo(db: Database | Transaction, e164: string, now: Date): Promise<number> {
  const rows = await db
    .update(phoneNumbers)
    .set({ stoppedAt: now })
    .where(and(eq(phoneNumbers.e164, e164), isNull(phoneNumbers.stoppedAt)))
    .returning({ userId: phoneNumbers.userId });
  return rows.length;
}

/** START: texts to this number may go again (to the accounts that verified it). */
export async function startTextsTo(db: Database | Transaction, e164: string): Promise<number> {
  const rows = await db
    .update(phoneNumbers)
    .set({ stoppedAt: null })
    .where(and(eq(phoneNumbers.e164, e164), isNotNull(phoneNumbers.stoppedAt)))
    .returning({ userId: phoneNumbers.userId });
  return rows.length;
}

/**
 * A text someone sent to our number: STOP and START change the number's state; HELP gets the help
 * text back. Twilio itself confirms STOP and START, so those get no reply of ours.
 */
export async function handleInboundText(
  db: Database,
  { from, body }: { from: string; body: string },
  now: Date,
): Promise<{ keyword: TextKeyword | null; reply: string | null }> {
  const keyword = keywordOf(body);
  if (keyword === "stop") await stopTextsTo(db, from, now);
  if (keyword === "start") await startTextsTo(db, from);
  return { keyword, reply: keyword === "help" ? HELP_REPLY : null };
}
