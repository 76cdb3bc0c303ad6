import { authClient } from "../../lib/auth-client";

// The sign-in page's calls: plain fetches, as /signin is a prerendered public page with a script
// budget (docs/decisions/006, 021), so it takes neither the query cache nor the typed client.

export const signIn = (credentials: { email: string; password: string }) => authClient.signIn(credentials);

/** Mails a reset link that lands on /reset-password (docs/decisions/005). */
export const requestPasswordReset = (email: string) => authClient.requestPasswordReset(email);
