import { describe, expect, it } from "vitest";
import { connectionFailureIn } from "./connection-errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: its message quotes the query and its parameters. */
const failedQuery = (params: string, cause: unknown) => new Error(`Failed query: select 1\nparams: ${params}`, { cause });

describe("connectionFailureIn", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["the server shutting down (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["a connection exception (08006)", withCode("connection failure", "08006")],
    ["a lost socket", new Error("Connection terminated unexpectedly")],
    ["a connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a connection's own connect timeout", new Error("timeout expired")],
  ])("finds %s, wrapped by Drizzle and by Better Auth", (_label, driverError) => {
    const betterAuthError = Object.assign(new Error("Failed to get session"), {
      code: "FAILED_TO_GET_SESSION",
      cause: failedQuery("token", driverError),
    });
    expect(connectionFailureIn(betterAuthError)?.message).toBe(driverError.message);
  });

  it("looks inside an AggregateError (a host name with several addresses)", () => {
    const both = new AggregateError([
      withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED"),
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    ]);
    expect(connectionFailureIn(failedQuery("x", both))?.code).toBe("ECONNREFUSED");
  });

  it("leaves the query's own faults alone, whatever its parameters say", () => {
    expect(connectionFailureIn(failedQuery("a", withCode("duplicate key value", "23505")))).toBeUndefined();
    expect(connectionFailureIn(failedQuery("Connection terminated", withCode("value too long", "22001")))).toBeUndefined();
    expect(connectionFailureIn(new Error("Something else"))).toBeUndefined();
  });
});
