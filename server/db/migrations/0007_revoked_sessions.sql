CREATE TABLE "revoked_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_sessions_revoked_at_idx" ON "revoked_sessions" USING btree ("revoked_at");