-- A clinic is a team (docs/architecture.md#roles-and-permissions): roles on memberships (a
-- professional works on one resource), scopes on API keys, invitations by email, and the audit log.
-- Every membership made before roles belonged to the organisation's only person, its owner.
UPDATE "memberships" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "role" SET DEFAULT 'owner';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_check" CHECK ("role" IN ('owner', 'admin', 'reception', 'professional'));--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "resource_id" uuid REFERENCES "resources"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[] DEFAULT '{admin}' NOT NULL;--> statement-breakpoint
CREATE TABLE "invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "org_id" uuid NOT NULL REFERENCES "orgs"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('owner', 'admin', 'reception', 'professional')),
  "resource_id" uuid REFERENCES "resources"("id") ON DELETE SET NULL,
  "token_hash" text NOT NULL,
  "invited_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  "accepted_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_org_idx" ON "invitations" USING btree ("org_id") WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL;--> statement-breakpoint
-- No foreign key to orgs: the log outlives what it describes, and nothing may delete its rows.
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "org_id" uuid,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_kind" text NOT NULL,
  "actor_id" text,
  "actor_name" text,
  "actor_role" text,
  "action" text NOT NULL,
  "target_kind" text NOT NULL,
  "target_id" text NOT NULL,
  "customer_id" uuid,
  "client_address" text,
  "changes" jsonb
);--> statement-breakpoint
CREATE INDEX "audit_log_org_at_idx" ON "audit_log" USING btree ("org_id", "at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
