-- The reminders carry the patient's manage link as {{6}} (docs/product.md#reminders). Only the seeded
-- texts never sent to Meta change: an approved template keeps what Meta approved (five variables,
-- no link) until staff edit and submit it again.
UPDATE "message_templates" SET "text" = 'Hola {{1}}, te recordamos tu cita de {{2}} el {{3}} con {{4}} en {{5}}. ¿Nos confirmas tu asistencia? Para cambiarla o cancelarla: {{6}} Si no deseas recibir más mensajes, responde SALIR.'
WHERE "name" = 'reminder_24h' AND "meta_template_id" IS NULL
  AND "text" = 'Hola {{1}}, te recordamos tu cita de {{2}} el {{3}} con {{4}} en {{5}}. ¿Nos confirmas tu asistencia? Si no deseas recibir más mensajes, responde SALIR.';--> statement-breakpoint
UPDATE "message_templates" SET "text" = 'Hola {{1}}, tu cita de {{2}} es hoy, {{3}}, con {{4}} en {{5}}. ¡Te esperamos! Para cambiarla o cancelarla: {{6}} Si no deseas recibir más mensajes, responde SALIR.'
WHERE "name" = 'reminder_2h' AND "meta_template_id" IS NULL
  AND "text" = 'Hola {{1}}, tu cita de {{2}} es hoy, {{3}}, con {{4}} en {{5}}. ¡Te esperamos! Si no deseas recibir más mensajes, responde SALIR.';
--> statement-breakpoint
-- The booking page's code goes out as Meta's Authentication template (copy-code button); the
-- booking's confirmation as a Utility template created beside it (booking-page/page-templates.ts).
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_category_check";--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_category_check" CHECK ("message_templates"."category" in ('Utility', 'Marketing', 'Authentication'));--> statement-breakpoint
UPDATE "message_templates" SET "category" = 'Authentication', "text" = '{{1}} es tu código de verificación. Por tu seguridad, no lo compartas. Este código caduca en 10 minutos.'
WHERE "name" = 'codigo_reserva' AND "meta_template_id" IS NULL;
