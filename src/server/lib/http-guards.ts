import { createMiddleware } from "hono/factory";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const ACCEPTED_BODIES = ["application/json", "multipart/form-data"];

/**
 * Mutations come from our own pages only: a known Origin, and a JSON (or multipart upload) body.
 * A cross-site form post can send neither.
 */
export function sameOriginMutations(origins: string[]) {
  const allowed = new Set(origins);
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (!origin || !allowed.has(origin)) {
      throw new AppError("BAD_ORIGIN", 403, "This request must come from the Tidyline site.");
    }
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    const hasBody = Number(c.req.header("content-length") ?? "0") > 0 || c.req.header("transfer-encoding") !== undefined;
    if (hasBody && !ACCEPTED_BODIES.includes(type ?? "")) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Send the request body as JSON.");
    }
    return next();
  });
}
