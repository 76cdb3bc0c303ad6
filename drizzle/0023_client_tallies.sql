-- docs/decisions/053: a client search ("Harper Chen": 641 clients) read all their jobs (6,412) to
-- count them per tab and to sort out the newest 25. Each client's row now holds how many jobs it has
-- in each of spec 2's job groups (the tabs but "All") and its newest booking (created_at, then
-- job_id: the admin list's order), so such a search is counted from the clients it matches, and its
-- page read from the jobs of the few clients whose newest bookings come first. Kept by triggers on
-- jobs, as job_addresses' tallies are (migration 0022), for every writer.
ALTER TABLE "clients" ADD COLUMN "jobs_active" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "jobs_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "jobs_issues" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "newest_booking_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "newest_job_id" uuid;--> statement-breakpoint
-- Room on each page for a row's next version: a booking's update of the tallies then stays on the
-- page (a HOT update, no new index entry), and the trigram indexes the search reads do not grow
-- with bookings. A row moved to another page gives each of them an entry for its new place.
ALTER TABLE "clients" SET (fillfactor = 80);--> statement-breakpoint
-- The tallies are no part of anyone's viewer (docs/decisions/056): a booking moving them announces
-- nothing. Every other column is named here; viewer-changes.test.ts holds the list to the table.
DROP TRIGGER "clients_viewer_change" ON "clients";--> statement-breakpoint
CREATE TRIGGER "clients_viewer_change"
  AFTER INSERT OR DELETE OR UPDATE OF "client_id", "user_id", "name", "email", "phone", "status", "default_address", "created_at", "offer_minutes"
  ON "clients" FOR EACH ROW EXECUTE FUNCTION "notify_viewer_change"('user_id');--> statement-breakpoint
-- A job given to a client (sign 1) or taken from them (sign -1), in its status's group.
CREATE TYPE client_move AS (client_id uuid, status job_status, sign integer);--> statement-breakpoint
-- The one way the tallies move: the clients' rows locked in client order first (concurrent
-- statements lock them in one order), then every move of a statement in one UPDATE, each client's
-- newest booking read again from jobs_client_id_created_at_idx (one descent). The row trigger below
-- moves one job at a time: an UPDATE of several clients' jobs would lock them in row order (every
-- UPDATE of jobs in the app is of one job).
CREATE FUNCTION move_client_tallies(moves client_move[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM clients WHERE client_id IN (SELECT m.client_id FROM unnest(moves) AS m) ORDER BY client_id FOR NO KEY UPDATE;
  UPDATE clients AS c SET
    jobs_active = c.jobs_active + m.active,
    jobs_completed = c.jobs_completed + m.completed,
    jobs_issues = c.jobs_issues + m.issues,
    (newest_booking_at, newest_job_id) = (
      SELECT j.created_at, j.job_id FROM jobs AS j WHERE j.client_id = c.client_id ORDER BY j.created_at DESC, j.job_id DESC LIMIT 1
    )
  FROM (
    SELECT moved.client_id,
      coalesce(sum(moved.sign) FILTER (WHERE job_group(moved.status) = 'active'), 0) AS active,
      coalesce(sum(moved.sign) FILTER (WHERE job_group(moved.status) = 'completed'), 0) AS completed,
      coalesce(sum(moved.sign) FILTER (WHERE job_group(moved.status) = 'issues'), 0) AS issues
    FROM unnest(moves) AS moved GROUP BY moved.client_id
  ) AS m
  WHERE c.client_id = m.client_id
$$;--> statement-breakpoint
-- The jobs there already. Full pages: every client with a job moved to another page, so the
-- indexes are rebuilt compact (measured at 100,000 clients: the search's trigram scan took 6 ms
-- after the move, 1.7 ms rebuilt; the rebuild took 0.4 s).
SELECT move_client_tallies(ARRAY(SELECT (client_id, status, 1)::client_move FROM jobs));--> statement-breakpoint
REINDEX TABLE "clients";--> statement-breakpoint
-- One trigger per event now moves both tallies, the client's first: a booking holds its client's
-- row from its start (lockActiveClient), so every writer takes the client's row before the address's
-- and the counters' rows, never after (else a cancel holding a counter row and a booking holding the
-- client would wait for each other). Triggers of one event fire in name order: "a_" puts these
-- before jobs_count_* and jobs_trend_*. They replace 0021 and 0022's address triggers.
DROP TRIGGER jobs_addresses_insert ON jobs;--> statement-breakpoint
DROP TRIGGER jobs_address_delete ON jobs;--> statement-breakpoint
DROP TRIGGER jobs_address_truncate ON jobs;--> statement-breakpoint
DROP TRIGGER jobs_address_move ON jobs;--> statement-breakpoint
DROP FUNCTION add_job_addresses();--> statement-breakpoint
DROP FUNCTION remove_job_addresses();--> statement-breakpoint
DROP FUNCTION move_job_address();--> statement-breakpoint
-- Bookings: statement-level, so a load of many jobs moves the tallies in one statement.
CREATE FUNCTION add_job_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_client_tallies(ARRAY(SELECT (client_id, status, 1)::client_move FROM new_rows));
  PERFORM move_address_tallies(ARRAY(SELECT (address, status, 1)::address_move FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_a_tallies_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION add_job_tallies();--> statement-breakpoint
-- An admin's delete, a client's cascade (their row is gone: nothing to move); an address stays (it
-- finds nothing). A truncate zeroes the clients' tallies and empties the addresses.
CREATE FUNCTION remove_job_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE clients SET jobs_active = 0, jobs_completed = 0, jobs_issues = 0, newest_booking_at = NULL, newest_job_id = NULL
      WHERE newest_job_id IS NOT NULL OR jobs_active <> 0 OR jobs_completed <> 0 OR jobs_issues <> 0;
    DELETE FROM job_addresses;
  ELSE
    PERFORM move_client_tallies(ARRAY(SELECT (client_id, status, -1)::client_move FROM old_rows));
    PERFORM move_address_tallies(ARRAY(SELECT (address, status, -1)::address_move FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_a_tallies_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remove_job_tallies();--> statement-breakpoint
CREATE TRIGGER jobs_a_tallies_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION remove_job_tallies();--> statement-breakpoint
-- A job moved to another group, address, client or booking time: per row (a row trigger fires before
-- every statement trigger), and only then (its WHEN), so a claim (Posted to Assigned) or a start,
-- which stay Active, calls nothing. The WHEN names the groups' statuses itself, as 0022's did
-- (calling job_group there cost a claim's UPDATE 20 to 40 µs).
CREATE FUNCTION move_job_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_client_tallies(ARRAY[(OLD.client_id, OLD.status, -1)::client_move, (NEW.client_id, NEW.status, 1)::client_move]);
  PERFORM move_address_tallies(ARRAY[(OLD.address, OLD.status, -1)::address_move, (NEW.address, NEW.status, 1)::address_move]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_a_tallies_move AFTER UPDATE OF address, status, client_id, created_at ON jobs FOR EACH ROW
  WHEN (
    OLD.address IS DISTINCT FROM NEW.address
    OR OLD.client_id IS DISTINCT FROM NEW.client_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR (OLD.status = 'Completed') <> (NEW.status = 'Completed')
    OR (OLD.status IN ('Canceled', 'Problem')) <> (NEW.status IN ('Canceled', 'Problem'))
  )
  EXECUTE FUNCTION move_job_tallies();
