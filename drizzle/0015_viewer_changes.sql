-- Every signed-in request starts from its viewer: the session, the account, the profile and the
-- client or cleaner record (auth/session.ts). A server keeps that in memory for a read (auth/
-- viewer-cache.ts, docs/decisions/056) only because every committed change to those rows is
-- announced here, whoever makes it: the app, Better Auth, the background runner, an operator's SQL.
-- The payload is the user id ('*' after a TRUNCATE: anyone). NOTIFY is sent at commit, and a
-- rolled-back change announces nothing.
CREATE FUNCTION "notify_viewer_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('tidyline_viewers', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('tidyline_viewers', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('tidyline_viewers', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new session is looked up before it is kept, so its insert needs no notice.
CREATE TRIGGER "auth_sessions_viewer_change" AFTER UPDATE OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "auth_users_viewer_change" AFTER UPDATE OR DELETE ON "auth_users"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_change"('id');
--> statement-breakpoint
CREATE TRIGGER "profiles_viewer_change" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "clients_viewer_change" AFTER INSERT OR UPDATE OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "cleaners_viewer_change" AFTER INSERT OR UPDATE OR DELETE ON "cleaners"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_viewer_truncate" AFTER TRUNCATE ON "auth_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();
--> statement-breakpoint
CREATE TRIGGER "auth_users_viewer_truncate" AFTER TRUNCATE ON "auth_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();
--> statement-breakpoint
CREATE TRIGGER "profiles_viewer_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();
--> statement-breakpoint
CREATE TRIGGER "clients_viewer_truncate" AFTER TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();
--> statement-breakpoint
CREATE TRIGGER "cleaners_viewer_truncate" AFTER TRUNCATE ON "cleaners"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();
