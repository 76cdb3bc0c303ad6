CREATE TABLE "profile_counts" (
	"role" "role" NOT NULL,
	"slot" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "profile_counts_role_slot_pk" PRIMARY KEY("role","slot")
);
--> statement-breakpoint
CREATE TABLE "trend_counts" (
	"bucket" timestamp with time zone NOT NULL,
	"slot" integer NOT NULL,
	"booked" integer NOT NULL,
	"completed" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "trend_counts_bucket_slot_pk" PRIMARY KEY("bucket","slot")
);
--> statement-breakpoint
-- The admin dashboard's figures kept as rows (docs/decisions/053), as job_counts is (0008). Trends: jobs booked
-- (by created_at), jobs Completed (by completed_at) and succeeded payments' cents (by created_at) per
-- quarter hour, kept by statement-level triggers so every writer keeps them exact. One INSERT ... ON
-- CONFLICT per statement, grouped by bucket and in bucket order, so concurrent statements lock
-- counter rows in one order; the slot is the writer's connection. date_bin works in absolute time,
-- whatever the session's zone. An update that moves no job between buckets (a claim, a start)
-- touches no counter.
-- What one job adds (sign 1) or takes (-1): a booking in its created_at's bucket, and a completion in
-- its completed_at's bucket when it is Completed.
CREATE FUNCTION job_trend_moves(sign integer, booked_at timestamptz, job_state job_status, completed_at timestamptz)
RETURNS TABLE (bucket timestamptz, booked integer, completed integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', booked_at, '2000-01-01 00:00:00+00'), sign, 0
  UNION ALL
  SELECT date_bin('15 minutes', completed_at, '2000-01-01 00:00:00+00'), 0, sign
  WHERE job_state = 'Completed' AND completed_at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION count_job_trends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE trend_counts SET booked = 0, completed = 0 WHERE booked <> 0 OR completed <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
    SELECT m.bucket, pg_backend_pid() % 16, sum(m.booked), sum(m.completed), 0
    FROM new_rows AS r, job_trend_moves(1, r.created_at, r.status, r.completed_at) AS m
    GROUP BY m.bucket ORDER BY m.bucket
    ON CONFLICT (bucket, slot) DO UPDATE SET booked = c.booked + excluded.booked, completed = c.completed + excluded.completed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
    SELECT m.bucket, pg_backend_pid() % 16, sum(m.booked), sum(m.completed), 0
    FROM old_rows AS r, job_trend_moves(-1, r.created_at, r.status, r.completed_at) AS m
    GROUP BY m.bucket ORDER BY m.bucket
    ON CONFLICT (bucket, slot) DO UPDATE SET booked = c.booked + excluded.booked, completed = c.completed + excluded.completed;
  ELSE
    INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
    SELECT m.bucket, pg_backend_pid() % 16, sum(m.booked), sum(m.completed), 0
    FROM (
      SELECT m.* FROM new_rows AS r, job_trend_moves(1, r.created_at, r.status, r.completed_at) AS m
      UNION ALL
      SELECT m.* FROM old_rows AS r, job_trend_moves(-1, r.created_at, r.status, r.completed_at) AS m
    ) AS m
    GROUP BY m.bucket HAVING sum(m.booked) <> 0 OR sum(m.completed) <> 0 ORDER BY m.bucket
    ON CONFLICT (bucket, slot) DO UPDATE SET booked = c.booked + excluded.booked, completed = c.completed + excluded.completed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_trend_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_job_trends();
--> statement-breakpoint
CREATE TRIGGER jobs_trend_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_job_trends();
--> statement-breakpoint
CREATE TRIGGER jobs_trend_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_job_trends();
--> statement-breakpoint
CREATE TRIGGER jobs_trend_truncate AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION count_job_trends();
--> statement-breakpoint
CREATE FUNCTION count_payment_trends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE trend_counts SET revenue_cents = 0 WHERE revenue_cents <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
    SELECT date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00'), pg_backend_pid() % 16, 0, 0, sum(amount_cents)
    FROM new_rows WHERE status = 'succeeded'
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (bucket, slot) DO UPDATE SET revenue_cents = c.revenue_cents + excluded.revenue_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
    SELECT date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00'), pg_backend_pid() % 16, 0, 0, -sum(amount_cents)
    FROM old_rows WHERE status = 'succeeded'
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (bucket, slot) DO UPDATE SET revenue_cents = c.revenue_cents + excluded.revenue_cents;
  ELSE
    INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
    SELECT date_bin('15 minutes', at, '2000-01-01 00:00:00+00'), pg_backend_pid() % 16, 0, 0, sum(cents)
    FROM (
      SELECT created_at AS at, amount_cents::bigint AS cents FROM new_rows WHERE status = 'succeeded'
      UNION ALL
      SELECT created_at, -amount_cents::bigint FROM old_rows WHERE status = 'succeeded'
    ) AS moves
    GROUP BY 1 HAVING sum(cents) <> 0 ORDER BY 1
    ON CONFLICT (bucket, slot) DO UPDATE SET revenue_cents = c.revenue_cents + excluded.revenue_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_trend_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_payment_trends();
--> statement-breakpoint
CREATE TRIGGER payments_trend_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_payment_trends();
--> statement-breakpoint
CREATE TRIGGER payments_trend_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_payment_trends();
--> statement-breakpoint
CREATE TRIGGER payments_trend_truncate AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION count_payment_trends();
--> statement-breakpoint
CREATE FUNCTION count_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM profile_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO profile_counts AS c (role, slot, n)
    SELECT role, pg_backend_pid() % 16, count(*) FROM new_rows GROUP BY role ORDER BY role
    ON CONFLICT (role, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO profile_counts AS c (role, slot, n)
    SELECT role, pg_backend_pid() % 16, -count(*) FROM old_rows GROUP BY role ORDER BY role
    ON CONFLICT (role, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO profile_counts AS c (role, slot, n)
    SELECT role, pg_backend_pid() % 16, sum(delta)
    FROM (SELECT role, 1 AS delta FROM new_rows UNION ALL SELECT role, -1 FROM old_rows) AS moves
    GROUP BY role HAVING sum(delta) <> 0 ORDER BY role
    ON CONFLICT (role, slot) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_count_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_profiles();
--> statement-breakpoint
CREATE TRIGGER profiles_count_update AFTER UPDATE ON profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_profiles();
--> statement-breakpoint
CREATE TRIGGER profiles_count_delete AFTER DELETE ON profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_profiles();
--> statement-breakpoint
CREATE TRIGGER profiles_count_truncate AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION count_profiles();
--> statement-breakpoint
-- The rows already there, counted once (slot 0).
INSERT INTO profile_counts (role, slot, n) SELECT role, 0, count(*) FROM profiles GROUP BY role;
--> statement-breakpoint
INSERT INTO trend_counts (bucket, slot, booked, completed, revenue_cents)
SELECT m.bucket, 0, sum(m.booked), sum(m.completed), 0
FROM jobs AS r, job_trend_moves(1, r.created_at, r.status, r.completed_at) AS m
GROUP BY m.bucket;
--> statement-breakpoint
INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
SELECT date_bin('15 minutes', created_at, '2000-01-01 00:00:00+00'), 0, 0, 0, sum(amount_cents)
FROM payments WHERE status = 'succeeded'
GROUP BY 1
ON CONFLICT (bucket, slot) DO UPDATE SET revenue_cents = excluded.revenue_cents;
