import { queryOptions, useMutation } from "@tanstack/react-query";
import type { ResetPasswordForm, SignUpForm } from "../../../shared/schemas/auth";
import { api, unwrap } from "../../lib/api";
import { authClient } from "../../lib/auth-client";
import { queryRoots } from "../../lib/query-keys";

// The account screens' calls before anyone is signed in. Sign-in's own are in sign-in.ts: that
// page is prerendered and carries neither the query cache nor the typed client (decision 021).

export const authKeys = {
  all: queryRoots.auth,
  resetCheck: (token: string) => [...queryRoots.auth, "password-reset-check", token] as const,
};

/** Whether a reset link's token is still good (docs/decisions/005). */
export const resetCheckQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetCheck(token),
    queryFn: () => unwrap(api["password-reset"].check.$get({ query: { token } })),
    // Asked afresh each time the page opens: the answer changes once the token is used.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useSignUp() {
  return useMutation({ mutationFn: ({ confirmPassword: _confirm, ...input }: SignUpForm) => authClient.signUp(input) });
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (values: ResetPasswordForm) => authClient.resetPassword({ token, newPassword: values.password }) });
}

/** Confirms an emailed verification link's token: pressing the button, not opening the link (docs/decisions/018). */
export function useVerifyEmail() {
  return useMutation({ mutationFn: (token: string) => unwrap(api["email-verification"].$post({ json: { token } })) });
}
