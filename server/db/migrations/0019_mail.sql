CREATE TABLE "flow_runs" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"flow_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp(3) with time zone,
	CONSTRAINT "flow_runs_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"live" jsonb,
	"published_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flows_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_campaigns" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"from_email" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" jsonb DEFAULT '{"mailingListIds":[],"excludeMailingListIds":[],"segment":null}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp(3) with time zone,
	"send_rate" integer DEFAULT 600 NOT NULL,
	"html" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp(3) with time zone,
	"sent_at" timestamp(3) with time zone,
	"duplicated_from" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_campaigns_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_imports" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"filename" text NOT NULL,
	"path" text NOT NULL,
	"bytes" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mailing_list_id" text,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"bytes_read" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"created_by" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp(3) with time zone,
	CONSTRAINT "mail_imports_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_sends" (
	"project_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp(3) with time zone,
	"opened_at" timestamp(3) with time zone,
	"clicked_at" timestamp(3) with time zone,
	"unsubscribed_at" timestamp(3) with time zone,
	"bounced_at" timestamp(3) with time zone,
	"error" text,
	CONSTRAINT "mail_sends_project_id_campaign_id_subscriber_id_pk" PRIMARY KEY("project_id","campaign_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "mail_subscribers" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"consent_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"consent_source" text DEFAULT 'api' NOT NULL,
	"last_opened_at" timestamp(3) with time zone,
	"last_clicked_at" timestamp(3) with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_subscribers_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "mailing_list_members" (
	"project_id" text NOT NULL,
	"mailing_list_id" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"added_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_list_members_project_id_mailing_list_id_subscriber_id_pk" PRIMARY KEY("project_id","mailing_list_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "mailing_lists" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'static' NOT NULL,
	"rules" jsonb,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_lists_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_imports" ADD CONSTRAINT "mail_imports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_subscribers" ADD CONSTRAINT "mail_subscribers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_list_members" ADD CONSTRAINT "mailing_list_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD CONSTRAINT "mailing_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_runs_active_idx" ON "flow_runs" USING btree ("project_id","flow_id","subscriber_id") WHERE "flow_runs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "flows_created_idx" ON "flows" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_campaigns_created_idx" ON "mail_campaigns" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_campaigns_status_idx" ON "mail_campaigns" USING btree ("project_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_imports_created_idx" ON "mail_imports" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_sends_pending_idx" ON "mail_sends" USING btree ("project_id","campaign_id","subscriber_id") WHERE "mail_sends"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_subscribers_email_idx" ON "mail_subscribers" USING btree ("project_id","email");--> statement-breakpoint
CREATE INDEX "mail_subscribers_created_idx" ON "mail_subscribers" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_subscribers_opened_idx" ON "mail_subscribers" USING btree ("project_id",coalesce("last_opened_at", '1970-01-01 00:00:00+00'::timestamptz) DESC,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_subscribers_clicked_idx" ON "mail_subscribers" USING btree ("project_id",coalesce("last_clicked_at", '1970-01-01 00:00:00+00'::timestamptz) DESC,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mailing_list_members_subscriber_idx" ON "mailing_list_members" USING btree ("project_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "mailing_lists_created_idx" ON "mailing_lists" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- custom SQL (keep at merge)
ALTER TABLE "mail_subscribers" ADD CONSTRAINT "mail_subscribers_status_check" CHECK ("status" IN ('subscribed', 'unsubscribed', 'bounced', 'complained'));--> statement-breakpoint
ALTER TABLE "mail_subscribers" ADD CONSTRAINT "mail_subscribers_gender_check" CHECK ("gender" IS NULL OR "gender" IN ('male', 'female'));--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_status_check" CHECK ("status" IN ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'));--> statement-breakpoint
ALTER TABLE "mailing_list_members" ADD CONSTRAINT "mailing_list_members_list_fk" FOREIGN KEY ("project_id", "mailing_list_id") REFERENCES "mailing_lists" ("project_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "mailing_list_members" ADD CONSTRAINT "mailing_list_members_subscriber_fk" FOREIGN KEY ("project_id", "subscriber_id") REFERENCES "mail_subscribers" ("project_id", "id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_campaign_fk" FOREIGN KEY ("project_id", "campaign_id") REFERENCES "mail_campaigns" ("project_id", "id") ON DELETE CASCADE;
