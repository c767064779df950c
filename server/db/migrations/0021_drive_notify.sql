-- Custom SQL migration file, put your code below! ---- custom SQL (keep at merge)
CREATE OR REPLACE FUNCTION drive_file_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('drive_file_changed', OLD.project_id || ':' || OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER drive_files_changed_notify AFTER UPDATE OF public, status, sha256, content_type OR DELETE ON drive_files
  FOR EACH ROW EXECUTE FUNCTION drive_file_changed_notify();
