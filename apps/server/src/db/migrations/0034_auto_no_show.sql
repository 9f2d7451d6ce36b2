-- Automatic no-shows (docs/product.md#no-shows): off by default (null); `since` is when it was turned
-- on, so turning it on does not mark the clinic's older appointments.
ALTER TABLE "configs" ADD COLUMN "auto_no_show_after_min" smallint;--> statement-breakpoint
ALTER TABLE "configs" ADD COLUMN "auto_no_show_since" timestamp with time zone;--> statement-breakpoint
-- The timed job asks each organisation that has it on for its first live appointment by end.
CREATE INDEX "appointments_live_end_idx" ON "appointments" USING btree ("org_id","ends_at") WHERE "appointments"."status" in ('pending', 'CONFIRMED');--> statement-breakpoint
-- The no-show follow-up outside the 24-hour window (refill/no-show-follow-up.ts), seeded for every organisation.
INSERT INTO "message_templates" ("org_id", "name", "category", "text", "status", "buttons")
SELECT "id", 'seguimiento_inasistencia', 'Utility',
	'Hola {{1}}, te esperamos a las {{2}} para tu cita de {{3}}. ¿Quieres agendar otra cita? Toca "Ver horarios" y te proponemos algunos. Si no deseas recibir más mensajes, responde SALIR.',
	'ready', '[{"id":"b0","title":"Ver horarios"}]'::jsonb
FROM "orgs" ON CONFLICT DO NOTHING;
