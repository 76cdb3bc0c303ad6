/**
 * An error as the logs may keep it. Drizzle's query errors end with the query's parameters
 * ("params: …"), which can be a session token, an email or a password hash: logs keep the query
 * and the driver's reason, never the values.
 */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    if (!(current instanceof Error)) {
      parts.push(typeof current === "string" ? withoutParams(current) : typeof current);
      break;
    }
    const frames = (current.stack ?? "")
      .split("\n")
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8);
    parts.push([`${current.name}: ${withoutParams(current.message)}`, ...frames].join("\n"));
    current = current.cause;
  }
  return parts.join("\ncaused by ");
}

const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, "\nparams: [withheld]");
