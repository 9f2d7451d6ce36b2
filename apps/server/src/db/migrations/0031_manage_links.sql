-- The reminders carry the patient's manage link as {{6}} (docs/product.md#reminders). Only the seeded
-- texts never sent to Meta change: an approved template keeps what Meta approved (five variables,
-- no link) until staff edit and submit it again.
UPDATE "message_templates" SET "text" = 'Hola {{1}}, te recordamos tu cita de {{2}} el {{3}} con {{4}} en {{5}}. ¿Nos confirmas tu asistencia? Para cambiarla o cancelarla: {{6}} Si no deseas recibir más mensajes, responde SALIR.'
WHERE "name" = 'reminder_24h' AND "meta_template_id" IS NULL
  AND "text" = 'Hola {{1}}, te recordamos tu cita de {{2}} el {{3}} con {{4}} en {{5}}. ¿Nos confirmas tu asistencia? Si no deseas recibir más mensajes, responde SALIR.';--> statement-breakpoint
UPDATE "message_templates" SET "text" = 'Hola {{1}}, tu cita de {{2}} es hoy, {{3}}, con {{4}} en {{5}}. ¡Te esperamos! Para cambiarla o cancelarla: {{6}} Si no deseas recibir más mensajes, responde SALIR.'
WHERE "name" = 'reminder_2h' AND "meta_template_id" IS NULL
  AND "text" = 'Hola {{1}}, tu cita de {{2}} es hoy, {{3}}, con {{4}} en {{5}}. ¡Te esperamos! Si no deseas recibir más mensajes, responde SALIR.';
