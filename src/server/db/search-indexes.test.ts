// docs/decisions/053: the admin jobs search (ILIKE '%…%' over addresses, job ids, clients' names
// and emails) can be served by trigram indexes on both engines: PGlite loads pg_trgm at start. An
// address is matched in job_addresses, and its jobs are read by address.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  // A city's worth of distinct addresses: on an empty table any index with a filter looks as cheap.
  await database.db.execute(sql`INSERT INTO job_addresses (address) SELECT n || ' Main St' FROM generate_series(1, 20000) AS n`);
  await database.db.execute(sql`ANALYZE job_addresses`);
});
afterAll(() => database.dispose());

/** The plan's text with sequential scans ruled out: the tables are tiny here, the question is whether an index can serve. */
async function planOf(query: string): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const plan = await tx.execute<{ "QUERY PLAN": string }>(sql.raw(`EXPLAIN ${query}`));
    return plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe("the admin jobs search's trigram indexes", () => {
  it.each([
    ["job_addresses_trgm_idx", "SELECT address FROM job_addresses WHERE address ILIKE '%lake shore%'"],
    [
      "jobs_address_idx",
      "SELECT job_id FROM jobs WHERE address = ANY(ARRAY(SELECT address FROM job_addresses WHERE address ILIKE '%lake shore%'))",
    ],
    ["jobs_job_id_trgm_idx", "SELECT job_id FROM jobs WHERE job_id::text ILIKE '%4f3a%'"],
    ["clients_name_trgm_idx", "SELECT client_id FROM clients WHERE name ILIKE '%harper%'"],
    ["clients_email_trgm_idx", "SELECT client_id FROM clients WHERE email ILIKE '%harper@%'"],
  ])(`%s serves a "contains" search (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async (index, query) => {
    expect(await planOf(query)).toContain(index);
  });
});
