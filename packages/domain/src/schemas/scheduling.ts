/**
 * Request and answer shapes of the scheduling API (docs/api.md#scheduling), shared by the server
 * (validation, OpenAPI) and the web app (its types are inferred from them). Bodies are strict: an
 * unknown field is a 400, not silently dropped, so a typo in an integration shows at once.
 */

import { fieldMessages } from '../errors.ts';
import { defaultAvailabilityDays, defaultSlotLimit } from '../scheduling/availability.ts';
import { appointmentStatuses } from '../scheduling/statuses.ts';
import { z } from '../zod.ts';
import { instant as isoInstant, orgQuery, safeString } from './building-blocks.ts';

/** Longest agenda window one read or stream may cover. */
export const MAX_AGENDA_DAYS = 62;
/** Availability caps (400 beyond): a chat offers a few slots over the coming weeks. */
export const MAX_AVAILABILITY_DAYS = 60;
export const MAX_SLOT_LIMIT = 20;

/** Who booked an appointment (appointments.booked_by): staff, an integration's key, the chat receptionist, or the patient on the booking page. */
export const bookedByKinds = ['staff', 'apiKey', 'assistant', 'web'] as const;
export type BookedByKind = (typeof bookedByKinds)[number];

const id = (what: string) => z.uuid(`${what} inválido`);
const instant = isoInstant('Fecha y hora inválidas: usa ISO 8601 con zona, p. ej. 2026-11-23T14:00:00-06:00').meta({
  example: '2026-11-23T14:00:00-06:00',
});
const minutes = z
  .number({ error: 'Debe ser un número' })
  .int('Debe ser un número entero')
  .min(1, 'La duración mínima es 1 minuto')
  .max(24 * 60, 'Máximo 1440 minutos');
const note = safeString().max(2000, 'Máximo 2000 caracteres');
// The original client sends orgId in bodies too; the query string (or the API key) decides.
const legacyOrgId = { orgId: safeString().max(64).optional().describe('Ignorado: decide ?orgId= o la clave') };

export const newCustomer = z.strictObject({
  name: safeString().trim().min(1, 'Este campo es obligatorio').max(120, 'Máximo 120 caracteres'),
  phone: safeString()
    .trim()
    .min(1, 'Este campo es obligatorio')
    .max(40, fieldMessages.invalidPhone)
    .describe('Local (de la zona de la sede) o internacional; se guarda en formato E.164'),
});

export const bookInput = z
  .strictObject({
    ...legacyOrgId,
    serviceId: id('Servicio'),
    resourceId: id('Recurso'),
    start: instant,
    durationMin: minutes.optional().describe('Por defecto, la duración del servicio'),
    customerId: id('Cliente').optional(),
    customer: newCustomer.optional().describe('Cliente nuevo (o el existente con ese teléfono)'),
    note: note.optional(),
  })
  .refine((b) => !(b.customerId && b.customer), {
    path: ['customer'],
    message: 'Indica customerId o customer, no ambos',
  })
  .meta({
    example: {
      serviceId: '6f1c2a9e-1b7d-4c1e-9a53-2f4b7c8d9e01',
      resourceId: '0b8e4d2c-5a6f-4e3b-8c7d-1a2b3c4d5e6f',
      start: '2026-11-23T14:00:00-06:00',
      customer: { name: 'Ana Rojas', phone: '8888 7777' },
      note: 'Reservado por WhatsApp',
    },
  });
export type BookInput = z.infer<typeof bookInput>;

export const rescheduleInput = z
  .strictObject({
    ...legacyOrgId,
    apptId: id('Cita'),
    resourceId: id('Recurso'),
    start: instant,
    durationMin: minutes,
    note: note.optional().describe('Sin nota, la cita conserva la suya'),
    serviceId: id('Servicio').optional(),
    customerId: id('Cliente').optional(),
  })
  .meta({
    example: {
      apptId: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
      resourceId: '0b8e4d2c-5a6f-4e3b-8c7d-1a2b3c4d5e6f',
      start: '2026-11-24T10:30:00-06:00',
      durationMin: 30,
    },
  });
export type RescheduleInput = z.infer<typeof rescheduleInput>;

export const apptIdInput = z
  .strictObject({ ...legacyOrgId, apptId: id('Cita') })
  .meta({ example: { apptId: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a' } });

export const cancelInput = z
  .strictObject({
    ...legacyOrgId,
    apptId: id('Cita'),
    reason: safeString().max(500, 'Máximo 500 caracteres').optional(),
  })
  .meta({ example: { apptId: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a', reason: 'El cliente no puede asistir' } });

export const availabilityInput = z
  .strictObject({
    ...legacyOrgId,
    serviceId: id('Servicio'),
    resourceId: id('Recurso').optional().describe('Sin recurso: cualquiera de la organización'),
    from: instant.optional().describe('Por defecto, ahora'),
    days: z
      .number({ error: 'Debe ser un número' })
      .int('Debe ser un número entero')
      .min(1, 'Mínimo 1 día')
      .max(MAX_AVAILABILITY_DAYS, `Máximo ${MAX_AVAILABILITY_DAYS} días`)
      .default(defaultAvailabilityDays),
    limit: z
      .number({ error: 'Debe ser un número' })
      .int('Debe ser un número entero')
      .min(1, 'Mínimo 1 horario')
      .max(MAX_SLOT_LIMIT, `Máximo ${MAX_SLOT_LIMIT} horarios`)
      .default(defaultSlotLimit),
  })
  .meta({ example: { serviceId: '6f1c2a9e-1b7d-4c1e-9a53-2f4b7c8d9e01', days: 7, limit: 3 } });
export type AvailabilityInput = z.infer<typeof availabilityInput>;

/** [start, end) of an agenda read or stream; at most MAX_AGENDA_DAYS long. */
export const agendaQuery = orgQuery
  .extend({ start: instant, end: instant })
  .refine((q) => Date.parse(q.end) > Date.parse(q.start), {
    path: ['end'],
    message: 'El fin debe ser posterior al inicio',
  })
  .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= MAX_AGENDA_DAYS * 86_400_000, {
    path: ['end'],
    message: `El rango no puede superar ${MAX_AGENDA_DAYS} días`,
  });

/**
 * The live agenda stream: [start, end) as agendaQuery, or neither for every appointment of the
 * organisation (one shared stream per browser serves tabs showing different weeks). lastEventId
 * stands in for the Last-Event-ID header, which EventSource cannot set on a first connection
 * (a tab taking the stream over from one that closed resumes from where that one was).
 */
export const agendaStreamQuery = orgQuery
  .extend({
    start: instant.optional(),
    end: instant.optional(),
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/, 'Debe ser un número de evento')
      .optional()
      .describe('Como la cabecera Last-Event-ID; la cabecera manda si llegan las dos'),
  })
  .refine((q) => (q.start === undefined) === (q.end === undefined), {
    path: ['end'],
    message: 'Indica inicio y fin, o ninguno',
  })
  .refine((q) => q.start === undefined || q.end === undefined || Date.parse(q.end) > Date.parse(q.start), {
    path: ['end'],
    message: 'El fin debe ser posterior al inicio',
  })
  .refine(
    (q) =>
      q.start === undefined ||
      q.end === undefined ||
      Date.parse(q.end) - Date.parse(q.start) <= MAX_AGENDA_DAYS * 86_400_000,
    { path: ['end'], message: `El rango no puede superar ${MAX_AGENDA_DAYS} días` },
  );

export const appointmentParams = z.object({ id: safeString().max(64) });

/** An appointment on the wire (docs/api.md#scheduling): instants in the zone of the appointment's location. */
export const appointmentWire = z
  .object({
    id: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(appointmentStatuses),
    note: z.string(),
    service: z.object({ id: z.string(), name: z.string(), durationMin: z.number() }),
    resource: z.object({ id: z.string(), name: z.string(), backgroundColor: z.string(), textColor: z.string() }),
    customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
    locationId: z.string(),
    /** Who booked it: staff in the panel, an integration's API key, or the chat receptionist. */
    bookedBy: z.enum(bookedByKinds),
    /** The recurring series it belongs to, and its place in it from 0 (docs/api.md#series); absent: none. */
    series: z.object({ id: z.string(), index: z.number() }).optional(),
  })
  .meta({
    example: {
      id: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
      start: '2026-11-23T14:00:00-06:00',
      end: '2026-11-23T14:30:00-06:00',
      status: 'pending',
      note: '',
      service: { id: '6f1c2a9e-1b7d-4c1e-9a53-2f4b7c8d9e01', name: 'Limpieza dental', durationMin: 30 },
      resource: {
        id: '0b8e4d2c-5a6f-4e3b-8c7d-1a2b3c4d5e6f',
        name: 'Dra. Ana',
        backgroundColor: '#22c55e',
        textColor: '#ffffff',
      },
      customer: { id: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d', name: 'Ana Rojas', phone: '+50688887777' },
      locationId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      bookedBy: 'staff',
    },
  });
export type AppointmentWire = z.infer<typeof appointmentWire>;

export const appointmentAnswer = z.object({ success: z.literal(true), appointment: appointmentWire });

/** GET /api/agenda: every appointment overlapping the range, any status, earliest first. */
export const agendaAnswer = z.object({ items: z.array(appointmentWire) });

/** A free slot of POST /scheduling/availability, in the zone of the slot's location. */
export const availableSlotWire = z.object({
  start: z.string(),
  end: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
});
export const availabilityAnswer = z.object({ slots: z.array(availableSlotWire) });
