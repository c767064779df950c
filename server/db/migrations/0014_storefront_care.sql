CREATE TABLE "domain_claims" (
	"domain" text PRIMARY KEY NOT NULL,
	"owner_project_id" text NOT NULL,
	"domain_id" text NOT NULL,
	"claimed_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text,
	"order_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"source" text DEFAULT 'contact_form' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chat_channel_id" text,
	"resolved_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "enquiries"."name" || ' ' || "enquiries"."email" || ' ' || replace("enquiries"."email", '@', ' ') || ' ' || "enquiries"."subject" || ' ' || "enquiries"."message")) STORED,
	CONSTRAINT "enquiries_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "enquiry_logs" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"action" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_logs_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_connect_states" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"return_to" text,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"used_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_connect_states_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_connections" (
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"livemode" boolean DEFAULT false NOT NULL,
	"connected_by_id" text,
	"connected_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_connections_project_id_pk" PRIMARY KEY("project_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text,
	"product_name" text NOT NULL,
	"customer_id" text,
	"order_id" text,
	"author_name" text NOT NULL,
	"author_email" text,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_by_id" text,
	"moderated_by_name" text,
	"moderation_reason" text,
	"moderated_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "reviews"."product_name" || ' ' || "reviews"."author_name" || ' ' || "reviews"."title" || ' ' || "reviews"."body")) STORED,
	CONSTRAINT "reviews_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "storefront_domains" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp(3) with time zone,
	"last_checked_at" timestamp(3) with time zone,
	"last_error" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_domains_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "storefront_terms" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_terms_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "storefront_terms_signatures" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"terms_id" text NOT NULL,
	"version" text NOT NULL,
	"signed_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_terms_signatures_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
ALTER TABLE "domain_claims" ADD CONSTRAINT "domain_claims_owner_project_id_projects_id_fk" FOREIGN KEY ("owner_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_logs" ADD CONSTRAINT "enquiry_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_connect_states" ADD CONSTRAINT "payment_connect_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_connections" ADD CONSTRAINT "payment_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_domains" ADD CONSTRAINT "storefront_domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_terms" ADD CONSTRAINT "storefront_terms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_terms_signatures" ADD CONSTRAINT "storefront_terms_signatures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("project_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_search_idx" ON "enquiries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "enquiry_logs_enquiry_idx" ON "enquiry_logs" USING btree ("project_id","enquiry_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("project_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("project_id","rating","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_search_idx" ON "reviews" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_domains_domain_idx" ON "storefront_domains" USING btree ("project_id","kind","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_terms_version_idx" ON "storefront_terms" USING btree ("project_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_terms_signatures_idx" ON "storefront_terms_signatures" USING btree ("project_id","user_id","terms_id");--> statement-breakpoint
CREATE INDEX "storefront_terms_signatures_user_idx" ON "storefront_terms_signatures" USING btree ("user_id");
-- custom SQL (keep at merge): ratings are 1 to 5; enquiry and review statuses are the documented sets; a log belongs to an enquiry of its project.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("status" IN ('pending','approved','rejected','spam'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_check" CHECK ("status" IN ('open','pending','resolved'));--> statement-breakpoint
ALTER TABLE "enquiry_logs" ADD CONSTRAINT "enquiry_logs_enquiry_fk" FOREIGN KEY ("project_id","enquiry_id") REFERENCES "public"."enquiries"("project_id","id") ON DELETE CASCADE;
