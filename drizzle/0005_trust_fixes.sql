CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "cleaners" DROP CONSTRAINT "cleaners_calendar_token_unique";--> statement-breakpoint
ALTER TABLE "cleaners" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "job_checkpoints" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- A feed URL handed out before keeps working: its secret is kept as its hash from now on.
UPDATE "cleaners" SET "calendar_token_hash" = encode(sha256(convert_to("calendar_token", 'UTF8')), 'hex') WHERE "calendar_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaners" DROP COLUMN "calendar_token";--> statement-breakpoint
ALTER TABLE "cleaners" ADD CONSTRAINT "cleaners_calendar_token_hash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
-- docs/decisions/027: a person's name and phone live in profiles; the client and cleaner records'
-- copies (read by lists, emails and exports) follow every change of it, whoever makes it.
CREATE FUNCTION "profiles_follow_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clients" SET "name" = NEW."full_name", "phone" = NEW."phone" WHERE "user_id" = NEW."user_id" AND ("name", "phone") IS DISTINCT FROM (NEW."full_name", NEW."phone");
  UPDATE "cleaners" SET "name" = NEW."full_name", "phone" = NEW."phone" WHERE "user_id" = NEW."user_id" AND ("name", "phone") IS DISTINCT FROM (NEW."full_name", NEW."phone");
  UPDATE "auth_users" SET "name" = NEW."full_name" WHERE "id" = NEW."user_id" AND "name" IS DISTINCT FROM NEW."full_name";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_follow_name" AFTER UPDATE OF "full_name", "phone" ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_follow_name"();--> statement-breakpoint
-- Records that already drifted take the profile's name now.
UPDATE "clients" c SET "name" = p."full_name" FROM "profiles" p WHERE p."user_id" = c."user_id" AND c."name" <> p."full_name";--> statement-breakpoint
UPDATE "cleaners" c SET "name" = p."full_name" FROM "profiles" p WHERE p."user_id" = c."user_id" AND c."name" <> p."full_name";
