// A unique index broken by a race is how a lost claim or a second plan is told apart from a fault;
// Drizzle wraps the driver's error, node-postgres names the index, PGlite may not.
import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./errors";

const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error("driver"), { code, ...(constraint ? { constraint } : {}) });
const wrapped = (cause: unknown) => new Error("Failed query", { cause });

describe("isUniqueViolation", () => {
  it("finds the driver's 23505 itself or wrapped", () => {
    expect(isUniqueViolation(driverError("23505"))).toBe(true);
    expect(isUniqueViolation(wrapped(driverError("23505", "job_assignments_job_id_key")))).toBe(true);
    expect(isUniqueViolation(wrapped({ code: "23505" }))).toBe(true);
  });

  it("matches a named index only when the driver names that one, or none", () => {
    const named = wrapped(driverError("23505", "subscriptions_one_current_per_client"));
    expect(isUniqueViolation(named, "subscriptions_one_current_per_client")).toBe(true);
    expect(isUniqueViolation(named, "job_applications_one_approved_key")).toBe(false);
    expect(isUniqueViolation(wrapped(driverError("23505")), "subscriptions_one_current_per_client")).toBe(true);
  });

  it("is false for other errors", () => {
    expect(isUniqueViolation(wrapped(driverError("23503")))).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
