CREATE TABLE "gfn_fulfillments" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"statement_id" text NOT NULL,
	"order_reference" text NOT NULL,
	"item_count" integer NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"fulfilled_at" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "gfn_fulfillments_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "gfn_products" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"base_cost" bigint NOT NULL,
	"currency" text NOT NULL,
	"quantity_step" integer,
	"variant_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "gfn_products_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "gfn_statements" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"fulfillment_project_id" text NOT NULL,
	"fulfillment_project_name" text NOT NULL,
	"number" text NOT NULL,
	"period_start" timestamp(3) with time zone NOT NULL,
	"period_end" timestamp(3) with time zone NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"fulfillment_count" integer DEFAULT 0 NOT NULL,
	"transaction_count" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gfn_statements_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "gfn_stock_levels" (
	"project_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"fulfillment_project_id" text NOT NULL,
	"fulfillment_project_name" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gfn_stock_levels_project_id_variant_id_fulfillment_project_id_pk" PRIMARY KEY("project_id","variant_id","fulfillment_project_id")
);
--> statement-breakpoint
CREATE TABLE "gfn_stock_movements" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"fulfillment_project_id" text NOT NULL,
	"kind" text NOT NULL,
	"on_hand_delta" integer NOT NULL,
	"reserved_delta" integer NOT NULL,
	"reference" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gfn_stock_movements_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "gfn_transactions" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"statement_id" text NOT NULL,
	"fulfillment_id" text,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"sku" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(description, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(fulfillment_id, '') || ' ' || type)) STORED,
	CONSTRAINT "gfn_transactions_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "gfn_variants" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cost" bigint NOT NULL,
	"currency" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"gtin" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gfn_variants_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "insert_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"size" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"paper" text NOT NULL,
	"cost" bigint NOT NULL,
	"currency" text NOT NULL,
	"artwork_spec" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inserts" (
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"insert_type_id" text NOT NULL,
	"artwork" text NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inserts_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
ALTER TABLE "gfn_fulfillments" ADD CONSTRAINT "gfn_fulfillments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gfn_products" ADD CONSTRAINT "gfn_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gfn_statements" ADD CONSTRAINT "gfn_statements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gfn_stock_levels" ADD CONSTRAINT "gfn_stock_levels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gfn_stock_movements" ADD CONSTRAINT "gfn_stock_movements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gfn_transactions" ADD CONSTRAINT "gfn_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gfn_variants" ADD CONSTRAINT "gfn_variants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inserts" ADD CONSTRAINT "inserts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inserts" ADD CONSTRAINT "inserts_insert_type_id_insert_types_id_fk" FOREIGN KEY ("insert_type_id") REFERENCES "public"."insert_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gfn_fulfillments_statement_idx" ON "gfn_fulfillments" USING btree ("project_id","statement_id","fulfilled_at","id");--> statement-breakpoint
CREATE INDEX "gfn_products_project_title_idx" ON "gfn_products" USING btree ("project_id","title","id");--> statement-breakpoint
CREATE INDEX "gfn_products_project_category_idx" ON "gfn_products" USING btree ("project_id","category","title","id");--> statement-breakpoint
CREATE INDEX "gfn_products_search_idx" ON "gfn_products" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "gfn_statements_project_number_uq" ON "gfn_statements" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "gfn_statements_project_period_idx" ON "gfn_statements" USING btree ("project_id","period_start","id");--> statement-breakpoint
CREATE INDEX "gfn_stock_levels_project_factory_idx" ON "gfn_stock_levels" USING btree ("project_id","fulfillment_project_id","variant_id");--> statement-breakpoint
CREATE INDEX "gfn_stock_movements_level_idx" ON "gfn_stock_movements" USING btree ("project_id","variant_id","fulfillment_project_id","id");--> statement-breakpoint
CREATE INDEX "gfn_transactions_project_created_idx" ON "gfn_transactions" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gfn_transactions_statement_idx" ON "gfn_transactions" USING btree ("project_id","statement_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gfn_transactions_fulfillment_idx" ON "gfn_transactions" USING btree ("project_id","fulfillment_id");--> statement-breakpoint
CREATE INDEX "gfn_transactions_search_idx" ON "gfn_transactions" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "gfn_variants_project_sku_uq" ON "gfn_variants" USING btree ("project_id","sku");--> statement-breakpoint
CREATE INDEX "gfn_variants_project_product_idx" ON "gfn_variants" USING btree ("project_id","product_id","id");--> statement-breakpoint
CREATE INDEX "inserts_project_created_idx" ON "inserts" USING btree ("project_id","id");
-- custom SQL (keep at merge)
-- The stock ledger is append-only: a movement is never changed or removed (a correction is a new `adjusted` movement).
CREATE FUNCTION gfn_stock_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'gfn_stock_movements is append-only (% refused)', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER gfn_stock_movements_append_only BEFORE UPDATE OR DELETE ON gfn_stock_movements
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION gfn_stock_movements_append_only();
--> statement-breakpoint
ALTER TABLE gfn_stock_levels ADD CONSTRAINT gfn_stock_levels_non_negative CHECK (on_hand >= 0 AND reserved >= 0 AND reserved <= on_hand);
--> statement-breakpoint
ALTER TABLE gfn_variants ADD CONSTRAINT gfn_variants_product_fk FOREIGN KEY (project_id, product_id) REFERENCES gfn_products (project_id, id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE gfn_stock_levels ADD CONSTRAINT gfn_stock_levels_variant_fk FOREIGN KEY (project_id, variant_id) REFERENCES gfn_variants (project_id, id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE gfn_fulfillments ADD CONSTRAINT gfn_fulfillments_statement_fk FOREIGN KEY (project_id, statement_id) REFERENCES gfn_statements (project_id, id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE gfn_transactions ADD CONSTRAINT gfn_transactions_statement_fk FOREIGN KEY (project_id, statement_id) REFERENCES gfn_statements (project_id, id) ON DELETE CASCADE;
--> statement-breakpoint
INSERT INTO insert_types (id, name, size, width_mm, height_mm, paper, cost, currency, artwork_spec, position) VALUES
  ('thank-you-card-a6', 'Thank-you card', 'A6', 105, 148, '350 gsm silk, matt laminate', 18, 'EUR', 'PDF or PNG, 1240 × 1748 px at 300 dpi, 3 mm bleed, CMYK', 0),
  ('flyer-a5', 'Flyer', 'A5', 148, 210, '170 gsm gloss', 12, 'EUR', 'PDF, 148 × 210 mm + 3 mm bleed, fonts outlined, CMYK', 1),
  ('postcard-a6', 'Postcard', 'A6', 105, 148, '400 gsm uncoated', 22, 'EUR', 'PDF or PNG, both sides, 300 dpi, 3 mm bleed', 2),
  ('business-card', 'Business card', '85 × 55 mm', 85, 55, '400 gsm silk', 6, 'EUR', 'PDF or PNG, 1004 × 650 px at 300 dpi, 2 mm bleed', 3),
  ('sticker-round-50', 'Round sticker', '50 mm round', 50, 50, 'White vinyl, kiss-cut', 15, 'EUR', 'PNG with transparency, 600 × 600 px at 300 dpi, 2 mm bleed', 4),
  ('discount-coupon-dl', 'Discount coupon', 'DL', 99, 210, '300 gsm silk', 14, 'EUR', 'PDF, 99 × 210 mm + 3 mm bleed, leave a 40 × 15 mm blank area for the code', 5);
