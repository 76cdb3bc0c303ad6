import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { resetPasswordFormSchema, type ResetPasswordForm } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { AuthCard } from "../../features/account/auth-card";
import { errorMessage } from "../../lib/api";
import { authClient } from "../../lib/auth-client";
import { toastFirstError } from "../../lib/form-errors";

/**
 * The reset email links to the server, which checks the token and lands here with ?token=...
 * (valid) or ?error=INVALID_TOKEN (unknown, used or expired). docs/decisions/005.
 */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (!token || params.get("error")) return <InvalidResetLink />;
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: "", confirmPassword: "" } });
  const reset = useMutation({
    mutationFn: (values: ResetPasswordForm) => authClient.resetPassword({ token, newPassword: values.password }),
    onSuccess: () => {
      toast.success("Password updated", { description: "Your password has been successfully updated." });
      navigate("/signin", { replace: true });
    },
    onError: (error) => toast.error("Update failed", { description: errorMessage(error) }),
  });
  const errors = form.formState.errors;

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your account">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => reset.mutate(values), toastFirstError<ResetPasswordForm>(["password", "confirmPassword"]))}
      >
        <TextField label="New Password" type="password" autoComplete="new-password" required {...form.register("password")} invalid={!!errors.password} />
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

function InvalidResetLink() {
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
