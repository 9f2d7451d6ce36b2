-- The public booking page (docs/api.md#the-booking-page): one page per organisation, the six-digit
-- codes that verify a visitor's WhatsApp number, and the patients' requests to erase their data.
-- Written by hand (drizzle-kit generate is not run on branches).
CREATE TABLE "booking_pages" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_notice_min" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"new_patients" boolean DEFAULT true NOT NULL,
	"cancel_notice_min" integer DEFAULT 0 NOT NULL,
	"show_prices" boolean DEFAULT true NOT NULL,
	"color" text DEFAULT '#0f766e' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_pages" ADD CONSTRAINT "booking_pages_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_pages_slug_idx" ON "booking_pages" USING btree ("slug");--> statement-breakpoint
CREATE TABLE "booking_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_codes" ADD CONSTRAINT "booking_codes_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_codes_org_phone_idx" ON "booking_codes" USING btree ("org_id","phone","created_at");--> statement-breakpoint
CREATE TABLE "erase_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"via" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "erase_requests" ADD CONSTRAINT "erase_requests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erase_requests_org_idx" ON "erase_requests" USING btree ("org_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_booked_by_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_check" CHECK ("appointments"."booked_by" in ('staff', 'apiKey', 'assistant', 'web'));
