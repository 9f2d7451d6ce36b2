ALTER TABLE "customers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "archived_at" timestamp with time zone;