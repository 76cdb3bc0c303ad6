import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { AuthCard } from "../../features/account/auth-card";
import { useVerifyEmail } from "../../features/auth/api";
import { hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";

const INVALID_LINK = "This verification link is invalid or has expired. Sign in to get a new one.";

/**
 * Where the verification email's link lands. Opening it verifies nothing (a mail scanner follows
 * links too); the person presses Verify Email, which asks the server. docs/decisions/018.
 */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const verify = useVerifyEmail();
  const confirm = (value: string) =>
    verify.mutate(value, {
      onSuccess: () => toast.success("Email verified", { description: "Your email is confirmed. You can sign in now." }),
      onError: (error) => toastFailure(error, "Verification failed", "Verification failed"),
    });
  // Only a refused token makes the link dead; a busy or offline server leaves the button to retry.
  const refused = hasErrorCode(verify.error, "INVALID_VERIFICATION_LINK");

  if (verify.isSuccess) {
    return (
      <AuthCard title="Email Verified" description="Your email is confirmed. You can sign in now.">
        <Button className="w-full" asChild>
          <Link to="/signin">Sign In</Link>
        </Button>
      </AuthCard>
    );
  }
  if (!token || refused) {
    return (
      <AuthCard title="Invalid Verification Link" description={INVALID_LINK}>
        <Button className="w-full" asChild>
          <Link to="/signin">Back to Sign In</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify Email" description="Press the button below to confirm your email address for Tidyline.">
      <Button className="w-full" onClick={() => confirm(token)} disabled={verify.isPending}>
        {verify.isPending && <Spinner className="size-4 text-primary-foreground" label="Verifying" />}
        Verify Email
      </Button>
    </AuthCard>
  );
}
