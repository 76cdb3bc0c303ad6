CREATE TABLE "job_counts" (
	"status" "job_status" NOT NULL,
	"type" text NOT NULL,
	"slot" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "job_counts_status_type_slot_pk" PRIMARY KEY("status","type","slot")
);
--> statement-breakpoint
CREATE TABLE "review_counts" (
	"slot" integer PRIMARY KEY NOT NULL,
	"visible" integer NOT NULL,
	"rating_sum" integer NOT NULL
);
--> statement-breakpoint
-- The counts are kept by statement-level triggers, not by the app's code, so every writer of jobs and
-- reviews keeps them exact: bookings, transitions, admin deletes, cascades, the demo data, bulk loads
-- (docs/decisions/053). One INSERT ... ON CONFLICT per statement, grouped by key and in key order, so
-- concurrent statements lock counter rows in one order; the slot is the writer's connection, so
-- concurrent claims on different connections rarely meet on one row.
CREATE FUNCTION count_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO job_counts AS c (status, type, slot, n)
    SELECT status, type, pg_backend_pid() % 16, count(*) FROM new_rows GROUP BY status, type ORDER BY status, type
    ON CONFLICT (status, type, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_counts AS c (status, type, slot, n)
    SELECT status, type, pg_backend_pid() % 16, -count(*) FROM old_rows GROUP BY status, type ORDER BY status, type
    ON CONFLICT (status, type, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO job_counts AS c (status, type, slot, n)
    SELECT status, type, pg_backend_pid() % 16, sum(delta)
    FROM (SELECT status, type, 1 AS delta FROM new_rows UNION ALL SELECT status, type, -1 FROM old_rows) AS moves
    GROUP BY status, type HAVING sum(delta) <> 0 ORDER BY status, type
    ON CONFLICT (status, type, slot) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_count_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_count_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_count_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_count_truncate AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION count_jobs();
--> statement-breakpoint
CREATE FUNCTION count_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM review_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO review_counts AS c (slot, visible, rating_sum)
    SELECT pg_backend_pid() % 16, count(*), coalesce(sum(rating), 0) FROM new_rows WHERE is_visible
    HAVING count(*) > 0
    ON CONFLICT (slot) DO UPDATE SET visible = c.visible + excluded.visible, rating_sum = c.rating_sum + excluded.rating_sum;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO review_counts AS c (slot, visible, rating_sum)
    SELECT pg_backend_pid() % 16, -count(*), -coalesce(sum(rating), 0) FROM old_rows WHERE is_visible
    HAVING count(*) > 0
    ON CONFLICT (slot) DO UPDATE SET visible = c.visible + excluded.visible, rating_sum = c.rating_sum + excluded.rating_sum;
  ELSE
    INSERT INTO review_counts AS c (slot, visible, rating_sum)
    SELECT pg_backend_pid() % 16, sum(delta), sum(delta * rating)
    FROM (SELECT rating, 1 AS delta FROM new_rows WHERE is_visible UNION ALL SELECT rating, -1 FROM old_rows WHERE is_visible) AS moves
    HAVING sum(delta) <> 0 OR sum(delta * rating) <> 0
    ON CONFLICT (slot) DO UPDATE SET visible = c.visible + excluded.visible, rating_sum = c.rating_sum + excluded.rating_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_count_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_reviews();
--> statement-breakpoint
CREATE TRIGGER reviews_count_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_reviews();
--> statement-breakpoint
CREATE TRIGGER reviews_count_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_reviews();
--> statement-breakpoint
CREATE TRIGGER reviews_count_truncate AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION count_reviews();
--> statement-breakpoint
-- The rows already there, counted once (slot 0).
INSERT INTO job_counts (status, type, slot, n) SELECT status, type, 0, count(*) FROM jobs GROUP BY status, type;
--> statement-breakpoint
INSERT INTO review_counts (slot, visible, rating_sum) SELECT 0, count(*), coalesce(sum(rating), 0) FROM reviews WHERE is_visible;
