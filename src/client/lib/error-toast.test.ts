import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { isRefusal, refusalTitle } from "./error-toast";

describe("refusalTitle", () => {
  it("turns a fault's 'Failed to …' text into a refusal's 'Unable to …'", () => {
    expect(refusalTitle("Failed to claim job. Please try again")).toBe("Unable to claim job");
    expect(refusalTitle("Failed to create job. Please try again.")).toBe("Unable to create job");
    expect(refusalTitle("Failed to update job status.")).toBe("Unable to update job status");
    expect(refusalTitle("Failed to mark payouts paid")).toBe("Unable to mark payouts paid");
  });

  it("gives nothing for a title of another shape (the reason then titles the refusal)", () => {
    expect(refusalTitle("Sign out failed")).toBeUndefined();
  });
});

describe("isRefusal", () => {
  it("is a 4xx answer of our API; a 5xx or no answer is a fault", () => {
    expect(isRefusal(new ApiError(409, "ALREADY_CLAIMED", "taken"))).toBe(true);
    expect(isRefusal(new ApiError(403, "FORBIDDEN", "no"))).toBe(true);
    expect(isRefusal(new ApiError(500, "INTERNAL", "boom"))).toBe(false);
    expect(isRefusal(new ApiError(503, "DATABASE_UNAVAILABLE", "away"))).toBe(false);
    expect(isRefusal(new TypeError("Failed to fetch"))).toBe(false);
  });
});
