import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("tidyline-demo");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: "tidyline-demo" })).toBe(true);
    expect(await verifyPassword({ hash, password: "tidyline-dem0" })).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses a malformed hash", async () => {
    expect(await verifyPassword({ hash: "plain", password: "plain" })).toBe(false);
  });
});
