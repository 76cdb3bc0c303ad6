-- docs/decisions/053: a cleaner's held assignments are found by the time they cover (a GiST index of
-- the cleaner and the job's time range, migration 0020); btree_gist lets the cleaner's uuid share it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
