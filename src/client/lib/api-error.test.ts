import { describe, expect, it } from "vitest";
import { ApiError, failureText, hasErrorCode, toApiError } from "./api-error";

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers });

describe("toApiError", () => {
  it("reads our error shape, the request id and Retry-After", async () => {
    const error = await toApiError(
      answer(500, { error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId: "req-1" } }),
    );
    expect(error).toMatchObject({ status: 500, code: "INTERNAL", requestId: "req-1", retryAfter: null });
    const limited = await toApiError(answer(429, { error: { code: "TOO_MANY_REQUESTS", message: "Slow down." } }, { "Retry-After": "30" }));
    expect(limited).toMatchObject({ code: "TOO_MANY_REQUESTS", message: "Slow down.", retryAfter: 30, requestId: null });
  });

  it("takes the id from X-Request-Id and the generic text when the body is not ours", async () => {
    const error = await toApiError(answer(502, "<html>Bad gateway</html>", { "X-Request-Id": "req-2" }));
    expect(error).toMatchObject({ status: 502, code: "502", message: "Something went wrong. Please try again.", requestId: "req-2" });
    expect(failureText(error)).toBe("Something went wrong. Please try again. Request id: req-2");
  });
});

describe("hasErrorCode", () => {
  it("is true only for our API's answer with that code", () => {
    expect(hasErrorCode(new ApiError(409, "ACCOUNT_EXISTS", "exists"), "ACCOUNT_EXISTS")).toBe(true);
    expect(hasErrorCode(new ApiError(409, "ALREADY_CLAIMED", "taken"), "ACCOUNT_EXISTS")).toBe(false);
    expect(hasErrorCode(new Error("ACCOUNT_EXISTS"), "ACCOUNT_EXISTS")).toBe(false);
  });
});

describe("failureText", () => {
  it("is a refusal's reason, whatever its code", () => {
    expect(failureText(new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"))).toBe("Invalid email or password");
  });

  it("never repeats an unexpected fault's own words", () => {
    expect(failureText(new ApiError(500, "INTERNAL", "secret detail", null, "req-3"))).toBe(
      "Something went wrong. Please try again. Request id: req-3",
    );
    expect(failureText(new ApiError(500, "SOME_AUTH_FAILURE", "stack trace here"))).toBe("Something went wrong. Please try again.");
  });
});
