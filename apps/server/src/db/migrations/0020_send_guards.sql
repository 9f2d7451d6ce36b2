-- Guards at send time (docs/decisions/0014-send-guards.md): what a queued message is for, the
-- appointment a reminder is about and the start its text was written for, so the dispatcher can
-- re-check it in the transaction that claims it; 'cancelled' for a message dropped with a reason.
ALTER TABLE "messages" ADD COLUMN "purpose" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "appointment_id" uuid;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "written_for" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_status_check";
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_purpose_check" CHECK ("messages"."purpose" is null or "messages"."purpose" in ('reply', 'staff', 'reminder', 'campaign', 'offer', 'code'));
--> statement-breakpoint
UPDATE "messages" SET "purpose" = CASE "author" WHEN 'staff' THEN 'staff' WHEN 'system' THEN 'reminder' ELSE 'reply' END
  WHERE "direction" = 'out';
--> statement-breakpoint
-- Statuses are matched by organisation and wamid: a status posted under another organisation's
-- phone number id is kept apart and never moves this organisation's message.
ALTER TABLE "message_status_events" ADD COLUMN "org_id" uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000';
--> statement-breakpoint
ALTER TABLE "message_status_events" ALTER COLUMN "org_id" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "message_status_events" DROP CONSTRAINT "message_status_events_wamid_status_pk";
--> statement-breakpoint
ALTER TABLE "message_status_events" ADD CONSTRAINT "message_status_events_org_id_wamid_status_pk" PRIMARY KEY ("org_id", "wamid", "status");
--> statement-breakpoint
-- The per-number rate as a sliding window shared by every instance: the moments (database clock,
-- milliseconds) of each organisation's number's last sends (replaces the per-second send_budget).
DROP TABLE "send_budget";
--> statement-breakpoint
CREATE TABLE "send_rate" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"recent" double precision[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "send_rate" ADD CONSTRAINT "send_rate_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;
