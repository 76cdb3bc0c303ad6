// npm run admin:create -- --email E --name "N" [--password P]
// Creates a verified admin, or makes an existing account admin, on the configured database.
import { hostname } from "node:os";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { z } from "zod";
import { emailSchema, fullNameSchema, passwordSchema } from "../../shared/schemas/auth";
import { ensureVerifiedAccount, makeAdmin } from "../auth/accounts";
import { loadEnv } from "../env";
import { dataDirHolder, DataDirInUseError, type LockOwner } from "../lib/data-dir-lock";
import { openRuntime, SERVER_PURPOSE } from "../runtime";

const USAGE = [
  'Usage: npm run admin:create -- --email E --name "N" [--password P]',
  "  The password comes from --password, else the ADMIN_PASSWORD environment variable, else a prompt",
  "  (hidden in a terminal; when standard input is piped, its first line), so it need not be in shell history.",
].join("\n");

const identitySchema = z.object({ email: emailSchema, name: fullNameSchema });

async function main() {
  const values = readOptions();
  const identity = identitySchema.safeParse(values);
  if (!identity.success) usageError(identity.error.issues.map((issue) => `  --${issue.path.join(".")}: ${issue.message}`));
  const { email, name } = identity.data;
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  // docs/decisions/015: refuse before asking for a password the command could not use.
  if (!env.DATABASE_URL) {
    const holder = dataDirHolder(dataDir);
    if (holder) refuse(dataDir, holder);
  }
  const { password, source } = await readPassword(values.password, email);
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) usageError(checked.error.issues.map((issue) => `  ${source}: ${issue.message}`));

  const runtime = await openRuntime(env, { purpose: "npm run admin:create" }).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) refuse(error.dataDir, error.owner);
    throw error;
  });
  try {
    const { userId, created } = await ensureVerifiedAccount(runtime, { email, password: checked.data, fullName: name, role: "admin" });
    if (!created) await makeAdmin(runtime.db, userId, name);
    console.log(created ? `Created admin ${email}.` : `${email} already had an account; it is now an admin (its password is unchanged).`);
  } finally {
    await runtime.database.close();
  }
}

function readOptions(): { email?: string; name?: string; password?: string } {
  try {
    return parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } }).values;
  } catch (error) {
    return usageError([`  ${error instanceof Error ? error.message : String(error)}`]);
  }
}

function usageError(lines: string[]): never {
  console.error(USAGE);
  for (const line of lines) console.error(line);
  process.exit(2);
}

/**
 * An account written by a second process beside the running server could not sign in and could
 * be lost (PGlite has one writer): say so and what to do, never "Created".
 */
function refuse(dataDir: string, owner: LockOwner): never {
  const where = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on host ${owner.host}`;
  if (owner.purpose === SERVER_PURPOSE) {
    console.error(
      `The server is running on this DATA_DIR (${dataDir}, ${where}), so no admin was created: ` +
        "the embedded database has one writer, and the server alone may write it.\n" +
        "Stop the server, run this command again, then start the server again. " +
        "Or run both on PostgreSQL (set DATABASE_URL), which several processes can share.",
    );
  } else {
    console.error(
      `DATA_DIR ${dataDir} is in use by ${owner.purpose} (${where}), so no admin was created. Wait for it to finish, then run this command again.`,
    );
  }
  process.exit(1);
}

async function readPassword(flag: string | undefined, email: string): Promise<{ password: string; source: string }> {
  if (flag !== undefined) return { password: flag, source: "--password" };
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, source: "ADMIN_PASSWORD" };
  if (!process.stdin.isTTY) return { password: await readFirstLine(), source: "password (first line of standard input)" };
  const password = await promptHidden(`Password for ${email}: `);
  if ((await promptHidden("Repeat the password: ")) !== password) usageError(["  password: the two entries did not match."]);
  return { password, source: "password" };
}

async function readFirstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let first = "";
  for await (const line of lines) {
    first = line;
    break;
  }
  lines.close();
  process.stdin.destroy(); // the rest of a pipe is not ours to wait for
  return first;
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stdin.setRawMode(true); // before the question, so nothing typed after it is echoed
  stderr.write(question);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((done) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
      done(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") return finish();
        if (char === "\u0003") {
          stdin.setRawMode(false);
          stderr.write("\n");
          process.exit(130); // Ctrl+C, as a shell reports it
        }
        if (char === "\u007f" || char === "\b") value = Array.from(value).slice(0, -1).join("");
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
