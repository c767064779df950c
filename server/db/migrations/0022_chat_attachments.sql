ALTER TABLE "chat_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- custom SQL (keep at merge): attachments are a short array
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachments_check" CHECK (jsonb_typeof("attachments") = 'array' AND jsonb_array_length("attachments") <= 10);
