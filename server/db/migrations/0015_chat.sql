CREATE TABLE "chat_channel_users" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"channel_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"notification_level" text DEFAULT 'all' NOT NULL,
	"muted_until" timestamp(3) with time zone,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_channel_users_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enquiry_id" text,
	"direct_key" text,
	"created_by" text,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp(3) with time zone,
	"archived_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_channels_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "chat_event_counters" (
	"project_id" text PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_events" (
	"project_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"channel_id" text,
	"type" text NOT NULL,
	"audience" text[],
	"payload" jsonb NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_events_project_id_seq_pk" PRIMARY KEY("project_id","seq")
);
--> statement-breakpoint
CREATE TABLE "chat_mentions" (
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"message_id" text NOT NULL,
	CONSTRAINT "chat_mentions_project_id_user_id_channel_id_seq_pk" PRIMARY KEY("project_id","user_id","channel_id","seq")
);
--> statement-breakpoint
CREATE TABLE "chat_message_edits" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"by_id" text,
	"at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_edits_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"project_id" text NOT NULL,
	"id" text NOT NULL,
	"channel_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"author_id" text,
	"text" text NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_key" text,
	"edited_at" timestamp(3) with time zone,
	"deleted_at" timestamp(3) with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
	CONSTRAINT "chat_messages_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"project_id" text NOT NULL,
	"message_id" text NOT NULL,
	"emoji" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reactions_project_id_message_id_emoji_user_id_pk" PRIMARY KEY("project_id","message_id","emoji","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_channel_users" ADD CONSTRAINT "chat_channel_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_users" ADD CONSTRAINT "chat_channel_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_users" ADD CONSTRAINT "chat_channel_users_project_id_channel_id_chat_channels_project_id_id_fk" FOREIGN KEY ("project_id","channel_id") REFERENCES "public"."chat_channels"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_event_counters" ADD CONSTRAINT "chat_event_counters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD CONSTRAINT "chat_mentions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD CONSTRAINT "chat_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD CONSTRAINT "chat_mentions_project_id_message_id_chat_messages_project_id_id_fk" FOREIGN KEY ("project_id","message_id") REFERENCES "public"."chat_messages"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_edits" ADD CONSTRAINT "chat_message_edits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_edits" ADD CONSTRAINT "chat_message_edits_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_edits" ADD CONSTRAINT "chat_message_edits_project_id_message_id_chat_messages_project_id_id_fk" FOREIGN KEY ("project_id","message_id") REFERENCES "public"."chat_messages"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_project_id_channel_id_chat_channels_project_id_id_fk" FOREIGN KEY ("project_id","channel_id") REFERENCES "public"."chat_channels"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_project_id_message_id_chat_messages_project_id_id_fk" FOREIGN KEY ("project_id","message_id") REFERENCES "public"."chat_messages"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channel_users_member_idx" ON "chat_channel_users" USING btree ("project_id","channel_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_channel_users_user_idx" ON "chat_channel_users" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_enquiry_idx" ON "chat_channels" USING btree ("project_id","enquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_direct_idx" ON "chat_channels" USING btree ("project_id","direct_key");--> statement-breakpoint
CREATE INDEX "chat_channels_activity_idx" ON "chat_channels" USING btree ("project_id","last_message_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "chat_events_created_idx" ON "chat_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_message_edits_message_idx" ON "chat_message_edits" USING btree ("project_id","message_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_idx" ON "chat_messages" USING btree ("project_id","channel_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key_idx" ON "chat_messages" USING btree ("project_id","channel_id","client_key");
-- custom SQL (keep at merge): search inside one channel from one GIN index (btree_gin puts the keys beside the words); mention lookups by message; value checks
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin ("project_id", "channel_id", "search");--> statement-breakpoint
CREATE INDEX "chat_mentions_message_idx" ON "chat_mentions" ("project_id", "message_id");--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_type_check" CHECK ("type" IN ('public', 'private', 'direct'));--> statement-breakpoint
ALTER TABLE "chat_channel_users" ADD CONSTRAINT "chat_channel_users_level_check" CHECK ("notification_level" IN ('all', 'mentions', 'none'));
