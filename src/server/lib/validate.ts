import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { AppError } from "./errors";

/** zValidator for JSON bodies whose failure is our { error: { code, message } } with the schema's message. */
export function validateJson<T extends ZodType>(schema: T) {
  return zValidator("json", schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new AppError("INVALID_INPUT", 400, issue?.message ?? "Invalid input.");
    }
  });
}
