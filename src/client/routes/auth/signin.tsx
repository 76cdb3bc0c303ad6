import { useRef, useState, type FormEvent } from "react";
import { landingPath, NEXT_PARAM } from "../../../shared/domain/return-path";
import { authMessages } from "../../../shared/schemas/auth-messages";
import { AppLink } from "../../components/app-link";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { AuthCard } from "../../features/account/auth-card";
import { fetchViewer } from "../../features/account/viewer";
import { requestPasswordReset, signIn } from "../../features/auth/sign-in";
import { toastFailure } from "../../lib/error-toast";
import { toast, toastOnNextPage } from "../../lib/lazy-toast";

/** What the form holds, read from the page: typed before React adopted the page, it counts too. */
function credentialsOf(form: HTMLFormElement | null) {
  const data = form ? new FormData(form) : undefined;
  const text = (name: string) => {
    const value = data?.get(name);
    return typeof value === "string" ? value : "";
  };
  return { email: text("email").trim(), password: text("password") };
}

// A plain form on purpose: /signin is a prerendered public page with a JavaScript budget
// (docs/decisions/006, 021), so no form library, query cache or router here. Its fields are
// uncontrolled, so what a visitor types while the page's script is still on its way is kept.
export default function SignIn() {
  const formRef = useRef<HTMLFormElement>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [requestingReset, setRequestingReset] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = credentialsOf(event.currentTarget);
    if (!email || !password) {
      return toast.error("Sign in failed", { description: "Please enter your email and password." });
    }
    setSigningIn(true);
    try {
      await signIn({ email, password });
      const viewer = await fetchViewer();
      // The page a link asked for (?next=, when safe and the role's to see, docs/decisions/026), else
      // the person's dashboard, loaded afresh (as signing out loads home): the toast follows there.
      toastOnNextPage("success", "Welcome back!", "You have successfully signed in.");
      window.location.assign(landingPath(viewer?.role, new URLSearchParams(window.location.search).get(NEXT_PARAM)));
    } catch (error) {
      setSigningIn(false);
      toastFailure(error, "Sign in failed", "Sign in failed");
    }
  };

  // spec 5: the email must be filled first.
  const forgotPassword = async () => {
    const { email } = credentialsOf(formRef.current);
    const { title, message } = authMessages.emailRequired;
    if (!email) return toast.error(title, { description: message });
    setRequestingReset(true);
    try {
      await requestPasswordReset(email);
      toast.success("Reset link sent", { description: "Check your email for password reset instructions." });
    } catch (error) {
      toastFailure(error, "Reset failed", "Reset failed");
    } finally {
      setRequestingReset(false);
    }
  };

  return (
    <AuthCard title="Sign In" description="Welcome back to Tidyline">
      {/* POST: were the form ever sent without the script, the password stays out of the address. */}
      <form ref={formRef} method="post" noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" disabled={signingIn}>
          {signingIn && <Spinner className="size-4 text-primary-foreground" label="Signing in" />}
          Sign In
        </Button>
        <Button type="button" variant="link" onClick={() => void forgotPassword()} disabled={requestingReset}>
          Forgot your password?
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        New to Tidyline?{" "}
        <AppLink to="/signup" className="font-medium text-primary hover:underline">
          Create an account
        </AppLink>
      </p>
    </AuthCard>
  );
}
