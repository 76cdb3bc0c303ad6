import { z } from "zod";
import { SIGN_UP_ROLES } from "../domain/roles";
import { authMessages } from "./auth-messages";

export { authMessages };

// spec 9: minimum password length 6. The longest we accept bounds hashing work.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 120;
export const PHONE_MAX_LENGTH = 40;

export const emailSchema = z.string().trim().toLowerCase().email("Please enter a valid email address.");

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort.message)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

export const fullNameSchema = z
  .string({ error: "Full name is required." })
  .trim()
  .min(1, "Full name is required.")
  .max(FULL_NAME_MAX_LENGTH, "Full name is too long.");

/** What the server accepts on sign-up (Better Auth's body: `name` is the full name). */
export const signUpRequestSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGN_UP_ROLES, { error: authMessages.invalidRole }),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const profileUpdateSchema = z.object({
  fullName: fullNameSchema,
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, "Phone number is too long.")
    .transform((v) => v || null),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The sign-up form: the request plus the confirmation (spec 5). */
export const signUpFormSchema = signUpRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordMismatch.message,
    path: ["confirmPassword"],
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** The new-password form of /reset-password (spec 5). */
/** The set-password link of an account an admin made marks the reset screen so (docs/decisions/047). */
export const FIRST_PASSWORD_PARAM = "first";

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.resetMismatch.message,
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** The toast title that goes with one of the messages above. */
export function authMessageTitle(message: string | undefined): string {
  const entry = Object.values(authMessages).find((value) => typeof value === "object" && value.message === message);
  return typeof entry === "object" ? entry.title : "Please check the form";
}
