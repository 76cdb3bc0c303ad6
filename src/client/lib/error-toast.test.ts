import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { failureToast, isRefusal, refusalTitle } from "./error-toast";

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

describe("failureToast", () => {
  const failed = "Failed to claim job. Please try again";

  it("titles a refusal as a refusal, with the server's reason under it", () => {
    expect(failureToast(new ApiError(409, "ALREADY_CLAIMED", "This job was just taken."), failed)).toEqual({
      title: "Unable to claim job",
      description: "This job was just taken.",
    });
    expect(
      failureToast(new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"), "Sign in failed", "Sign in failed"),
    ).toEqual({
      title: "Sign in failed",
      description: "Invalid email or password",
    });
    expect(failureToast(new ApiError(409, "FLAG_NAME_TAKEN", "That name is taken."), "Sign out failed")).toEqual({
      title: "That name is taken.",
    });
  });

  it("shows the generic text and the request id for an unexpected fault, never the server's own words", () => {
    const fault = new ApiError(500, "INTERNAL", 'relation "jobs" does not exist', null, "req-123");
    expect(failureToast(fault, failed)).toEqual({
      title: failed,
      description: "Something went wrong. Please try again. Request id: req-123",
    });
    const proxy = new ApiError(502, "502", "Bad gateway", null, null);
    expect(failureToast(proxy, failed)).toEqual({ title: failed, description: "Something went wrong. Please try again." });
  });

  it("shows the generic text for no answer at all", () => {
    expect(failureToast(new TypeError("Failed to fetch"), failed)).toEqual({
      title: failed,
      description: "Something went wrong. Please try again.",
    });
  });

  it("keeps the words of a fault the server worded on purpose, with the request id", () => {
    const away = new ApiError(503, "DATABASE_UNAVAILABLE", "The database is unavailable right now.", null, "req-9");
    expect(failureToast(away, failed)).toEqual({ title: failed, description: "The database is unavailable right now. Request id: req-9" });
  });
});
