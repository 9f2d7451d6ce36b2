-- Importing future appointments (docs/privacy.md#importing-appointments): an import says what it
-- brought in, and its appointments carry its id, so undoing it within 24 hours deletes exactly them.
ALTER TABLE "customer_imports" ADD COLUMN "kind" text DEFAULT 'customers' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD COLUMN "appointments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_kind_check" CHECK ("customer_imports"."kind" in ('customers', 'appointments'));--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "import_id" uuid;--> statement-breakpoint
CREATE INDEX "appointments_import_idx" ON "appointments" USING btree ("import_id") WHERE "appointments"."import_id" is not null;
