import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../shared/domain/error-codes";

/**
 * The one error type services throw; app.onError turns it into { error: { code, message } }. Its
 * code is one of the shared ERROR_CODES, the list the client's screens act on.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError("UNAUTHORIZED", 401, "Please sign in to continue.");
export const forbidden = () => new AppError("FORBIDDEN", 403, "You do not have access to this.");
export const notFound = (what = "Not found") => new AppError("NOT_FOUND", 404, what);

/**
 * True when `error`, or what it wraps (Drizzle wraps the driver's error), breaks a unique index:
 * the named one, or any when no name is given (or the driver names none).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return constraint === undefined || name === undefined || name === constraint;
    current = cause;
  }
  return false;
}
