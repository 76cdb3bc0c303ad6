import { AppError } from "../lib/errors";

/**
 * docs/decisions/016: while PostgreSQL is unreachable (a restart, a failover, a network cut) the
 * API answers 503 DATABASE_UNAVAILABLE at once instead of a 500 or a hang, and recovers by itself.
 */
export const databaseUnavailable = () =>
  new AppError("DATABASE_UNAVAILABLE", 503, "The database is unavailable right now. Please try again in a moment.");

// SQLSTATE class 08 is "connection exception"; 57P01-57P03 are the server shutting down or
// starting up; 53300 is "too many connections". Node's socket codes say the server is unreachable.
const CONNECTION_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// What node-postgres says when a socket ends or a connection does not come in time: whole
// messages, so a wrapping error quoting a query's parameters never matches by accident.
const CONNECTION_MESSAGES = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^timeout exceeded when trying to connect$/,
  // a connection's own connect timeout (db/client.ts FastConnectClient)
  /^timeout expired$/,
  /^Client (has encountered a connection error|was closed) and is not queryable$/,
];

/**
 * The lost or refused connection behind the error, found in its `cause` chain (Drizzle and Better
 * Auth wrap the driver's error) or inside an AggregateError (a host with several addresses);
 * undefined when the error is a fault of the query itself.
 */
export function connectionFailureIn(error: unknown, depth = 0): { message: string; code?: string } | undefined {
  if (depth > 8 || error === null || typeof error !== "object") return undefined;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const text = typeof message === "string" ? message : "";
  if (typeof code === "string" && (code.startsWith("08") || CONNECTION_CODES.has(code))) return { message: text, code };
  if (CONNECTION_MESSAGES.some((pattern) => pattern.test(text))) return { message: text };
  for (const inner of Array.isArray(errors) ? errors : []) {
    const found = connectionFailureIn(inner, depth + 1);
    if (found) return found;
  }
  return connectionFailureIn(cause, depth + 1);
}
