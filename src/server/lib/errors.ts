import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type services throw; app.onError turns it into { error: { code, message } }. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError("UNAUTHORIZED", 401, "Please sign in to continue.");
export const forbidden = () => new AppError("FORBIDDEN", 403, "You do not have access to this.");
export const notFound = (what = "Not found") => new AppError("NOT_FOUND", 404, what);
