/**
 * The anonymous calls of the booking page (docs/api.md#the-booking-page): the same shapes for the
 * JSON API and the page's plain HTML forms.
 */
import { fieldMessages } from '../errors.ts';
import { instant, safeString } from '../schemas/building-blocks.ts';
import { z } from '../zod.ts';

const phone = safeString()
  .trim()
  .min(1, 'Escribe tu número de WhatsApp')
  .max(40, fieldMessages.invalidPhone)
  .describe('Local (del país de la clínica) o internacional');

export const publicSlugParams = z.object({ slug: safeString().max(60) });

export const publicAvailabilityQuery = z.object({
  serviceId: z.uuid('Servicio inválido'),
  resourceId: z.uuid('Profesional inválido').optional(),
  from: instant('Fecha inválida').optional().describe('Por defecto, ahora'),
  days: z.coerce.number().int().min(1).max(14).default(1),
});

export const publicSlotWire = z.object({ start: z.string(), end: z.string(), resourceId: z.string() });
export const publicAvailabilityWire = z.object({ items: z.array(publicSlotWire) });

export const publicCodeInput = z.strictObject({
  phone,
  name: safeString().trim().max(120, 'Máximo 120 caracteres').optional().describe('Para nombrar al paciente nuevo'),
});

export const publicBookingInput = z.strictObject({
  phone,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'El código tiene 6 dígitos'),
  name: safeString().trim().min(1, 'Escribe tu nombre').max(120, 'Máximo 120 caracteres'),
  serviceId: z.uuid('Servicio inválido'),
  resourceId: z.uuid('Profesional inválido').optional(),
  start: instant('Fecha y hora inválidas'),
});
export type PublicBookingInput = z.infer<typeof publicBookingInput>;

export const publicBookingWire = z.object({ appointmentId: z.string(), manageUrl: z.string() });
