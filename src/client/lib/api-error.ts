import { FAULT_MESSAGE, isErrorCode, type ErrorCode } from "../../shared/domain/error-codes";

/** An error answer of our API, with the server's code and message (docs/decisions/017). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** One of the shared ERROR_CODES, Better Auth's own code under /api/auth, or the bare status. */
    readonly code: string,
    message: string,
    /** Seconds to wait before trying again, from a 429's Retry-After (decision 028). */
    readonly retryAfter: number | null = null,
    /** The server's id for the request (X-Request-Id), which its log line for a fault carries. */
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; requestId?: string };
}

/** Every error of our API, /api/auth included, is { error: { code, message } } (docs/decisions/017). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const retryAfter = Number(response.headers?.get("Retry-After") ?? "");
  return new ApiError(
    response.status,
    body?.error?.code ?? String(response.status),
    body?.error?.message ?? FAULT_MESSAGE,
    retryAfter > 0 ? retryAfter : null,
    body?.error?.requestId ?? response.headers?.get("X-Request-Id") ?? null,
  );
}

/** True when `error` is our API's answer with this code: how a screen acts on one refusal. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/**
 * The words under a failure's title. A refusal (4xx) and a 5xx we worded on purpose (a payment not
 * yet confirmed, the database away) say what happened; any other fault, an unexpected error or no
 * answer at all, gets spec 8's generic text and never the server's own words, with the request's
 * id when there was an answer, so support can find it in the log.
 */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return FAULT_MESSAGE;
  const worded = error.status < 500 || (isErrorCode(error.code) && error.code !== "INTERNAL");
  const text = worded ? error.message : FAULT_MESSAGE;
  return error.status >= 500 && error.requestId ? `${text} Request id: ${error.requestId}` : text;
}
