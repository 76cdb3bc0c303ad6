// spec 6: the three roles; sign-up offers only client and cleaner (admins come from the CLI).
export const ROLES = ["client", "cleaner", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const SIGN_UP_ROLES = ["client", "cleaner"] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** spec 2: each role lands on its own dashboard; an unknown role goes to `fallback`. */
export function dashboardPath(role: string | null | undefined, fallback = "/"): string {
  return isRole(role) ? `/${role}/dashboard` : fallback;
}

/** "client" -> "Client", as the header shows it. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return "";
  return role.charAt(0).toUpperCase() + role.slice(1);
}
