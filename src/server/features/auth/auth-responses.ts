import { FAULT_MESSAGE } from "../../../shared/domain/error-codes";

/**
 * Better Auth's answers as the rest of our API gives them (docs/decisions/017): errors are
 * { error: { code, message } }, and no body carries a session token, which only the HttpOnly
 * cookie may hold (docs/decisions/001). Redirects (the emailed links) pass unchanged.
 */
export async function shapeAuthResponse(response: Response): Promise<Response> {
  if (response.status >= 300 && response.status < 400) return response;
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  if (response.ok && !isJson) return response;

  const text = await response.text();
  const payload = parseJson(text);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  if (response.ok) {
    const body = payload.parsed ? JSON.stringify(withoutSessionTokens(payload.value)) : text;
    return new Response(body, { status: response.status, headers });
  }
  headers.set("content-type", "application/json");
  // Better Auth's own limiter says when to come back in a header of its own.
  const retryAfter = headers.get("x-retry-after");
  if (response.status === 429 && retryAfter && !headers.has("retry-after")) headers.set("retry-after", retryAfter);
  return new Response(JSON.stringify({ error: errorOf(response.status, payload.parsed ? payload.value : null) }), {
    status: response.status,
    headers,
  });
}

// Fields a session token travels in: the session's `token`, and any other "...token" field a
// response may grow (none of the auth endpoints the screens call needs one in a body).
const isTokenField = (name: string) => /token$/i.test(name);

/** The body with every token field removed, at any depth (list-sessions nests them in an array). */
export function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !isTokenField(name))
      .map(([name, field]) => [name, withoutSessionTokens(field)]),
  );
}

const BY_STATUS: Record<number, { code: string; message?: string }> = {
  400: { code: "BAD_REQUEST" },
  401: { code: "UNAUTHORIZED" },
  403: { code: "FORBIDDEN" },
  404: { code: "NOT_FOUND", message: "Not found" },
  429: { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please try again later." },
};

function errorOf(status: number, payload: unknown): { code: string; message: string } {
  const fields = payload !== null && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
  const fallback = BY_STATUS[status] ?? { code: status >= 500 ? "INTERNAL" : "ERROR" };
  return {
    code: typeof fields.code === "string" && fields.code ? fields.code : fallback.code,
    message: typeof fields.message === "string" && fields.message ? fields.message : (fallback.message ?? FAULT_MESSAGE),
  };
}

function parseJson(text: string): { parsed: true; value: unknown } | { parsed: false } {
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false };
  }
}
