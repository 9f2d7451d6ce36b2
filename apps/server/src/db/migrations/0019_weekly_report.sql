-- The weekly report by mail (docs/product.md#weekly-report): planned as a scheduled message of its
-- own kind, one per organisation and week (the unique key keeps several instances to one row), and
-- a per-member switch. The kind check is widened from whatever list it holds, so kinds that other
-- migrations add to it stay allowed.
DO $$
DECLARE def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint WHERE conname = 'scheduled_messages_kind_check';
  ALTER TABLE "scheduled_messages" DROP CONSTRAINT "scheduled_messages_kind_check";
  IF def IS NULL OR position('ARRAY[' in def) = 0 THEN
    def := 'CHECK (kind IN (''reminder'', ''campaign''))';
  END IF;
  IF position('weekly_report' in def) = 0 THEN
    IF position('ARRAY[' in def) > 0 THEN
      def := replace(def, 'ARRAY[', 'ARRAY[''weekly_report''::text, ');
    ELSE
      def := replace(def, 'IN (', 'IN (''weekly_report'', ');
    END IF;
  END IF;
  EXECUTE 'ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_kind_check" ' || def;
END $$;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "weekly_report" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD COLUMN "week_of" date;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_messages_weekly_key" ON "scheduled_messages" USING btree ("org_id","week_of") WHERE "scheduled_messages"."kind" = 'weekly_report';
