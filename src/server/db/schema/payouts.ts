// What the platform owes each cleaner: one payout per completed job (docs/decisions/035).
// Money is integer cents.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { payoutStatusEnum } from "./enums";
import { jobs } from "./jobs";
import { cleaners } from "./people";

export const payouts = pgTable(
  "payouts",
  {
    payoutId: uuid("payout_id").primaryKey().defaultRandom(),
    cleanerId: uuid("cleaner_id")
      .notNull()
      .references(() => cleaners.cleanerId, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.jobId, { onDelete: "cascade" }),
    /** The job's cleaner_payout when it was completed. */
    amountCents: integer("amount_cents").notNull(),
    status: payoutStatusEnum("status").notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one payout per job: a second completion cannot pay twice
    uniqueIndex("payouts_job_id_key").on(t.jobId),
    check("payouts_amount_non_negative", sql`${t.amountCents} >= 0`),
    check("payouts_paid_at_when_paid", sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL)`),
    index("payouts_cleaner_id_created_at_idx").on(t.cleanerId, t.createdAt.desc()),
  ],
);
