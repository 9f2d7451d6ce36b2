-- The last guard against double booking (DESIGN.md §2): two live appointments of one resource can
-- never overlap, whatever races the application checks lose. Cancelled and no-show ones free the slot.
-- drizzle-kit cannot express EXCLUDE, so this migration is written by hand.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("resource_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" IN ('pending', 'CONFIRMED'));
