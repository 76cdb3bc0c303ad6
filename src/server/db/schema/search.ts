// What the admin jobs search matches before it reads any job (docs/decisions/053).
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * spec 2's search by address, docs/decisions/053: every address a job has had, once, added by
 * triggers on `jobs` (migration 0021). A street is a few thousand addresses but a hundred thousand
 * jobs: the search's "contains" is matched here, by trigrams, and the jobs at the matching addresses
 * are read by address. An address whose jobs are gone stays, and finds nothing.
 *
 * With how many jobs it has in each of spec 2's job groups (the tabs but "All"), kept exact by the
 * same triggers (migration 0022): a street's search is counted from its addresses, not its jobs.
 */
export const jobAddresses = pgTable(
  "job_addresses",
  {
    address: text("address").primaryKey(),
    active: integer("active").notNull().default(0),
    completed: integer("completed").notNull().default(0),
    issues: integer("issues").notNull().default(0),
  },
  (t) => [index("job_addresses_trgm_idx").using("gin", t.address.op("gin_trgm_ops"))],
);
