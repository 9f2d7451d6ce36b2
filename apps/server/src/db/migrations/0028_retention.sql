-- Retention per organisation (docs/privacy.md#retention): off until the clinic turns it on after its preview.
ALTER TABLE "org_privacy" ADD COLUMN "retention_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "org_privacy" ADD COLUMN "message_months" integer;--> statement-breakpoint
ALTER TABLE "org_privacy" ADD COLUMN "lead_months" integer;--> statement-breakpoint
ALTER TABLE "org_privacy" ADD COLUMN "feed_months" integer;--> statement-breakpoint
ALTER TABLE "org_privacy" ADD COLUMN "retention_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_privacy" ADD COLUMN "retention_counts" jsonb;--> statement-breakpoint
ALTER TABLE "org_privacy" ADD CONSTRAINT "org_privacy_months_check" CHECK (("message_months" is null or "message_months" between 1 and 120) and ("lead_months" is null or "lead_months" between 1 and 120) and ("feed_months" is null or "feed_months" between 1 and 60));--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_org_sent_at_idx" ON "messages" USING btree ("org_id","sent_at");
