ALTER TABLE "conversations" ADD COLUMN "assistant_state" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assistant_version" integer DEFAULT 0 NOT NULL;