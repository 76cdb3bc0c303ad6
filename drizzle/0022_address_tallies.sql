-- docs/decisions/053: a street search past MATCH_COUNT_CAP read 10,001 jobs to say "10,000+". Each
-- address now holds how many jobs it has in each of spec 2's job groups (the tabs but "All"), so a
-- search matching addresses only is counted exactly from its addresses (1,575 rows for a street of
-- 125,000 jobs). Kept by triggers on jobs, as job_counts is (migration 0008), for every writer.
ALTER TABLE "job_addresses" ADD COLUMN "active" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_addresses" ADD COLUMN "completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_addresses" ADD COLUMN "issues" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- spec 2's tabs: Active (Posted, Assigned, In Progress), Completed, Issues (Canceled, Problem);
-- shared/schemas/admin-jobs.ts's ADMIN_JOB_TABS, which address-tallies.test.ts holds this to.
CREATE FUNCTION job_group(state job_status) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN state = 'Completed' THEN 'completed' WHEN state IN ('Canceled', 'Problem') THEN 'issues' ELSE 'active' END
$$;--> statement-breakpoint
UPDATE job_addresses AS a SET active = t.active, completed = t.completed, issues = t.issues
FROM (
  SELECT address,
    count(*) FILTER (WHERE job_group(status) = 'active') AS active,
    count(*) FILTER (WHERE job_group(status) = 'completed') AS completed,
    count(*) FILTER (WHERE job_group(status) = 'issues') AS issues
  FROM jobs GROUP BY address
) AS t
WHERE a.address = t.address;--> statement-breakpoint
-- Bookings: statement-level, so a load of many jobs counts them in one statement, in address order
-- (concurrent statements lock the addresses' rows in one order).
CREATE OR REPLACE FUNCTION add_job_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_addresses AS a (address, active, completed, issues)
  SELECT address,
    count(*) FILTER (WHERE job_group(status) = 'active'),
    count(*) FILTER (WHERE job_group(status) = 'completed'),
    count(*) FILTER (WHERE job_group(status) = 'issues')
  FROM new_rows GROUP BY address ORDER BY address
  ON CONFLICT (address) DO UPDATE
    SET active = a.active + excluded.active, completed = a.completed + excluded.completed, issues = a.issues + excluded.issues;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A job moved to another group or address: per row, and only then (the WHEN), so a claim (Posted to
-- Assigned) or a start (Assigned to In Progress), which stay Active, does not call it.
CREATE FUNCTION move_job_address_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_addresses AS a (address, active, completed, issues)
  SELECT address, sum(active), sum(completed), sum(issues)
  FROM (VALUES
    (OLD.address, -(job_group(OLD.status) = 'active')::int, -(job_group(OLD.status) = 'completed')::int, -(job_group(OLD.status) = 'issues')::int),
    (NEW.address, (job_group(NEW.status) = 'active')::int, (job_group(NEW.status) = 'completed')::int, (job_group(NEW.status) = 'issues')::int)
  ) AS moves (address, active, completed, issues)
  GROUP BY address ORDER BY address
  ON CONFLICT (address) DO UPDATE
    SET active = a.active + excluded.active, completed = a.completed + excluded.completed, issues = a.issues + excluded.issues;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER jobs_address_update ON jobs;--> statement-breakpoint
DROP FUNCTION add_job_address();--> statement-breakpoint
CREATE TRIGGER jobs_address_move AFTER UPDATE OF address, status ON jobs FOR EACH ROW
  WHEN (OLD.address IS DISTINCT FROM NEW.address OR job_group(OLD.status) <> job_group(NEW.status))
  EXECUTE FUNCTION move_job_address_tally();--> statement-breakpoint
-- An admin's delete, a cascade: the address stays (it finds nothing), its tallies go down.
CREATE FUNCTION remove_job_address_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_addresses;
  ELSE
    UPDATE job_addresses AS a SET active = a.active - t.active, completed = a.completed - t.completed, issues = a.issues - t.issues
    FROM (
      SELECT address,
        count(*) FILTER (WHERE job_group(status) = 'active') AS active,
        count(*) FILTER (WHERE job_group(status) = 'completed') AS completed,
        count(*) FILTER (WHERE job_group(status) = 'issues') AS issues
      FROM old_rows GROUP BY address
    ) AS t
    WHERE a.address = t.address;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_address_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remove_job_address_tallies();--> statement-breakpoint
CREATE TRIGGER jobs_address_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION remove_job_address_tallies();
