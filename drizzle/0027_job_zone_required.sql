-- docs/decisions/064: a job is never left in a default zone: every writer names its place's.
ALTER TABLE "jobs" ALTER COLUMN "time_zone" DROP DEFAULT;
