DROP INDEX "mail_subscribers_opened_idx";--> statement-breakpoint
DROP INDEX "mail_subscribers_clicked_idx";--> statement-breakpoint
ALTER TABLE "flow_sends" ADD COLUMN "bounced_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "flow_sends" ADD COLUMN "complained_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD COLUMN "complained_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "mail_subscribers" ADD COLUMN "last_purchased_at" timestamp(3) with time zone;--> statement-breakpoint
CREATE INDEX "mail_subscribers_purchased_idx" ON "mail_subscribers" USING btree ("project_id",coalesce("last_purchased_at", '1970-01-01 00:00:00+00'::timestamptz) DESC,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_subscribers_opened_idx" ON "mail_subscribers" USING btree ("project_id",coalesce("last_opened_at", '1970-01-01 00:00:00+00'::timestamptz) DESC,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_subscribers_clicked_idx" ON "mail_subscribers" USING btree ("project_id",coalesce("last_clicked_at", '1970-01-01 00:00:00+00'::timestamptz) DESC,"id" DESC NULLS FIRST);--> statement-breakpoint
-- custom SQL (keep at merge)
-- Backfill: each subscriber's last order by normalised email, per project (the order-placed hook keeps it after).
UPDATE "mail_subscribers" s SET "last_purchased_at" = o."at"
  FROM (SELECT "project_id", lower(trim("email")) AS "email", max("created_at") AS "at" FROM "orders" GROUP BY 1, 2) o
 WHERE o."project_id" = s."project_id" AND o."email" = s."email";
