import { describe, expect, it } from "vitest";
import { profileUpdateSchema, signUpRequestSchema } from "./auth";

const valid = { name: "Ada Host", email: "Ada@Example.com ", password: "secret1", role: "client" };

describe("signUpRequestSchema", () => {
  it("accepts a client or a cleaner and normalises the email", () => {
    expect(signUpRequestSchema.parse(valid).email).toBe("ada@example.com");
    expect(signUpRequestSchema.safeParse({ ...valid, role: "cleaner" }).success).toBe(true);
  });

  it("refuses the admin role and any other", () => {
    for (const role of ["admin", "owner", "", undefined]) {
      const result = signUpRequestSchema.safeParse({ ...valid, role });
      expect(result.success).toBe(false);
    }
  });

  it("refuses a password under 6 characters with the spec's message", () => {
    const result = signUpRequestSchema.safeParse({ ...valid, password: "12345" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Password must be at least 6 characters long.");
  });

  it("requires a full name", () => {
    expect(signUpRequestSchema.safeParse({ ...valid, name: "   " }).success).toBe(false);
  });
});

describe("profileUpdateSchema", () => {
  it("trims and stores an empty phone as null", () => {
    expect(profileUpdateSchema.parse({ fullName: " Ada ", phone: "  " })).toEqual({ fullName: "Ada", phone: null });
  });
});
