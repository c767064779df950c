CREATE TABLE "blog_posts" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"platform_id" text,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"cover" text,
	"author_name" text DEFAULT '' NOT NULL,
	"author_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'draft' NOT NULL,
	"type" text DEFAULT 'project' NOT NULL,
	"published_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')) STORED,
	CONSTRAINT "blog_posts_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"platform_id" text,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_groups_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "faq_votes" (
	"project_id" text NOT NULL,
	"faq_id" text NOT NULL,
	"user_id" text NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_votes_project_id_faq_id_user_id_pk" PRIMARY KEY("project_id","faq_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"platform_id" text,
	"group_id" text,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"answer_text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visibility" text DEFAULT 'draft' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"not_helpful_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(question, '')), 'A') || setweight(to_tsvector('english', coalesce(answer_text, '')), 'B')) STORED,
	CONSTRAINT "faqs_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_groups" ADD CONSTRAINT "faq_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votes" ADD CONSTRAINT "faq_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_votes" ADD CONSTRAINT "faq_votes_faq_fk" FOREIGN KEY ("project_id","faq_id") REFERENCES "public"."faqs"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_project_slug_idx" ON "blog_posts" USING btree ("project_id","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_project_published_idx" ON "blog_posts" USING btree ("project_id","published_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_platform_idx" ON "blog_posts" USING btree ("platform_id","type","visibility");--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "faq_groups_project_position_idx" ON "faq_groups" USING btree ("project_id","position","id");--> statement-breakpoint
CREATE INDEX "faq_groups_platform_idx" ON "faq_groups" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "faqs_project_position_idx" ON "faqs" USING btree ("project_id","position","id");--> statement-breakpoint
CREATE INDEX "faqs_platform_visibility_idx" ON "faqs" USING btree ("platform_id","visibility");--> statement-breakpoint
CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "faqs_search_idx" ON "faqs" USING gin ("search");--> statement-breakpoint
-- custom SQL (keep at merge): an FAQ's group is in its project; deleting the group keeps the FAQ, ungrouped (PostgreSQL 15+ column list).
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_group_fk" FOREIGN KEY ("project_id","group_id") REFERENCES "public"."faq_groups"("project_id","id") ON DELETE SET NULL ("group_id");
