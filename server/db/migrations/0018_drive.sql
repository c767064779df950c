CREATE TABLE "drive_changes" (
	"project_id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "drive_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_changes_project_id_seq_pk" PRIMARY KEY("project_id","seq")
);
--> statement-breakpoint
CREATE TABLE "drive_files" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"folder" text DEFAULT '/' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags_text" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_type" text,
	"declared_type" text,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"sha256" text,
	"status" text DEFAULT 'uploading' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(tags_text, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "drive_files_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "drive_settings" (
	"project_id" text NOT NULL,
	"quota_bytes" bigint NOT NULL,
	"max_file_bytes" bigint NOT NULL,
	"allowed_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_settings_project_id_pk" PRIMARY KEY("project_id")
);
--> statement-breakpoint
CREATE TABLE "drive_usage" (
	"project_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "drive_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"bytes" bigint NOT NULL,
	"at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_usage_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
ALTER TABLE "drive_changes" ADD CONSTRAINT "drive_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_files" ADD CONSTRAINT "drive_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_files" ADD CONSTRAINT "drive_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_settings" ADD CONSTRAINT "drive_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_usage" ADD CONSTRAINT "drive_usage_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_files_project_name_idx" ON "drive_files" USING btree ("project_id","name","id");--> statement-breakpoint
CREATE INDEX "drive_files_project_updated_idx" ON "drive_files" USING btree ("project_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "drive_files_project_size_idx" ON "drive_files" USING btree ("project_id","size","id");--> statement-breakpoint
CREATE INDEX "drive_files_project_folder_idx" ON "drive_files" USING btree ("project_id","folder","name","id");--> statement-breakpoint
CREATE INDEX "drive_files_search_idx" ON "drive_files" USING gin ("search");--> statement-breakpoint
CREATE INDEX "drive_usage_at_idx" ON "drive_usage" USING btree ("at");--> statement-breakpoint
-- custom SQL (keep at merge)
ALTER TABLE "drive_files" ADD CONSTRAINT "drive_files_sizes_check" CHECK ("size" >= 0 AND "received" >= 0 AND "received" <= "size");--> statement-breakpoint
ALTER TABLE "drive_files" ADD CONSTRAINT "drive_files_status_check" CHECK ("status" IN ('uploading', 'ready'));--> statement-breakpoint
ALTER TABLE "drive_changes" ADD CONSTRAINT "drive_changes_kind_check" CHECK ("kind" IN ('created', 'updated', 'deleted'));--> statement-breakpoint
ALTER TABLE "drive_settings" ADD CONSTRAINT "drive_settings_limits_check" CHECK ("quota_bytes" >= 0 AND "max_file_bytes" >= 1);
