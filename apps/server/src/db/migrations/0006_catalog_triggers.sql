-- orgs.catalog_version rises with every change of what the scheduling caches hold besides
-- appointments (those are followed through appointment_events): configuration, locations,
-- resources, services and blocks, and edits of customers (whose names and phones the agenda
-- shows; a new customer only appears with an appointment, which has its own event). Triggers,
-- not application code, so that no writer (a route, the demo seed, a script) can forget it.
-- Written by hand: drizzle-kit cannot express triggers.
CREATE FUNCTION "recepta_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orgs" SET "catalog_version" = "catalog_version" + 1
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."org_id" ELSE NEW."org_id" END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "configs_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "configs"
  FOR EACH ROW EXECUTE FUNCTION "recepta_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "locations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "locations"
  FOR EACH ROW EXECUTE FUNCTION "recepta_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "resources_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "resources"
  FOR EACH ROW EXECUTE FUNCTION "recepta_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "services_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION "recepta_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "blocks_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "recepta_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "customers_catalog_changed" AFTER UPDATE OR DELETE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "recepta_catalog_changed"();
