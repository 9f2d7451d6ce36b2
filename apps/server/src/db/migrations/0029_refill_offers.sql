-- Offers of freed slots to the waitlist (docs/product.md#waitlist): the slots, the offers, the settings.
ALTER TABLE "configs" ADD COLUMN "refill_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "configs" ADD COLUMN "refill_wave_size" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "configs" ADD COLUMN "refill_hold_min" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "configs" ADD COLUMN "refill_max_chain" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "configs" ADD COLUMN "refill_min_notice_min" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
CREATE TABLE "refill_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"freed_by" uuid,
	"cause" text NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"next_wave_at" timestamp with time zone,
	"booked_appointment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "refill_slots_cause_check" CHECK ("refill_slots"."cause" in ('cancelled', 'moved', 'no_show', 'unblocked')),
	CONSTRAINT "refill_slots_status_check" CHECK ("refill_slots"."status" in ('open', 'taken', 'rebooked', 'blocked', 'too_close', 'no_one_left', 'stopped', 'chain_limit'))
);
--> statement-breakpoint
ALTER TABLE "refill_slots" ADD CONSTRAINT "refill_slots_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refill_slots_open_idx" ON "refill_slots" USING btree ("next_wave_at") WHERE "refill_slots"."status" = 'open';--> statement-breakpoint
CREATE INDEX "refill_slots_freed_by_idx" ON "refill_slots" USING btree ("freed_by");--> statement-breakpoint
CREATE INDEX "refill_slots_org_start_idx" ON "refill_slots" USING btree ("org_id","starts_at");--> statement-breakpoint
CREATE TABLE "refill_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"message_id" uuid,
	"wave" smallint NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "refill_offers_slot_customer_key" UNIQUE("slot_id","customer_id"),
	CONSTRAINT "refill_offers_status_check" CHECK ("refill_offers"."status" in ('sent', 'taken', 'declined', 'expired', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "refill_offers" ADD CONSTRAINT "refill_offers_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_offers" ADD CONSTRAINT "refill_offers_slot_id_refill_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."refill_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "message_templates" ("org_id", "name", "category", "text", "status", "buttons")
SELECT "id", 'oferta_horario', 'Utility',
	'Hola {{1}}, se liberó un horario de {{2}} el {{3}} con {{4}}. ¿Lo quieres? El primero en responder se lo queda. Si no deseas recibir más mensajes, responde SALIR.',
	'ready', '[{"id":"b0","title":"La quiero"},{"id":"b1","title":"No, gracias"}]'::jsonb
FROM "orgs" ON CONFLICT DO NOTHING;
