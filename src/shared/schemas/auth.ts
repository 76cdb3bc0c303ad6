import { z } from "zod";
import { SIGN_UP_ROLES } from "../domain/roles";

// spec 9: minimum password length 6. The longest we accept bounds hashing work.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** spec 8: toast titles and messages the forms and the server share. */
export const authMessages = {
  passwordMismatch: { title: "Password mismatch", message: "Please make sure both passwords match." },
  passwordTooShort: { title: "Password too short", message: "Password must be at least 6 characters long." },
  resetMismatch: { title: "Passwords don't match", message: "Please make sure both passwords are identical." },
  emailRequired: { title: "Email required", message: "Please enter your email address first." },
  invalidRole: "Choose client or cleaner as your role.",
} as const;

export const emailSchema = z.string().trim().toLowerCase().email("Please enter a valid email address.");

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort.message)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

export const fullNameSchema = z.string().trim().min(1, "Full name is required.").max(120, "Full name is too long.");

/** What the server accepts on sign-up (Better Auth's body: `name` is the full name). */
export const signUpRequestSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGN_UP_ROLES, { error: authMessages.invalidRole }),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Email is required."),
  password: z.string().min(1, "Password is required."),
});

export const profileUpdateSchema = z.object({
  fullName: fullNameSchema,
  phone: z.string().trim().max(40, "Phone number is too long.").transform((v) => v || null),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
