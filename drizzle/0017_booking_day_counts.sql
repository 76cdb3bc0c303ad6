CREATE TABLE "booking_day_counts" (
	"day" timestamp with time zone NOT NULL,
	"slot" integer NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "booking_day_counts_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
-- Jobs booked per absolute day beside trend_counts' quarter hours (docs/decisions/053): the admin
-- list's late page sums a few hundred days instead of thousands of quarter hours. Kept by the same
-- statement-level trigger as trend_counts, in the writer's transaction, the slot the writer's
-- connection, the rows locked in day order after the quarter hours'. An update that moves no job
-- between days (every update but a re-dating) touches no row.
CREATE OR REPLACE FUNCTION count_job_trends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE trend_counts SET booked = 0, completed = 0 WHERE booked <> 0 OR completed <> 0;
    DELETE FROM booking_day_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
    SELECT m.bucket, pg_backend_pid() % 16, sum(m.booked), sum(m.completed), 0
    FROM new_rows AS r, job_trend_moves(1, r.created_at, r.status, r.completed_at) AS m
    GROUP BY m.bucket ORDER BY m.bucket
    ON CONFLICT (bucket, slot) DO UPDATE SET booked = c.booked + excluded.booked, completed = c.completed + excluded.completed;
    INSERT INTO booking_day_counts AS c (day, slot, booked)
    SELECT date_bin('1 day', created_at, '2000-01-01 00:00:00+00'), pg_backend_pid() % 16, count(*)
    FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET booked = c.booked + excluded.booked;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO trend_counts AS c (bucket, slot, booked, completed, revenue_cents)
    SELECT m.bucket, pg_backend_pid() % 16, sum(m.booked), sum(m.completed), 0
    FROM old_rows AS r, job_trend_moves(-1, r.created_at, r.status, r.completed_at) AS m
    GROUP BY m.bucket ORDER BY m.bucket
    ON CONFLICT (bucket, slot) DO UPDATE SET booked = c.booked + excluded.booked, completed = c.completed + excluded.completed;
    INSERT INTO booking_day_counts AS c (day, slot, booked)
    SELECT date_bin('1 day', created_at, '2000-01-01 00:00:00+00'), pg_backend_pid() % 16, -count(*)
    FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET booked = c.booked + excluded.booked;
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
    INSERT INTO booking_day_counts AS c (day, slot, booked)
    SELECT day, pg_backend_pid() % 16, sum(booked)
    FROM (
      SELECT date_bin('1 day', created_at, '2000-01-01 00:00:00+00') AS day, 1 AS booked FROM new_rows
      UNION ALL
      SELECT date_bin('1 day', created_at, '2000-01-01 00:00:00+00'), -1 FROM old_rows
    ) AS moves
    GROUP BY day HAVING sum(booked) <> 0 ORDER BY day
    ON CONFLICT (day, slot) DO UPDATE SET booked = c.booked + excluded.booked;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The jobs already there, counted once (slot 0).
INSERT INTO booking_day_counts (day, slot, booked)
SELECT date_bin('1 day', created_at, '2000-01-01 00:00:00+00'), 0, count(*) FROM jobs GROUP BY 1;
