import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BackgroundCheckStatus, DraftKind } from "../../../shared/domain/applications";
import type { DraftStatus } from "../../../shared/domain/statuses";
import type { Database } from "../../db/client";
import { cleanerDrafts } from "../../db/schema/platform";
import { recordAudit } from "../../domain/audit/audit";
import { AppError } from "../../lib/errors";
import { enqueueEmail } from "../../lib/outbox";
import { supportAddress } from "../../domain/emails/support-email";
import { infoRequestEmail } from "../../domain/emails/account-emails";
import { draftEntity, lockOpenDraft, updateDraft, type CleanerDraft, type DraftOf } from "./draft-tables";

export const CONVERT_THROUGH_BUTTON = "A draft becomes converted only through Convert to Account, which creates the account.";

/**
 * spec 4: an admin sets any draft status from any other, with two exceptions that keep a draft
 * and its account in step (docs/decisions/047): converted is reached only through Convert to
 * Account, and a converted draft stays converted.
 */
export async function setDraftStatus<K extends DraftKind>({
  db,
  adminId,
  kind,
  id,
  status,
}: {
  db: Database;
  adminId: string;
  kind: K;
  id: string;
  status: DraftStatus;
}): Promise<DraftOf<K>> {
  return db.transaction(async (tx) => {
    const draft = await lockOpenDraft(tx, kind, id);
    if (status === "converted") throw new AppError("CONVERT_THROUGH_BUTTON", 409, CONVERT_THROUGH_BUTTON);
    if (draft.status === status) return draft;
    const updated = await updateDraft(tx, kind, id, { status });
    await recordAudit(tx, {
      actorId: adminId,
      action: "draft.status_changed",
      entityType: draftEntity(kind),
      entityId: id,
      summary: `${kind === "cleaner" ? "Cleaner" : "Client"} draft ${draft.name} set to ${status}`,
      payload: { before: { status: draft.status }, after: { status } },
    });
    return updated;
  });
}

/** spec 4: the background check selector, saved (the spec's original kept it in the screen only). */
export async function setBackgroundCheck({
  db,
  adminId,
  id,
  backgroundCheckStatus,
}: {
  db: Database;
  adminId: string;
  id: string;
  backgroundCheckStatus: BackgroundCheckStatus;
}): Promise<CleanerDraft> {
  return db.transaction(async (tx) => {
    const draft = await lockOpenDraft(tx, "cleaner", id);
    if (draft.backgroundCheckStatus === backgroundCheckStatus) return draft;
    const [updated] = await tx.update(cleanerDrafts).set({ backgroundCheckStatus }).where(eq(cleanerDrafts.id, id)).returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: "draft.background_check_changed",
      entityType: draftEntity("cleaner"),
      entityId: id,
      summary: `Background check of ${draft.name} set to ${backgroundCheckStatus}`,
      payload: { before: { backgroundCheckStatus: draft.backgroundCheckStatus }, after: { backgroundCheckStatus } },
    });
    return updated!;
  });
}

/**
 * Request Info (docs/decisions/047): the applicant is emailed what the admin wrote, and the draft
 * moves to info_requested with the time it was asked; the email is queued in the same transaction,
 * so it goes out exactly when the change commits. Each request is its own email.
 */
export async function requestInfo<K extends DraftKind>({
  db,
  adminId,
  kind,
  id,
  message,
  supportEmail,
}: {
  db: Database;
  adminId: string;
  kind: K;
  id: string;
  message: string;
  supportEmail?: string;
}): Promise<DraftOf<K>> {
  return db.transaction(async (tx) => {
    const draft = await lockOpenDraft(tx, kind, id);
    const updated = await updateDraft(tx, kind, id, { status: "info_requested", infoRequestedAt: new Date() });
    const email = infoRequestEmail({ name: draft.name, kind, message });
    // The email asks the applicant to reply: the reply goes to someone who reads it (docs/decisions/026).
    const replyTo = await supportAddress(tx, supportEmail);
    await enqueueEmail(tx, {
      kind: "draft-info-requested",
      dedupeKey: `draft-info-requested:${id}:${randomUUID()}`,
      to: draft.email,
      ...email,
      replyTo,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: "draft.info_requested",
      entityType: draftEntity(kind),
      entityId: id,
      summary: `Asked ${draft.name} for more information`,
      payload: {
        before: { status: draft.status, infoRequestedAt: draft.infoRequestedAt?.toISOString() ?? null },
        after: { status: updated.status, infoRequestedAt: updated.infoRequestedAt?.toISOString() ?? null },
        metadata: { message, to: draft.email },
      },
    });
    return updated;
  });
}
