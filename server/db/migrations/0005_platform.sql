CREATE TABLE "platform_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_terms_signatures" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform_id" text NOT NULL,
	"project_id" text,
	"terms_id" text NOT NULL,
	"version" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"favicon" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"user_id" text,
	"project_id" text,
	"search_term" text NOT NULL,
	"search_result_number" integer NOT NULL,
	"search_log_context" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_terms" ADD CONSTRAINT "platform_terms_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_terms_signatures" ADD CONSTRAINT "platform_terms_signatures_terms_id_platform_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."platform_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_terms_version_idx" ON "platform_terms" USING btree ("platform_id","version");--> statement-breakpoint
CREATE INDEX "platform_terms_latest_idx" ON "platform_terms" USING btree ("platform_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_terms_signatures_user_terms_idx" ON "platform_terms_signatures" USING btree ("user_id","terms_id");--> statement-breakpoint
CREATE INDEX "search_logs_platform_idx" ON "search_logs" USING btree ("platform_id","created_at");