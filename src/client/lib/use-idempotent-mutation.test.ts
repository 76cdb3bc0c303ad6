import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { SubmissionKeys } from "./use-idempotent-mutation";

const counting = () => {
  let made = 0;
  return new SubmissionKeys(() => `key-${++made}`);
};

describe("SubmissionKeys (docs/decisions/025)", () => {
  it("gives a second press of the same submission, before its answer, the same key", () => {
    const keys = counting();
    expect(keys.keyFor({ jobId: "a" })).toBe("key-1");
    expect(keys.keyFor({ jobId: "a" })).toBe("key-1");
  });

  it("starts a new submission once the first is answered, done or refused", () => {
    const keys = counting();
    keys.settle(keys.keyFor("a"));
    expect(keys.keyFor("a")).toBe("key-2");
    keys.settle("key-2", new ApiError(409, "ALREADY_CLAIMED", "taken"));
    expect(keys.keyFor("a")).toBe("key-3");
  });

  it("keeps the key for a retry after a fault, a lost answer or 'already being processed'", () => {
    const keys = counting();
    keys.settle(keys.keyFor("a"), new ApiError(500, "INTERNAL", "boom"));
    expect(keys.keyFor("a")).toBe("key-1");
    keys.settle("key-1", new TypeError("Failed to fetch"));
    expect(keys.keyFor("a")).toBe("key-1");
    keys.settle("key-1", new ApiError(409, "REQUEST_IN_PROGRESS", "This request is already being processed."));
    expect(keys.keyFor("a")).toBe("key-1");
  });

  it("treats other variables as another submission, and ignores the late answer of an older one", () => {
    const keys = counting();
    expect(keys.keyFor({ content: "Hi" })).toBe("key-1");
    expect(keys.keyFor({ content: "Hello" })).toBe("key-2");
    keys.settle("key-1");
    expect(keys.keyFor({ content: "Hello" })).toBe("key-2");
  });

  it("makes keys the server accepts: 32 hex characters", () => {
    expect(new SubmissionKeys().keyFor("a")).toMatch(/^[0-9a-f]{32}$/);
  });
});
