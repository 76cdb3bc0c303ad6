// The two kinds of application draft share their status, links and audit habits; this is where a
// kind ("cleaner" | "client") becomes its table (docs/decisions/047).
import { eq } from "drizzle-orm";
import type { DraftKind } from "../../../shared/domain/applications";
import type { Database, Transaction } from "../../db/client";
import { cleanerDrafts, clientDrafts } from "../../db/schema/platform";
import { AppError, notFound } from "../../lib/errors";

export type CleanerDraft = typeof cleanerDrafts.$inferSelect;
export type ClientDraft = typeof clientDrafts.$inferSelect;
export type DraftOf<K extends DraftKind> = K extends "cleaner" ? CleanerDraft : ClientDraft;

export const draftTable = (kind: DraftKind) => (kind === "cleaner" ? cleanerDrafts : clientDrafts);

/** The audit log's entity type of a draft. */
/** The audit log's entity type of a draft (domain/audit/audit-actions.ts). */
export const draftEntity = <K extends DraftKind>(kind: K) => `${kind}_draft` as const;

export const DRAFT_NOT_FOUND = "Draft not found.";
/** A converted draft is an account now: what it says stays as it was when it became one. */
export const DRAFT_CONVERTED = "This draft has already been converted to an account, so it can no longer be changed.";

/** The draft, locked for the rest of the transaction; 404 when there is none. */
export async function lockDraft<K extends DraftKind>(tx: Transaction, kind: K, id: string): Promise<DraftOf<K>> {
  const table = draftTable(kind);
  const [draft] = await tx.select().from(table).where(eq(table.id, id)).for("update");
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  return draft as DraftOf<K>;
}

/** As lockDraft, and a converted draft is refused (409). */
export async function lockOpenDraft<K extends DraftKind>(tx: Transaction, kind: K, id: string): Promise<DraftOf<K>> {
  const draft = await lockDraft(tx, kind, id);
  if (draft.status === "converted") throw new AppError("DRAFT_CONVERTED", 409, DRAFT_CONVERTED);
  return draft;
}

export async function findDraft<K extends DraftKind>(db: Database, kind: K, id: string): Promise<DraftOf<K>> {
  const table = draftTable(kind);
  const [draft] = await db.select().from(table).where(eq(table.id, id));
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  return draft as DraftOf<K>;
}

/** Sets columns both kinds have and returns the draft as it now is. */
export async function updateDraft<K extends DraftKind>(
  tx: Transaction,
  kind: K,
  id: string,
  values: Partial<Pick<CleanerDraft, "status" | "infoRequestedAt" | "convertedUserId">>,
): Promise<DraftOf<K>> {
  const [updated] =
    kind === "cleaner"
      ? await tx.update(cleanerDrafts).set(values).where(eq(cleanerDrafts.id, id)).returning()
      : await tx.update(clientDrafts).set(values).where(eq(clientDrafts.id, id)).returning();
  if (!updated) throw notFound(DRAFT_NOT_FOUND);
  return updated as DraftOf<K>;
}
