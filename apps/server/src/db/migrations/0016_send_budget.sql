CREATE TABLE "send_budget" (
	"org_id" uuid NOT NULL,
	"second" bigint NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "send_budget_org_id_second_pk" PRIMARY KEY("org_id","second")
);
--> statement-breakpoint
ALTER TABLE "send_budget" ADD CONSTRAINT "send_budget_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;