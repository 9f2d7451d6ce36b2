ALTER TABLE "appointments" ADD COLUMN "booked_by" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_by_user_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_check" CHECK ("appointments"."booked_by" in ('staff', 'apiKey', 'assistant'));