import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { authMessages } from "../../../shared/schemas/auth-messages";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { accountKeys } from "../../features/account/api";
import { AuthCard } from "../../features/account/auth-card";
import { errorMessage } from "../../lib/api";
import { authClient } from "../../lib/auth-client";

// A plain form on purpose: /signin is a public page with a JavaScript budget (docs/decisions/006).
export default function SignIn() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const signIn = useMutation({
    mutationFn: authClient.signIn,
    onSuccess: async () => {
      toast.success("Welcome back!", { description: "You have successfully signed in." });
      // The guard around this page sends the person to their dashboard once the viewer is known.
      await queryClient.invalidateQueries({ queryKey: accountKeys.viewer() });
    },
    onError: (error) => toast.error("Sign in failed", { description: errorMessage(error) }),
  });

  const resetRequest = useMutation({
    mutationFn: authClient.requestPasswordReset,
    onSuccess: () => toast.success("Reset link sent", { description: "Check your email for password reset instructions." }),
    onError: (error) => toast.error("Reset failed", { description: errorMessage(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      return toast.error("Sign in failed", { description: "Please enter your email and password." });
    }
    signIn.mutate({ email: email.trim(), password });
  };

  // spec 5: the email must be filled first.
  const forgotPassword = () => {
    const { title, message } = authMessages.emailRequired;
    if (!email.trim()) return toast.error(title, { description: message });
    resetRequest.mutate(email.trim());
  };

  return (
    <AuthCard title="Sign In" description="Welcome back to Tidyline">
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending && <Spinner className="size-4 text-primary-foreground" label="Signing in" />}
          Sign In
        </Button>
        <Button type="button" variant="link" onClick={forgotPassword} disabled={resetRequest.isPending}>
          Forgot your password?
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        New to Tidyline?{" "}
        <Link to="/signup" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
