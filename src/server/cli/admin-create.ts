// npm run admin:create -- --email E --password P --name "N"
// Creates a verified admin, or makes an existing account admin, on the configured database.
import { parseArgs } from "node:util";
import { z } from "zod";
import { emailSchema, fullNameSchema, passwordSchema } from "../../shared/schemas/auth";
import { ensureVerifiedAccount, makeAdmin } from "../auth/accounts";
import { loadEnv } from "../env";
import { openRuntime } from "../runtime";

const argsSchema = z.object({ email: emailSchema, password: passwordSchema, name: fullNameSchema });

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error('Usage: npm run admin:create -- --email E --password P --name "N"');
    for (const issue of parsed.error.issues) console.error(`  --${issue.path.join(".")}: ${issue.message}`);
    process.exit(2);
  }
  const { email, password, name } = parsed.data;
  const runtime = await openRuntime(loadEnv());
  try {
    const { userId, created } = await ensureVerifiedAccount(runtime, { email, password, fullName: name, role: "admin" });
    if (!created) await makeAdmin(runtime.db, userId, name);
    console.log(created ? `Created admin ${email}.` : `${email} already had an account; it is now an admin (its password is unchanged).`);
  } finally {
    await runtime.database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
