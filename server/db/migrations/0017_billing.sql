CREATE TABLE "billing_accounts" (
	"project_id" text NOT NULL,
	"company_name" text NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"postal_code" text,
	"country" text NOT NULL,
	"tax_id" text,
	"email" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_project_id_pk" PRIMARY KEY("project_id")
);
--> statement-breakpoint
CREATE TABLE "billing_counters" (
	"project_id" text NOT NULL,
	"series" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_counters_project_id_series_pk" PRIMARY KEY("project_id","series")
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"number" integer NOT NULL,
	"type" text DEFAULT 'period' NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp(3) with time zone NOT NULL,
	"period_end" timestamp(3) with time zone NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"credits" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"amount_due" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"billed_to" jsonb NOT NULL,
	"issued_at" timestamp(3) with time zone NOT NULL,
	"due_at" timestamp(3) with time zone NOT NULL,
	"paid_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "billing_invoices"."number"::text || ' ' || 'INV-' || lpad("billing_invoices"."number"::text, 6, '0'))) STORED,
	CONSTRAINT "billing_invoices_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_ledger" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"wallet_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" text,
	"invoice_id" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_ledger_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_payment_attempts" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"invoice_id" text,
	"transaction_id" text,
	"payment_method_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"provider_reference" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_payment_attempts_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_payment_methods" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"vendor" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"setup_reference" text NOT NULL,
	"provider_reference" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_payment_methods_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_summaries" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp(3) with time zone NOT NULL,
	"period_end" timestamp(3) with time zone NOT NULL,
	"opening_balance" bigint NOT NULL,
	"charges" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"credits" bigint NOT NULL,
	"payments" bigint NOT NULL,
	"closing_balance" bigint NOT NULL,
	"transaction_count" integer NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "billing_summaries"."name")) STORED,
	CONSTRAINT "billing_summaries_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_transactions" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"integration" text,
	"source_reference" text,
	"invoice_id" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp(3) with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "billing_transactions"."description" || ' ' || coalesce("billing_transactions"."source_reference", '') || ' ' || coalesce("billing_transactions"."integration", '') || ' ' || "billing_transactions"."category")) STORED,
	CONSTRAINT "billing_transactions_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_wallets" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"currency" text NOT NULL,
	"auto_top_up" boolean DEFAULT false NOT NULL,
	"top_up_threshold" bigint DEFAULT 0 NOT NULL,
	"top_up_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_wallets_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_counters" ADD CONSTRAINT "billing_counters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment_attempts" ADD CONSTRAINT "billing_payment_attempts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment_methods" ADD CONSTRAINT "billing_payment_methods_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_summaries" ADD CONSTRAINT "billing_summaries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_wallets" ADD CONSTRAINT "billing_wallets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_idx" ON "billing_invoices" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_period_idx" ON "billing_invoices" USING btree ("project_id","type","currency","period_start");--> statement-breakpoint
CREATE INDEX "billing_invoices_issued_idx" ON "billing_invoices" USING btree ("project_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_invoices_status_idx" ON "billing_invoices" USING btree ("project_id","status","due_at");--> statement-breakpoint
CREATE INDEX "billing_invoices_search_idx" ON "billing_invoices" USING gin ("search");--> statement-breakpoint
CREATE INDEX "billing_ledger_wallet_idx" ON "billing_ledger" USING btree ("project_id","wallet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_transaction_idx" ON "billing_ledger" USING btree ("project_id","transaction_id") WHERE "billing_ledger"."transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "billing_payment_attempts_invoice_idx" ON "billing_payment_attempts" USING btree ("project_id","invoice_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_payment_attempts_method_idx" ON "billing_payment_attempts" USING btree ("project_id","payment_method_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_payment_methods_created_idx" ON "billing_payment_methods" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_summaries_created_idx" ON "billing_summaries" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_summaries_search_idx" ON "billing_summaries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "billing_transactions_created_idx" ON "billing_transactions" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_transactions_invoice_idx" ON "billing_transactions" USING btree ("project_id","invoice_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_transactions_integration_idx" ON "billing_transactions" USING btree ("project_id","integration","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_transactions_source_idx" ON "billing_transactions" USING btree ("project_id","source_reference");--> statement-breakpoint
CREATE INDEX "billing_transactions_search_idx" ON "billing_transactions" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_wallets_currency_idx" ON "billing_wallets" USING btree ("project_id","currency");
-- custom SQL (keep at merge): the ledger is append-only; money CHECKs; one default payment method per project; a ledger entry's wallet is in its project.
CREATE FUNCTION billing_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'billing_ledger is append-only'; END $$;--> statement-breakpoint
CREATE TRIGGER billing_ledger_no_update BEFORE UPDATE OR DELETE ON "billing_ledger" FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION billing_ledger_append_only();--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_amount_check" CHECK ("amount" > 0 AND "tax_amount" >= 0);--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_amounts_check" CHECK ("subtotal" >= 0 AND "tax" >= 0 AND "amount_due" >= 0 AND "amount_paid" >= 0);--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payment_methods_default_idx" ON "billing_payment_methods" ("project_id") WHERE "is_default";--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_wallet_fk" FOREIGN KEY ("project_id","wallet_id") REFERENCES "public"."billing_wallets"("project_id","id") ON DELETE CASCADE;
