import { toApiError } from "./api-error";

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
  // The emailed verification link opens /verify-email, whose button confirms it (docs/decisions/018).
  signIn: (input: { email: string; password: string }) => post("/sign-in/email", input),
  signUp: (input: { name: string; email: string; password: string; role: string }) => post("/sign-up/email", input),
  signOut: () => post("/sign-out"),
  requestPasswordReset: (email: string) => post("/request-password-reset", { email, redirectTo: "/reset-password" }),
  resetPassword: (input: { token: string; newPassword: string }) => post("/reset-password", input),
};
