import { toApiError } from "./api";

// The few Better Auth endpoints the screens call (server: /api/auth, see server/auth/auth.ts).
async function post<T = unknown>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

export const authClient = {
  // An unverified account's sign-in mails a fresh link (server/auth/auth.ts): it lands on /signin too.
  signIn: (input: { email: string; password: string }) => post("/sign-in/email", { ...input, callbackURL: "/signin?verified=1" }),
  // After the email link is opened, the person lands on /signin?verified=1.
  signUp: (input: { name: string; email: string; password: string; role: string }) =>
    post("/sign-up/email", { ...input, callbackURL: "/signin?verified=1" }),
  signOut: () => post("/sign-out"),
  requestPasswordReset: (email: string) => post("/request-password-reset", { email, redirectTo: "/reset-password" }),
  resetPassword: (input: { token: string; newPassword: string }) => post("/reset-password", input),
};
