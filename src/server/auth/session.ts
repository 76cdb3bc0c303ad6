import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from "node:crypto";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { parseCookies } from "better-auth/cookies";
import { createMiddleware } from "hono/factory";
import type { Role } from "../../shared/domain/roles";
import type { Database } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { authSessions, authUsers } from "../db/schema/auth";
import { cleaners, clientRecordColumns, clients, profiles } from "../db/schema/people";
import type { AppEnv, CleanerRecord, ClientRecord, Viewer } from "../lib/app-env";
import { forbidden, unauthorized } from "../lib/errors";
import { viewerChangesOf } from "../db/viewer-changes";
import type { Auth } from "./auth";
import { createViewerCache } from "./viewer-cache";

/** Session, user, profile and client or cleaner record in one statement: every signed-in request starts with it. */
const viewerLookup = preparedOnce((db) =>
  db
    .select({
      expiresAt: authSessions.expiresAt,
      userId: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      fullName: profiles.fullName,
      phone: profiles.phone,
      role: profiles.role,
      client: clientRecordColumns,
      cleaner: getTableColumns(cleaners),
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.userId, authUsers.id))
    .leftJoin(clients, eq(clients.userId, authUsers.id))
    .leftJoin(cleaners, eq(cleaners.userId, authUsers.id))
    .where(eq(authSessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("viewer_by_session_token"),
);
type ViewerRow = Awaited<ReturnType<ReturnType<typeof viewerLookup>["execute"]>>[number];

function toViewer(row: ViewerRow): Viewer {
  // spec 4: a missing profile counts as empty (no role: the screens send such a person to /).
  return { userId: row.userId, email: row.email, fullName: row.fullName ?? row.name, phone: row.phone ?? null, role: row.role ?? null };
}

/** What Better Auth's configuration says about its cookies and session ages, read once. */
interface SessionRules {
  secret: KeyObject;
  tokenCookie: string;
  /** Every cookie of Better Auth's starts with it (session data, "don't remember me"). */
  cookiePrefix: string;
  expiresInMs: number;
  updateAgeMs: number;
}

async function sessionRulesOf(auth: Auth): Promise<SessionRules> {
  const context = await auth.$context;
  const tokenCookie = context.authCookies.sessionToken.name;
  return {
    secret: createSecretKey(Buffer.from(context.secret)),
    tokenCookie,
    cookiePrefix: tokenCookie.slice(0, tokenCookie.lastIndexOf(".") + 1),
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

const MAX_VERIFIED_COOKIES = 10_000;

/** The token of a cookie Better Auth signed (`token.base64(HMAC-SHA256)`), or null when forged. */
function verifiedToken(cookieValue: string, secret: KeyObject): string | null {
  const dot = cookieValue.lastIndexOf(".");
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const given = Buffer.from(cookieValue.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The cached rows are shared by requests: none may change them. */
function frozen(row: ViewerRow): ViewerRow {
  for (const record of [row.client, row.cleaner]) {
    if (!record) continue;
    for (const value of Object.values(record)) if (Array.isArray(value)) Object.freeze(value);
    Object.freeze(record);
  }
  return Object.freeze(row);
}

/**
 * Who is signing in, once per request (docs/decisions/022). The common case, a valid session that
 * is not yet due for extension, is one query, or none for a read whose session a read before it
 * looked up (docs/decisions/056: kept while every change to it is heard). Everything else (no such
 * session, expired, due to be extended, a "don't remember me" or cached-session cookie, a forged
 * signature) goes through Better Auth's own getSession, which extends, refreshes or clears the
 * cookie exactly as before. A request that may change something reads its viewer afresh.
 */
export function loadViewer({ auth, db }: { auth: Auth; db: Database }) {
  const lookup = viewerLookup(db);
  const cache = createViewerCache<ViewerRow>(viewerChangesOf(db));
  let rules: Promise<SessionRules> | undefined;
  // A browser sends the same signed cookie on every request: its signature is checked once. Only
  // genuine values are kept, so forged cookies cannot fill it; at its bound it starts afresh.
  const verified = new Map<string, string>();
  const verify = (cookieValue: string, secret: KeyObject) => {
    const known = verified.get(cookieValue);
    if (known) return known;
    const token = verifiedToken(cookieValue, secret);
    if (token) {
      if (verified.size >= MAX_VERIFIED_COOKIES) verified.clear();
      verified.set(cookieValue, token);
    }
    return token;
  };

  const fromBetterAuth = async (headers: Headers) => {
    const { headers: setCookies, response: session } = await auth.api.getSession({ headers, returnHeaders: true });
    const token = session?.session.token ?? null;
    const row = token ? (await lookup.execute({ token }))[0] : undefined;
    return { row, token, setCookies: setCookies.getSetCookie() };
  };

  const resolve = async (
    headers: Headers,
    reading: boolean,
  ): Promise<{ row: ViewerRow | undefined; token: string | null; setCookies: string[] }> => {
    const cookies = parseCookies(headers.get("cookie") ?? "");
    const { secret, tokenCookie, cookiePrefix, expiresInMs, updateAgeMs } = await (rules ??= sessionRulesOf(auth));
    const signed = cookies.get(tokenCookie);
    const otherAuthCookie = [...cookies.keys()].some((name) => name !== tokenCookie && name.startsWith(cookiePrefix));
    if (!signed && !otherAuthCookie) return { row: undefined, token: null, setCookies: [] };
    const token = signed && !otherAuthCookie ? verify(signed, secret) : null;
    if (!token) return fromBetterAuth(headers);
    const kept = reading ? cache.get(token, Date.now()) : undefined;
    const generation = cache.generation();
    const [row] = kept ? [kept] : await lookup.execute({ token });
    const now = Date.now();
    const current = row && row.expiresAt.getTime() > now && row.expiresAt.getTime() - expiresInMs + updateAgeMs > now;
    if (!current) return fromBetterAuth(headers);
    if (reading && !kept) cache.keep(token, row.userId, frozen(row), generation, now);
    return { row, token, setCookies: [] };
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    const { row, token, setCookies } = await resolve(c.req.raw.headers, reading);
    c.set("viewer", row ? toViewer(row) : null);
    c.set("sessionToken", row ? token : null);
    c.set("viewerClient", row?.client ?? null);
    c.set("viewerCleaner", row?.cleaner ?? null);
    await next();
    // When Better Auth extends a session in use (or drops a dead one) it sends a new cookie; pass
    // it on, or the browser forgets the session a week after sign-in however active it was.
    for (const cookie of setCookies) c.res.headers.append("Set-Cookie", cookie);
  });
}

/** An admin deactivated the account's client or cleaner record (spec 3 statuses). */
export const isDeactivated = (records: { client: ClientRecord | null; cleaner: CleanerRecord | null }) =>
  records.client?.status === "Inactive" || records.cleaner?.status === "Inactive";

export const requireViewer = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("viewer")) throw unauthorized();
  return next();
});

/** 401 without a session, 403 with another role. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.get("viewer");
    if (!viewer) throw unauthorized();
    if (!viewer.role || !roles.includes(viewer.role)) throw forbidden();
    return next();
  });
}

/** For handlers behind requireViewer/requireRole. */
export function viewerOf(c: { get(key: "viewer"): Viewer | null }): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw unauthorized();
  return viewer;
}
