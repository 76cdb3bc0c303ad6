import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar file); null when tests run on PostgreSQL. */
    pgliteSnapshot: string | null;
  }
}

/**
 * Creating and migrating a PGlite takes ~6 s, loading a dumped one ~1 s: do the slow part once
 * per run and let every API test file load its own copy (src/server/test/database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteSnapshot", null);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), "tidyline-test-"));
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await database.migrate();
  const snapshot = join(dir, "migrated.tar");
  await writeFile(snapshot, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteSnapshot", snapshot);
  return () => rm(dir, { recursive: true, force: true });
}
