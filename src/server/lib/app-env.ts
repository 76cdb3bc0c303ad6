// The Hono context every route and middleware shares: types only, so lib's middleware
// (Idempotency-Key replay, per-user limits) knows the viewer without importing auth/,
// which fills these variables (auth/session.ts loadViewer).
import type { Role } from "../../shared/domain/roles";
import type { cleaners, clientRecordColumns, clients } from "../db/schema/people";

/** The signed-in person as every route sees them. */
export interface Viewer {
  userId: string;
  email: string;
  fullName: string;
  phone: string | null;
  role: Role | null;
}

/** A client's own record (spec 3 clients); auth/client-record.ts is where it is used. */
export type ClientRecord = Pick<typeof clients.$inferSelect, keyof typeof clientRecordColumns>;
/** A cleaner's own record (spec 3 cleaners); auth/cleaner-record.ts is where it is used. */
export type CleanerRecord = typeof cleaners.$inferSelect;

export type AppEnv = {
  Variables: {
    viewer: Viewer | null;
    /** The viewer's client record, read with the session; null when they have none (yet). */
    viewerClient: ClientRecord | null;
    /** The viewer's cleaner record, read with the session; null when they have none (yet). */
    viewerCleaner: CleanerRecord | null;
    /** The session's token, for what must re-check it later (a live message stream, decision 028). */
    sessionToken: string | null;
    /** This request's id (X-Request-Id, hono's requestId in app.ts): a fault's log line and 5xx body name it. */
    requestId: string;
  };
};
