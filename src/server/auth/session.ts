import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Role } from "../../shared/domain/roles";
import type { Database } from "../db/client";
import { profiles } from "../db/schema/people";
import { forbidden, unauthorized } from "../lib/errors";
import type { Auth } from "./auth";

/** The signed-in person as every route sees them. */
export interface Viewer {
  userId: string;
  email: string;
  fullName: string;
  phone: string | null;
  role: Role | null;
}

export type AppEnv = { Variables: { viewer: Viewer | null } };

/** Reads the session cookie (through Better Auth) and the profile, once per request. */
export function loadViewer({ auth, db }: { auth: Auth; db: Database }) {
  const toViewer = async (user: { id: string; email: string; name: string }): Promise<Viewer> => {
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id)).limit(1);
    // spec 4: a missing profile counts as empty (no role: the screens send such a person to /).
    return {
      userId: user.id,
      email: user.email,
      fullName: profile?.fullName ?? user.name,
      phone: profile?.phone ?? null,
      role: profile?.role ?? null,
    };
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const { headers, response: session } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    c.set("viewer", session ? await toViewer(session.user) : null);
    await next();
    // When Better Auth extends a session in use (or drops a dead one) it sends a new cookie; pass
    // it on, or the browser forgets the session a week after sign-in however active it was.
    for (const cookie of headers.getSetCookie()) c.res.headers.append("Set-Cookie", cookie);
  });
}

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
