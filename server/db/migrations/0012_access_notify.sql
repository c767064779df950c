-- Project access changes are announced to every API process (server/lib/auth/access-cache.ts): each process
-- keeps members' access in memory and drops it on these notifications. Triggers, not application calls, so
-- every write path — present and future, SQL consoles included — invalidates. Only changes that can take
-- access away or change it are announced (a new membership is never cached before it exists).
CREATE OR REPLACE FUNCTION shopfloor_access_changed_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('project_access_changed', 'p:' || OLD.project_id);
  ELSE
    PERFORM pg_notify('project_access_changed', 'p:' || OLD.project_id);
    PERFORM pg_notify('project_access_changed', 'p:' || NEW.project_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shopfloor_access_changed_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('project_access_changed', 'p:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shopfloor_access_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('project_access_changed', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_members_access_changed AFTER UPDATE OR DELETE ON "project_members"
  FOR EACH ROW EXECUTE FUNCTION shopfloor_access_changed_project();
--> statement-breakpoint
CREATE TRIGGER project_roles_access_changed AFTER UPDATE OR DELETE ON "project_roles"
  FOR EACH ROW EXECUTE FUNCTION shopfloor_access_changed_project();
--> statement-breakpoint
CREATE TRIGGER projects_access_changed AFTER UPDATE OF "require_two_factor" OR DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION shopfloor_access_changed_projects();
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF "totp_enabled_at" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION shopfloor_access_changed_user();
