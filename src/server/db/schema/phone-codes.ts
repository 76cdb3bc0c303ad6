// docs/decisions/070: the code that proves a person holds the number they gave, before any text goes to it.
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { authUsers } from "./auth";

/** One pending code per account: asking again replaces it; a right answer or a changed number removes it. */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** The number it was sent to: it verifies only that number (E.164). */
    e164: text("e164").notNull(),
    /** Argon2id of the 6 digits (auth/password.ts): the code itself is never kept. */
    codeHash: text("code_hash").notNull(),
    /** Each try takes one, before it is checked, so tries at the same moment cannot pass 5. */
    triesLeft: integer("tries_left").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("phone_codes_tries_left", sql`${t.triesLeft} >= 0`)],
);
