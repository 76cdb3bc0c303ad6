import { describe, expect, it } from "vitest";
import { CLEANER_APPROVED_SUBJECT } from "../../../shared/domain/admin-people";
import { accountCreatedEmail, cleanerApprovedEmail, infoRequestEmail, resetPasswordEmail, verifyEmailEmail } from "./account-emails";

describe("the account emails", () => {
  it("verification and reset carry their link and how long it works", () => {
    const verify = verifyEmailEmail({ url: "https://tidyline.test/verify-email?token=t" });
    expect(verify.subject).toBe("Verify your email for Tidyline");
    expect(verify.text).toContain("open this link and press Verify Email:\nhttps://tidyline.test/verify-email?token=t\n");
    expect(verify.text).toContain("The link is valid for 24 hours.");
    const reset = resetPasswordEmail({ url: "https://tidyline.test/reset?token=r" });
    expect(reset.subject).toBe("Reset your Tidyline password");
    expect(reset.text).toContain("\nhttps://tidyline.test/reset?token=r\n");
    expect(reset.text).toContain("The link works once and expires in 1 hour.");
  });

  it("a cleaner's approval greets them on one line and links the open jobs", () => {
    const email = cleanerApprovedEmail({ name: "Sam\nReset your password here", publicUrl: "https://tidyline.test" });
    expect(email.subject).toBe(CLEANER_APPROVED_SUBJECT);
    expect(email.text.split("\n")[0]).toBe("Hi Sam Reset your password here,");
    expect(email.text).toContain("See the jobs waiting for a cleaner:\nhttps://tidyline.test/cleaner/open-jobs\n");
  });

  it("Request Info keeps the admin's words as written, line breaks included, and names the application", () => {
    const email = infoRequestEmail({ name: "Ana\r\nLee", kind: "cleaner", message: "1. Your ID\n2. Two references" });
    expect(email.subject).toBe("We need a little more information for your Tidyline application");
    expect(email.text).toContain("Hello Ana Lee,\n");
    expect(email.text).toContain("Thank you for your application to clean with Tidyline.");
    expect(email.text).toContain("\n\n1. Your ID\n2. Two references\n\n");
    expect(infoRequestEmail({ name: "Bo", kind: "client", message: "?" }).text).toContain("your Tidyline client application.");
  });

  it("Convert to Account gives the set-password link, its days and where to sign in", () => {
    const email = accountCreatedEmail({
      name: "Bo",
      kind: "client",
      url: "https://tidyline.test/set-password?token=s",
      validDays: 7,
      signInUrl: "https://tidyline.test/signin",
    });
    expect(email.subject).toBe("Your Tidyline account is ready: set your password");
    expect(email.text).toContain("We have created a client account for you with this email address.");
    expect(email.text).toContain("To choose your password, open this link:\nhttps://tidyline.test/set-password?token=s\n");
    expect(email.text).toContain("expires in 7 days. After setting your password, sign in at https://tidyline.test/signin.");
  });
});
