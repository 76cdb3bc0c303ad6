import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { betterAuthLog } from "./auth-logger";

describe("Better Auth's log lines", () => {
  it("never carry a failed session lookup's token", () => {
    const lines: string[] = [];
    const write = (message: string, fields?: Record<string, unknown>) => void lines.push(JSON.stringify({ message, ...fields }));
    const log = betterAuthLog({ info: write, warn: write, error: write });
    const lookup = new DrizzleQueryError(
      'select "id" from "auth_sessions" where "token" = $1',
      ["tok_live_abcdef"],
      new Error("Connection terminated unexpectedly"),
    );
    log("error", "INTERNAL_SERVER_ERROR", lookup, { session: { token: "tok_live_abcdef" } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Connection terminated unexpectedly");
    expect(lines[0]).not.toContain("tok_live_abcdef");
  });
});
