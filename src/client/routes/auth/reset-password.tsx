import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { FIRST_PASSWORD_PARAM, resetPasswordFormSchema, type ResetPasswordForm } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { AuthCard } from "../../features/account/auth-card";
import { resetCheckQuery, useResetPassword } from "../../features/auth/api";
import { toastFailure } from "../../lib/error-toast";
import { toastFirstError } from "../../lib/form-errors";

/**
 * The reset email links to the server, which checks the token and lands here with ?token=...
 * (valid) or ?error=INVALID_TOKEN (unknown, used or expired). A ?token= is checked again on
 * opening (it may be made up, used or expired since), so nobody types a new password twice for a
 * dead link. docs/decisions/005. A converted applicant's set-password link adds ?first=1
 * (docs/decisions/047).
 */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (params.get("error")) return <InvalidResetLink reason="expired" />;
  if (!token) return <InvalidResetLink reason="missing" />;
  return <CheckedResetForm token={token} firstPassword={params.get(FIRST_PASSWORD_PARAM) === "1"} />;
}

function CheckedResetForm({ token, firstPassword }: { token: string; firstPassword: boolean }) {
  const check = useQuery(resetCheckQuery(token));
  if (check.isPending) {
    return (
      <AuthCard title="Reset Password" description="Checking your reset link…">
        <div className="flex justify-center py-4">
          <Spinner label="Checking your reset link" />
        </div>
      </AuthCard>
    );
  }
  if (check.data?.valid === false) return <InvalidResetLink reason="expired" />;
  // Valid, or the check itself failed (offline, rate limited): the reset still refuses a dead token.
  return <NewPasswordForm token={token} firstPassword={firstPassword} />;
}

function NewPasswordForm({ token, firstPassword }: { token: string; firstPassword: boolean }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const reset = useResetPassword(token);
  const submit = (values: ResetPasswordForm) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast.success("Password updated", { description: "Your password has been successfully updated." });
        void navigate("/signin", { replace: true });
      },
      onError: (error) => toastFailure(error, "Update failed", "Update failed"),
    });
  const errors = form.formState.errors;

  return (
    // spec 2 names the form 'Reset Password'; an account an admin made says why its person is here.
    <AuthCard
      title="Reset Password"
      description={firstPassword ? "Welcome to Tidyline! Choose a password for your new account" : "Choose a new password for your account"}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(submit, toastFirstError<ResetPasswordForm>(["password", "confirmPassword"]))}
      >
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          {...form.register("password")}
          invalid={!!errors.password}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          {...form.register("confirmPassword")}
          invalid={!!errors.confirmPassword}
        />
        <Button type="submit" disabled={reset.isPending}>
          Update Password
        </Button>
      </form>
    </AuthCard>
  );
}

// spec 8: 'Invalid reset link', for a dead token or a link missing its parameters.
const INVALID_LINK_TOAST = {
  expired: "This password reset link is invalid or has expired. Please request a new password reset.",
  missing: "This password reset link is invalid or missing required parameters.",
} as const;

function InvalidResetLink({ reason }: { reason: keyof typeof INVALID_LINK_TOAST }) {
  useEffect(() => {
    // The id keeps it to one toast however often the card renders.
    toast.error("Invalid reset link", { id: "invalid-reset-link", description: INVALID_LINK_TOAST[reason] });
  }, [reason]);

  return (
    <AuthCard
      title="Invalid Reset Link"
      description="This password reset link is invalid or has expired. Please request a new password reset."
    >
      <Button className="w-full" asChild>
        <Link to="/signin">Back to Sign In</Link>
      </Button>
    </AuthCard>
  );
}
