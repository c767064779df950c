CREATE TABLE "metric_batches" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"request_hash" text NOT NULL,
	"accepted" integer NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_batches_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "metric_points" (
	"project_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "metric_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"metric_id" text NOT NULL,
	"ts" timestamp(3) with time zone NOT NULL,
	"value" double precision NOT NULL,
	"series_key" text NOT NULL,
	"labels" jsonb NOT NULL,
	CONSTRAINT "metric_points_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "metric_rollups" (
	"project_id" text NOT NULL,
	"metric_id" text NOT NULL,
	"resolution" text NOT NULL,
	"series_key" text NOT NULL,
	"bucket" timestamp(3) with time zone NOT NULL,
	"labels" jsonb NOT NULL,
	"count" bigint NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	CONSTRAINT "metric_rollups_project_id_metric_id_resolution_bucket_series_key_pk" PRIMARY KEY("project_id","metric_id","resolution","bucket","series_key")
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"label_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"last_point_at" timestamp(3) with time zone,
	CONSTRAINT "metrics_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitor_events" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"monitor_id" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"value" double precision,
	"notified" boolean DEFAULT false NOT NULL,
	"at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_events_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"query" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"state" text DEFAULT 'ok' NOT NULL,
	"state_changed_at" timestamp(3) with time zone,
	"last_value" double precision,
	"last_evaluated_at" timestamp(3) with time zone,
	"schedule_token" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitors_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
ALTER TABLE "metric_batches" ADD CONSTRAINT "metric_batches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_points" ADD CONSTRAINT "metric_points_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_rollups" ADD CONSTRAINT "metric_rollups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_events" ADD CONSTRAINT "monitor_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_batches_created_idx" ON "metric_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "metric_points_series_idx" ON "metric_points" USING btree ("project_id","metric_id","ts");--> statement-breakpoint
CREATE INDEX "metric_rollups_bucket_brin" ON "metric_rollups" USING brin ("bucket");--> statement-breakpoint
CREATE UNIQUE INDEX "metrics_name_uq" ON "metrics" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "monitor_events_monitor_idx" ON "monitor_events" USING btree ("project_id","monitor_id","at");--> statement-breakpoint
CREATE INDEX "monitors_tags_idx" ON "monitors" USING gin ("tags");
-- custom SQL (keep at merge): BRIN on the append-only points' time (tiny, cheap on insert); value checks; a monitor's events go with it; room on rollup pages for HOT updates.
CREATE INDEX "metric_points_ts_brin" ON "metric_points" USING brin ("ts") WITH (pages_per_range = 32);--> statement-breakpoint
ALTER TABLE "metric_rollups" ADD CONSTRAINT "metric_rollups_resolution_check" CHECK ("resolution" IN ('minute', 'hour', 'day'));--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_type_check" CHECK ("type" IN ('threshold', 'no_data'));--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_state_check" CHECK ("state" IN ('ok', 'alert', 'no_data'));--> statement-breakpoint
ALTER TABLE "monitor_events" ADD CONSTRAINT "monitor_events_monitor_fk" FOREIGN KEY ("project_id","monitor_id") REFERENCES "public"."monitors"("project_id","id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "metric_rollups" SET (fillfactor = 80);
