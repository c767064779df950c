CREATE TABLE "integration_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'apps' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_listings" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_code" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'puzzle' NOT NULL,
	"developer" text DEFAULT 'Shopfloor' NOT NULL,
	"config_schema" jsonb DEFAULT '{"fields":[]}'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_products" (
	"id" text PRIMARY KEY NOT NULL,
	"integration_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_integrations" (
	"project_id" text NOT NULL,
	"code" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"installed_at" timestamp with time zone,
	"uninstalled_at" timestamp with time zone,
	"setup_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_integrations_project_id_code_pk" PRIMARY KEY("project_id","code")
);
--> statement-breakpoint
ALTER TABLE "integration_listings" ADD CONSTRAINT "integration_listings_category_code_integration_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."integration_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_products" ADD CONSTRAINT "integration_products_integration_code_integration_listings_code_fk" FOREIGN KEY ("integration_code") REFERENCES "public"."integration_listings"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_integrations" ADD CONSTRAINT "project_integrations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_integrations" ADD CONSTRAINT "project_integrations_code_integration_listings_code_fk" FOREIGN KEY ("code") REFERENCES "public"."integration_listings"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_listings_category_idx" ON "integration_listings" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "integration_products_code_idx" ON "integration_products" USING btree ("integration_code","sort_order");--> statement-breakpoint
CREATE INDEX "project_integrations_code_idx" ON "project_integrations" USING btree ("code");