CREATE TABLE "demo_chats" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_chats" ADD CONSTRAINT "demo_chats_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_chats_phone_key" ON "demo_chats" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "demo_chats_created_idx" ON "demo_chats" USING btree ("created_at");