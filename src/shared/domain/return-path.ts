// docs/decisions/026 (issue 18): a link from an email that lands on /signin returns there after
// signing in. Only a path on this site is followed (one leading "/", not "//" or "/\", which
// browsers read as another host), and only where the role may go; else the role's dashboard.
import { dashboardPath, isRole, type Role } from "./roles";

/** The query parameter /signin reads: `/signin?next=/cleaner/assignments?job=…`. */
export const NEXT_PARAM = "next";

const BASE = "https://tidyline.invalid";

/** `next` when it is a path on this site, else null. */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // Control characters (a tab or newline is dropped by URL parsers, turning "/\t/host" into "//host").
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(next, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The portals are one role's each; other pages (e.g. /profile) are any signed-in person's. */
function mayVisit(role: Role, path: string): boolean {
  const first = path.split(/[/?#]/)[1] ?? "";
  if (first === "client" || first === "cleaner" || first === "admin") return first === role;
  // Sign-in and sign-up pages send a signed-in person on: never a place to return to.
  return first !== "signin" && first !== "signup";
}

/** Where a person lands after signing in: `next` when safe and theirs to see, else their dashboard. */
export function landingPath(role: string | null | undefined, next: string | null | undefined): string {
  const path = safeReturnPath(next);
  return path && isRole(role) && mayVisit(role, path) ? path : dashboardPath(role);
}

/** The /signin address that returns to `path` (the route guard's redirect). */
export const signInPathFor = (path: string): string =>
  safeReturnPath(path) && path !== "/" ? `/signin?${NEXT_PARAM}=${encodeURIComponent(path)}` : "/signin";
