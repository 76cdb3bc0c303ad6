import { describe, expect, it } from "vitest";
import { emailText, SUBJECT_TEXT_MAX, subjectText } from "./email-text";

describe("user text in emails (decision 028)", () => {
  it("loses control characters and line breaks, each run becoming one space", () => {
    expect(emailText("Eve\r\nBcc: all@example.test")).toBe("Eve Bcc: all@example.test");
    expect(emailText("  Sam\tRivera\u0000\u0007\u001b[31m  ")).toBe("Sam Rivera [31m");
    expect(emailText("line\u2028sep\u2029para\u0085next")).toBe("line sep para next");
    expect(emailText(null)).toBe("");
    expect(emailText("Zoë Ñúñez 🧹")).toBe("Zoë Ñúñez 🧹");
  });

  it(`is shortened in subjects to ${SUBJECT_TEXT_MAX} characters, without cutting a character in two`, () => {
    expect(subjectText("Short name")).toBe("Short name");
    const exact = "x".repeat(SUBJECT_TEXT_MAX);
    expect(subjectText(exact)).toBe(exact);
    const long = subjectText(`${"🧹".repeat(100)}\nBcc: all@example.test`);
    expect([...long]).toHaveLength(SUBJECT_TEXT_MAX);
    expect(long.endsWith("…")).toBe(true);
    expect(long).not.toMatch(/[\r\n]/);
    expect(long.includes("\uFFFD")).toBe(false);
  });
});
