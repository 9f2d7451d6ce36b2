-- Privacy per country (docs/privacy.md): the organisation's privacy settings, consent events per
-- patient and purpose, rows erasure keeps blocked under a legal hold, rights requests with their
-- deadline, and patient imports that can be undone for 24 hours. Written by hand.
CREATE TABLE "org_privacy" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"country" text,
	"notice" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_privacy" ADD CONSTRAINT "org_privacy_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "import_id" uuid;--> statement-breakpoint
CREATE INDEX "customers_import_idx" ON "customers" USING btree ("import_id") WHERE "customers"."import_id" is not null;--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"org_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"via" text NOT NULL,
	"wording" text NOT NULL,
	"recorded_by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_purpose_check" CHECK ("consent_events"."purpose" in ('service', 'marketing', 'processing')),
	CONSTRAINT "consent_events_via_check" CHECK ("consent_events"."via" in ('chat', 'web', 'reception', 'import'))
);
--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_org_id_customer_id_customers_org_id_id_fk" FOREIGN KEY ("org_id","customer_id") REFERENCES "public"."customers"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_customer_idx" ON "consent_events" USING btree ("org_id","customer_id","purpose","at");--> statement-breakpoint
CREATE TABLE "privacy_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"reason" text NOT NULL,
	"data" jsonb NOT NULL,
	"delete_after" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_holds" ADD CONSTRAINT "privacy_holds_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_holds_org_idx" ON "privacy_holds" USING btree ("org_id","delete_after");--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "rights_requests_kind_check" CHECK ("rights_requests"."kind" in ('access', 'rectification', 'erasure', 'objection')),
	CONSTRAINT "rights_requests_status_check" CHECK ("rights_requests"."status" in ('open', 'done'))
);
--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rights_requests_org_idx" ON "rights_requests" USING btree ("org_id","status","due_on");--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"created_by" text,
	"created" integer NOT NULL,
	"undo_until" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_imports_org_idx" ON "customer_imports" USING btree ("org_id","created_at");
