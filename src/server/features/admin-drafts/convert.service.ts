import { and, eq, ne } from "drizzle-orm";
import {
  CONVERTIBLE_STATUS,
  knownServices,
  recordYearsExperience,
  workAreasFromText,
  type DraftKind,
} from "../../../shared/domain/applications";
import type { CleanerStatus } from "../../../shared/domain/statuses";
import type { Auth } from "../../auth/auth";
import type { Database, Transaction } from "../../db/client";
import { cleaners, clients, profiles } from "../../db/schema/people";
import { leads } from "../../db/schema/platform";
import type { Env } from "../../env";
import { recordAudit } from "../../domain/audit/audit";
import { AppError } from "../../lib/errors";
import { enqueueEmail } from "../../lib/outbox";
import { accountCreatedEmail } from "../../domain/emails/account-emails";
import { draftEntity, findDraft, lockDraft, updateDraft, type CleanerDraft, type DraftOf } from "./draft-tables";
import { createSetPasswordLink, removeUnfinishedAccount, SET_PASSWORD_LINK_DAYS } from "./set-password-link";

type AuthContext = Awaited<Auth["$context"]>;

export const ALREADY_CONVERTED = "This draft has already been converted to an account.";
export const emailHasAccount = (email: string) => `An account with the email ${email} already exists, so this draft cannot be converted.`;

/** spec 4: only an approved draft is converted; a converted one is refused with its own reason. */
function assertConvertible(draft: { status: string }): void {
  if (draft.status === "converted") throw new AppError("ALREADY_CONVERTED", 409, ALREADY_CONVERTED);
  if (draft.status !== CONVERTIBLE_STATUS) {
    throw new AppError("DRAFT_NOT_APPROVED", 409, `Only an approved draft can be converted to an account; this one is ${draft.status}.`);
  }
}

/** A conversion takes moments; a user this old without a profile is not one still under way. */
const LEFTOVER_AFTER_MS = 15 * 60 * 1000;

/**
 * Whether the email already has an account. A user with neither a profile nor a password, older
 * than LEFTOVER_AFTER_MS, is what a conversion leaves when it failed and could not clean up after
 * itself (sign-up and the operators' accounts always have both): it is removed, and the email is
 * free again. A younger one may be a conversion in progress, so it counts as an account.
 */
async function emailTaken(ctx: AuthContext, db: Database, email: string, now = new Date()): Promise<boolean> {
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (!existing) return false;
  const [profile] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, existing.user.id));
  if (profile || (await ctx.internalAdapter.findCredentialAccount(existing.user.id))) return true;
  if (now.getTime() - new Date(existing.user.createdAt).getTime() < LEFTOVER_AFTER_MS) return true;
  await ctx.internalAdapter.deleteUser(existing.user.id);
  return false;
}

/** The person's record: a client is Active; a cleaner is Active once the background check is verified, else Pending for review. */
async function insertRecord(tx: Transaction, kind: DraftKind, draft: DraftOf<DraftKind>, userId: string, email: string) {
  const person = { userId, name: draft.name, email, phone: draft.phone };
  if (kind === "client") {
    const [client] = await tx
      .insert(clients)
      .values({ ...person, status: "Active" })
      .returning({ id: clients.clientId, status: clients.status });
    return client!;
  }
  const cleanerDraft = draft as CleanerDraft;
  const status: CleanerStatus = cleanerDraft.backgroundCheckStatus === "verified" ? "Active" : "Pending";
  const [cleaner] = await tx
    .insert(cleaners)
    .values({
      ...person,
      status,
      workAreas: workAreasFromText(cleanerDraft.workAreas),
      services: knownServices(cleanerDraft.services),
      yearsExperience: recordYearsExperience(cleanerDraft.yearsExperience),
    })
    .returning({ id: cleaners.cleanerId, status: cleaners.status });
  return cleaner!;
}

export interface ConvertedAccount {
  userId: string;
  role: DraftKind;
  name: string;
  email: string;
  recordId: string;
  recordStatus: string;
}

/**
 * Convert to Account (spec 2 and 4, docs/decisions/047). Better Auth writes its user outside our
 * transaction, so the order is: check (404, 409) -> create the user (verified, no password yet)
 * and its set-password token -> one transaction that re-checks the draft under a lock, writes the
 * profile and the client or cleaner record, marks the draft converted and linked, closes its
 * lead, queues the email and writes the audit rows. If that transaction fails, the user and token
 * are removed again, so a failure leaves nothing half-done.
 */
export async function convertDraft<K extends DraftKind>({
  db,
  auth,
  env,
  adminId,
  kind,
  id,
}: {
  db: Database;
  auth: Auth;
  env: Pick<Env, "publicUrl">;
  adminId: string;
  kind: K;
  id: string;
}) {
  const draft = await findDraft(db, kind, id);
  assertConvertible(draft);
  const email = draft.email.trim().toLowerCase();
  const ctx = await auth.$context;
  if (await emailTaken(ctx, db, email)) throw new AppError("EMAIL_HAS_ACCOUNT", 409, emailHasAccount(email));

  let userId: string;
  try {
    userId = (await ctx.internalAdapter.createUser({ email, name: draft.name, emailVerified: true }, { method: "admin" })).id;
  } catch (error) {
    // Another conversion (or sign-up) of the same email got there first: the unique email refused ours.
    if (await ctx.internalAdapter.findUserByEmail(email)) throw new AppError("EMAIL_HAS_ACCOUNT", 409, emailHasAccount(email));
    throw error;
  }

  let identifier: string | null = null;
  try {
    const link = await createSetPasswordLink({ ctx, env, userId });
    identifier = link.identifier;
    return await db.transaction(async (tx) => {
      const current = await lockDraft(tx, kind, id);
      assertConvertible(current);
      await tx.insert(profiles).values({ userId, fullName: current.name, phone: current.phone, role: kind });
      const record = await insertRecord(tx, kind, current, userId, email);
      const converted = await updateDraft(tx, kind, id, { status: "converted", convertedUserId: userId });
      if (current.leadId) await closeLead(tx, adminId, current.leadId, current.name);
      const message = accountCreatedEmail({
        name: current.name,
        kind,
        url: link.url,
        validDays: SET_PASSWORD_LINK_DAYS,
        signInUrl: `${env.publicUrl}/signin`,
      });
      await enqueueEmail(tx, { kind: "account-created", dedupeKey: `account-created:${userId}`, to: email, ...message });
      const account: ConvertedAccount = { userId, role: kind, name: current.name, email, recordId: record.id, recordStatus: record.status };
      await recordAudit(tx, {
        actorId: adminId,
        action: "draft.converted",
        entityType: draftEntity(kind),
        entityId: id,
        summary: `${current.name} now has a ${kind} account`,
        payload: {
          before: { status: current.status, convertedUserId: null },
          after: { status: "converted", convertedUserId: userId, role: kind, recordId: record.id, recordStatus: record.status },
          metadata: { email, setPasswordLinkExpiresAt: link.expiresAt.toISOString() },
        },
      });
      return { draft: converted, account };
    });
  } catch (error) {
    await removeUnfinishedAccount(ctx, userId, identifier);
    throw error;
  }
}

/** The lead the draft came from is converted too (its own audit row, so the lead's history says so). */
async function closeLead(tx: Transaction, adminId: string, leadId: string, name: string) {
  const [before] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
  if (!before || before.status === "converted") return;
  await tx
    .update(leads)
    .set({ status: "converted" })
    .where(and(eq(leads.id, leadId), ne(leads.status, "converted")));
  await recordAudit(tx, {
    actorId: adminId,
    action: "lead.status_changed",
    entityType: "lead",
    entityId: leadId,
    summary: `Lead ${name} set to converted (its application became an account)`,
    payload: { before: { status: before.status }, after: { status: "converted" } },
  });
}
