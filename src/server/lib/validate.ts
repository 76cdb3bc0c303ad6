import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { AppError, notFound } from "./errors";

/** zValidator for JSON bodies whose failure is our { error: { code, message } } with the schema's message. */
export function validateJson<T extends ZodType>(schema: T) {
  return zValidator("json", schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new AppError("INVALID_INPUT", 400, issue?.message ?? "Invalid input.");
    }
  });
}

/** Query strings: 400 with the schema's message, like bodies. */
export function validateQuery<T extends ZodType>(schema: T) {
  return zValidator("query", schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new AppError("INVALID_INPUT", 400, issue?.message ?? "Invalid input.");
    }
  });
}

/** Path ids: a malformed id names no object anyone has, so it is a 404, not a database error. */
export function validateParams<T extends ZodType>(schema: T) {
  return zValidator("param", schema, (result) => {
    if (!result.success) throw notFound(result.error.issues[0]?.message ?? "Not found");
  });
}
