CREATE TABLE "flow_sends" (
	"project_id" text NOT NULL,
	"run_id" text NOT NULL,
	"step" integer NOT NULL,
	"flow_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp(3) with time zone,
	"clicked_at" timestamp(3) with time zone,
	"unsubscribed_at" timestamp(3) with time zone,
	CONSTRAINT "flow_sends_project_id_run_id_step_pk" PRIMARY KEY("project_id","run_id","step")
);
--> statement-breakpoint
ALTER TABLE "flow_runs" ADD COLUMN "version" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD COLUMN "trigger" text NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD COLUMN "next_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD COLUMN "exit_reason" text;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD COLUMN "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_sends" ADD CONSTRAINT "flow_sends_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_sends_flow_idx" ON "flow_sends" USING btree ("project_id","flow_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_runs_flow_idx" ON "flow_runs" USING btree ("project_id","flow_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- custom SQL (keep at merge)
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_status_check" CHECK ("status" IN ('active', 'done', 'exited'));--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_flow_fk" FOREIGN KEY ("project_id", "flow_id") REFERENCES "flows" ("project_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_subscriber_fk" FOREIGN KEY ("project_id", "subscriber_id") REFERENCES "mail_subscribers" ("project_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "flow_sends" ADD CONSTRAINT "flow_sends_run_fk" FOREIGN KEY ("project_id", "run_id") REFERENCES "flow_runs" ("project_id", "id") ON DELETE CASCADE;
