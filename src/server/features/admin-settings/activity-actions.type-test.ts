// docs/decisions/063: what the compiler refuses, checked by `npm run typecheck` (tsc compiles this
// file; nothing runs or imports it). Each `@ts-expect-error` fails the check when the line under
// it compiles: an audit row of an unknown action, a wrong payload or entity, or an action without
// its sentence in the activity list.
import type { AuditEntry } from "../../domain/audit/audit";
import { ACTIVITY_SENTENCES } from "./activity-sentence";

const by = { actorId: null, entityId: "1", summary: "checked by tsc" };

/** A row recordAudit accepts: the action, its entity type and its payload. */
export const written: AuditEntry = { ...by, action: "deploy", entityType: "system", payload: { metadata: { commit_sha: "abc1234" } } };

const flag = { flagName: "x", description: null, enabled: true };

// @ts-expect-error an action the audit log does not know
export const unknownAction: AuditEntry = { ...by, action: "job.archived", entityType: "job", payload: {} };

export const wrongValue: AuditEntry = {
  ...by,
  action: "flag.enabled",
  entityType: "feature_flag",
  // @ts-expect-error a payload value of the wrong type (a flag's `enabled` is a boolean)
  payload: { before: flag, after: { ...flag, enabled: "on" } },
};

export const extraPart: AuditEntry = {
  ...by,
  action: "deploy",
  entityType: "system",
  // @ts-expect-error a part the action does not write (a deploy keeps only its commit)
  payload: { before: flag, metadata: { commit_sha: "abc" } },
};

// @ts-expect-error a payload missing what the action keeps (a purge names what it cleared)
export const missingPart: AuditEntry = { ...by, action: "cache_purge", entityType: "system", payload: { metadata: {} } };

// @ts-expect-error another entity type than the action's
export const wrongEntity: AuditEntry = { ...by, action: "flag.created", entityType: "job", payload: { after: flag } };

// @ts-expect-error the activity list has a sentence for every action: one left out does not compile
export const withoutSentences: typeof ACTIVITY_SENTENCES = { deploy: ACTIVITY_SENTENCES.deploy };
