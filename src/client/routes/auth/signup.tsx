import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { signUpFormSchema, type SignUpForm } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { metaQuery } from "../../features/account/api";
import { AuthCard } from "../../features/account/auth-card";
import { useSignUp } from "../../features/auth/api";
import { toastFailure } from "../../lib/error-toast";
import { toastFirstError } from "../../lib/form-errors";

const FIELD_ORDER: (keyof SignUpForm)[] = ["name", "email", "password", "confirmPassword", "role"];

export default function SignUp() {
  const navigate = useNavigate();
  const { data: meta } = useQuery(metaQuery());
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "", role: "client" },
  });
  const errors = form.formState.errors;

  const signUp = useSignUp();
  const submit = (values: SignUpForm) =>
    signUp.mutate(values, {
      onSuccess: () => {
        const localHint = meta && !meta.production ? " Running locally? Open /dev/mailbox to read it." : "";
        toast.success("Account created!", {
          description: `Please check your email to verify your account before signing in.${localHint}`,
          duration: 10_000,
        });
        void navigate("/signin");
      },
      onError: (error) => toastFailure(error, "Sign up failed", "Sign up failed"),
    });

  return (
    <AuthCard title="Create Account" description="Join Tidyline as a client or a cleaner">
      <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(submit, toastFirstError(FIELD_ORDER))}>
        <TextField label="Full Name" autoComplete="name" required {...form.register("name")} invalid={!!errors.name} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.register("email")} invalid={!!errors.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...form.register("password")}
          invalid={!!errors.password}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          {...form.register("confirmPassword")}
          invalid={!!errors.confirmPassword}
        />
        <SelectField label="I want to" id="signup-role" {...form.register("role")}>
          <option value="client">Book cleaning services</option>
          <option value="cleaner">Provide cleaning services</option>
        </SelectField>
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending && <Spinner className="size-4 text-primary-foreground" label="Creating account" />}
          Sign Up
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        <Link to="/signin" className="font-medium text-primary hover:underline">
          Already have an account? Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
