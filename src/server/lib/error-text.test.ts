import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorText } from "./error-text";

describe("errorText", () => {
  it("keeps the query and the driver's reason but never the parameters", () => {
    const driver = Object.assign(new Error('relation "auth_sessions" does not exist'), { code: "42P01" });
    const error = new DrizzleQueryError('select * from "auth_sessions" where "token" = $1', ["secret-session-token"], driver);
    const text = errorText(error);
    expect(text).toContain('select * from "auth_sessions"');
    expect(text).toContain('relation "auth_sessions" does not exist');
    expect(text).toContain("params: [withheld]");
    expect(text).not.toContain("secret-session-token");
  });

  it("describes values that are not errors without printing them", () => {
    expect(errorText({ token: "secret" })).toBe("object");
    expect(errorText("plain words")).toBe("plain words");
  });
});
