// Kept apart from the zod schemas so a screen can show these texts without loading zod.
/** spec 8: toast titles and messages the forms and the server share. */
export const authMessages = {
  passwordMismatch: { title: "Password mismatch", message: "Please make sure both passwords match." },
  passwordTooShort: { title: "Password too short", message: "Password must be at least 6 characters long." },
  resetMismatch: { title: "Passwords don't match", message: "Please make sure both passwords are identical." },
  emailRequired: { title: "Email required", message: "Please enter your email address first." },
  invalidRole: "Choose client or cleaner as your role.",
} as const;
