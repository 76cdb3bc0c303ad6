-- docs/decisions/053: a street search past MATCH_COUNT_CAP read 10,001 jobs to say "10,000+". Each
-- address now holds how many jobs it has in each of spec 2's job groups (the tabs but "All"), so a
-- search matching addresses only is counted exactly from its addresses (1,575 rows for a street of
-- 125,000 jobs). Kept by triggers on jobs, as job_counts is (migration 0008), for every writer.
ALTER TABLE "job_addresses" ADD COLUMN "active" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_addresses" ADD COLUMN "completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_addresses" ADD COLUMN "issues" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- spec 2's tabs: Active (Posted, Assigned, In Progress), Completed, Issues (Canceled, Problem);
-- shared/schemas/admin-jobs.ts's ADMIN_JOB_TABS, which job-counts.test.ts holds this to.
CREATE FUNCTION job_group(state job_status) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN state = 'Completed' THEN 'completed' WHEN state IN ('Canceled', 'Problem') THEN 'issues' ELSE 'active' END
$$;--> statement-breakpoint
-- A job put at an address (sign 1) or taken from it (sign -1), in its status's group.
CREATE TYPE address_move AS (address text, status job_status, sign integer);--> statement-breakpoint
-- The one way the tallies move: every move of a statement in one upsert, in address order, so
-- concurrent statements lock the addresses' rows in one order.
CREATE FUNCTION move_address_tallies(moves address_move[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO job_addresses AS a (address, active, completed, issues)
  SELECT m.address,
    coalesce(sum(m.sign) FILTER (WHERE job_group(m.status) = 'active'), 0),
    coalesce(sum(m.sign) FILTER (WHERE job_group(m.status) = 'completed'), 0),
    coalesce(sum(m.sign) FILTER (WHERE job_group(m.status) = 'issues'), 0)
  FROM unnest(moves) AS m GROUP BY m.address ORDER BY m.address
  ON CONFLICT (address) DO UPDATE
    SET active = a.active + excluded.active, completed = a.completed + excluded.completed, issues = a.issues + excluded.issues
$$;--> statement-breakpoint
-- The jobs there already (every address is there: migration 0021).
SELECT move_address_tallies(ARRAY(SELECT (address, status, 1)::address_move FROM jobs));--> statement-breakpoint
-- Bookings: statement-level, so a load of many jobs moves the tallies in one statement.
CREATE OR REPLACE FUNCTION add_job_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_address_tallies(ARRAY(SELECT (address, status, 1)::address_move FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
-- A job moved to another group or address: per row, and only then (the trigger's WHEN), so a claim
-- (Posted to Assigned) or a start (Assigned to In Progress), which stay Active, does not call it.
-- The WHEN names the groups' statuses itself: PostgreSQL prepares it on every UPDATE statement that
-- sets a status, and calling job_group there cost a claim's UPDATE 20 to 40 µs, against 4 to 10.
CREATE FUNCTION move_job_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_address_tallies(ARRAY[(OLD.address, OLD.status, -1)::address_move, (NEW.address, NEW.status, 1)::address_move]);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER jobs_address_update ON jobs;--> statement-breakpoint
DROP FUNCTION add_job_address();--> statement-breakpoint
CREATE TRIGGER jobs_address_move AFTER UPDATE OF address, status ON jobs FOR EACH ROW
  WHEN (
    OLD.address IS DISTINCT FROM NEW.address
    OR (OLD.status = 'Completed') <> (NEW.status = 'Completed')
    OR (OLD.status IN ('Canceled', 'Problem')) <> (NEW.status IN ('Canceled', 'Problem'))
  )
  EXECUTE FUNCTION move_job_address();--> statement-breakpoint
-- An admin's delete, a cascade: the address stays (it finds nothing), its tallies go down. A
-- truncate empties the table.
CREATE FUNCTION remove_job_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_addresses;
  ELSE
    PERFORM move_address_tallies(ARRAY(SELECT (address, status, -1)::address_move FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_address_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remove_job_addresses();--> statement-breakpoint
CREATE TRIGGER jobs_address_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION remove_job_addresses();
