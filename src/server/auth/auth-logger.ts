import { errorText } from "../lib/error-text";
import { logger } from "../lib/logger";

type Level = "debug" | "info" | "warn" | "error";
type Write = (message: string, fields?: Record<string, unknown>) => void;

/**
 * Better Auth's log lines, through our logger (one format, one LOG_LEVEL switch). What it logs
 * with a message is often a failed query whose parameters hold a session token: only errorText
 * of it is kept (docs/decisions/016).
 */
export function betterAuthLog(sink: Record<"info" | "warn" | "error", Write> = logger) {
  return (level: Level, message: string, ...details: unknown[]) => {
    if (level === "debug") return;
    const fields: Record<string, unknown> = { source: "better-auth" };
    if (details.length > 0) fields.detail = details.map(errorText).join("\n");
    sink[level](message, fields);
  };
}
