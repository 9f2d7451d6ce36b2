CREATE TABLE "channels" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'sandbox' NOT NULL,
	"phone_number_id" text,
	"display_phone_number" text,
	"waba_id" text,
	"access_token_enc" text,
	"connected" boolean DEFAULT true NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_kind_check" CHECK ("channels"."kind" in ('sandbox', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "message_status_events" (
	"wamid" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"error_message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_status_events_wamid_status_pk" PRIMARY KEY("wamid","status")
);
--> statement-breakpoint
CREATE TABLE "webhook_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"org_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_status_check";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "undeliverable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "wa_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "mode" text DEFAULT 'assistant' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "buttons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "meta_template_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author" text DEFAULT 'patient' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "buttons" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "status" text DEFAULT 'delivered' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "wamid" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD CONSTRAINT "webhook_inbox_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_phone_number_id_key" ON "channels" USING btree ("phone_number_id");--> statement-breakpoint
CREATE INDEX "webhook_inbox_pending_idx" ON "webhook_inbox" USING btree ("received_at") WHERE "webhook_inbox"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_org_customer_key" ON "conversations" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_wamid_key" ON "messages" USING btree ("wamid");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_mode_check" CHECK ("conversations"."mode" in ('assistant', 'staff'));--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_status_check" CHECK ("message_templates"."status" in ('ready', 'draft', 'submitted', 'rejected', 'paused', 'disabled'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_check" CHECK ("messages"."author" in ('patient', 'assistant', 'staff', 'system'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('text', 'template', 'interactive', 'button'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('queued', 'sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
-- Rows written before the channel existed: outbound messages were the receptionist's and went out.
UPDATE "messages" SET "author" = 'assistant', "status" = 'read' WHERE "direction" = 'out';
--> statement-breakpoint
UPDATE "conversations" c SET "last_inbound_at" = (
  SELECT max(m."sent_at") FROM "messages" m WHERE m."conversation_id" = c."id" AND m."direction" = 'in');
--> statement-breakpoint
-- Every organisation is on the sandbox channel until it connects WhatsApp; readers treat a missing row
-- the same way, so organisations created later need no row either.
INSERT INTO "channels" ("org_id") SELECT "id" FROM "orgs" ON CONFLICT DO NOTHING;
