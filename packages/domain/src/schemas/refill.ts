/**
 * Request shapes of the waitlist and recurring series (docs/api.md#waitlist, docs/api.md#series;
 * ../shared/API.md, wave 3). Bodies are strict, like the scheduling API's.
 */

import { AUTO_NO_SHOW_MAX_MIN } from '../refill/auto-no-show.ts';
import { MAX_SERIES_COUNT, seriesEvery } from '../refill/series.ts';
import { isDate, parseHHMM } from '../time.ts';
import { z } from '../zod.ts';
import { instant as isoInstant, orgQuery, safeString } from './building-blocks.ts';
import { appointmentWire } from './scheduling.ts';

const id = (what: string) => z.uuid(`${what} inválido`);
const wallTime = safeString()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Usa el formato HH:MM (p. ej. 09:30)')
  .describe('Hora local de la sede, HH:MM');

export const waitlistInput = z
  .strictObject({
    customerId: id('Cliente'),
    serviceId: id('Servicio'),
    resourceId: id('Recurso').optional().describe('Sin recurso: cualquier profesional'),
    days: z
      .array(
        z
          .number()
          .int('Debe ser un número entero')
          .min(1, 'Días de 1 (lunes) a 7 (domingo)')
          .max(7, 'Días de 1 (lunes) a 7 (domingo)'),
      )
      .max(7, 'Máximo 7 días')
      .optional()
      .describe('Días aceptables, 1 = lunes … 7 = domingo; sin días: cualquiera'),
    from: wallTime.optional().describe('Desde esta hora local'),
    to: wallTime.optional().describe('Antes de esta hora local'),
    until: safeString()
      .refine(isDate, 'Fecha inválida: usa AAAA-MM-DD')
      .describe('Último día aceptable (fecha local de la sede)'),
    appointmentId: id('Cita')
      .optional()
      .describe('"Adelantar mi cita": la cita que el paciente ya tiene; solo se le ofrecen horarios antes de ella'),
  })
  .refine((w) => w.from === undefined || w.to === undefined || (parseHHMM(w.from) ?? 0) < (parseHHMM(w.to) ?? 0), {
    path: ['to'],
    message: 'La hora final debe ser posterior a la inicial',
  })
  .meta({
    example: {
      customerId: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
      serviceId: '6f1c2a9e-1b7d-4c1e-9a53-2f4b7c8d9e01',
      days: [2, 4],
      from: '14:00',
      to: '19:00',
      until: '2026-12-31',
    },
  });
export type WaitlistInput = z.infer<typeof waitlistInput>;

const seriesDuration = z
  .number({ error: 'Debe ser un número' })
  .int('Debe ser un número entero')
  .min(1, 'La duración mínima es 1 minuto')
  .max(24 * 60, 'Máximo 1440 minutos');

export const seriesInput = z
  .strictObject({
    customerId: id('Cliente'),
    serviceId: id('Servicio'),
    resourceId: id('Recurso'),
    start: isoInstant('Fecha y hora inválidas: usa ISO 8601 con zona, p. ej. 2026-12-01T16:00:00-06:00'),
    every: z.enum(seriesEvery, { error: 'Usa "week" (cada semana) o "2weeks" (cada dos semanas)' }),
    durationMin: seriesDuration.optional().describe('Por defecto, la duración del servicio'),
    count: z
      .number({ error: 'Debe ser un número' })
      .int('Debe ser un número entero')
      .min(2, 'Una serie tiene al menos 2 citas')
      .max(MAX_SERIES_COUNT, `Máximo ${MAX_SERIES_COUNT} citas`),
  })
  .meta({
    example: {
      customerId: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
      serviceId: '6f1c2a9e-1b7d-4c1e-9a53-2f4b7c8d9e01',
      resourceId: '0b8e4d2c-5a6f-4e3b-8c7d-1a2b3c4d5e6f',
      start: '2026-12-01T16:00:00-06:00',
      every: 'week',
      count: 8,
    },
  });
export type SeriesInput = z.infer<typeof seriesInput>;

const fromIndex = z
  .number({ error: 'Debe ser un número' })
  .int('Debe ser un número entero')
  .min(0, 'Mínimo 0')
  .max(MAX_SERIES_COUNT - 1, `Máximo ${MAX_SERIES_COUNT - 1}`)
  .describe('Desde qué cita de la serie (0 = la primera): "esta y las siguientes"');

export const seriesCancelInput = z.strictObject({
  fromIndex,
  reason: safeString().max(500, 'Máximo 500 caracteres').optional(),
});

export const seriesMoveInput = z.strictObject({
  fromIndex,
  start: isoInstant('Fecha y hora inválidas: usa ISO 8601 con zona, p. ej. 2026-12-03T10:00:00-06:00').describe(
    'Nueva fecha y hora de la cita fromIndex; las siguientes se mueven igual',
  ),
  durationMin: seriesDuration
    .optional()
    .describe(
      'Nueva duración de cada cita movida (un cambio de duración en la agenda); sin ella, cada una conserva la suya',
    ),
});

/** A series' id in the path (POST /series/{id}/cancel, /move). */
export const seriesParams = z.object({ id: z.uuid('Serie inválida') });

/** What "esta y las siguientes" changed: the live occurrences from fromIndex on. */
export const seriesChangeWire = z.object({ appointments: z.array(appointmentWire) });

/** POST /series: the series and every appointment it booked (201); a conflict is a 409, nothing booked. */
export const seriesWire = z.object({ id: z.string() }).extend(seriesChangeWire.shape);

/** GET /waitlist: the whole list, or one patient's entries (the patient page's "Lista de espera"). */
export const waitlistQuery = orgQuery.extend({
  customerId: id('Cliente').optional().describe('Solo las entradas de este paciente'),
});

/** An entry's id in the path (DELETE /waitlist/{id}). */
export const waitlistEntryParams = z.object({ id: z.uuid('Entrada inválida') });

/** A waitlist entry on the wire (GET /waitlist, POST /waitlist). */
export const waitlistWire = z.object({
  id: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  service: z.object({ id: z.string(), name: z.string() }),
  resource: z.object({ id: z.string(), name: z.string() }).nullable(),
  days: z.array(z.number()),
  from: z.string().nullable(),
  to: z.string().nullable(),
  until: z.string(),
  source: z.enum(['staff', 'chat', 'web']),
  createdAt: z.string(),
});
export type WaitlistWire = z.infer<typeof waitlistWire>;

/** Why a freed slot is no longer offered ('open' while it still is); the server's refill_slots.status. */
export const freedSlotStatuses = [
  'open',
  'taken',
  'rebooked',
  'blocked',
  'too_close',
  'no_one_left',
  'stopped',
  'chain_limit',
] as const;

/** One patient offered a freed slot (GET /appointments/{id}/offers). */
export const offerWire = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  sentAt: z.string(),
  status: z.enum(['sent', 'taken', 'declined', 'expired', 'superseded']),
});
export type OfferWire = z.infer<typeof offerWire>;

/** A freed slot and its offers: what the agenda shows on it ("Ofrecido a 3 · esperando"). */
export const freedSlotWire = z.object({
  id: z.string(),
  resourceId: z.string(),
  start: z.string(),
  end: z.string(),
  cause: z.enum(['cancelled', 'moved', 'no_show', 'unblocked']),
  /** The appointment whose cancellation, move or no-show freed it. */
  freedBy: z.string().nullable(),
  status: z.enum(freedSlotStatuses),
  depth: z.number(),
  /** When the next wave goes if nobody takes it (null once closed). */
  nextWaveAt: z.string().nullable(),
  bookedAppointmentId: z.string().nullable(),
  offers: z.array(offerWire),
});
export type FreedSlotWire = z.infer<typeof freedSlotWire>;

/** GET /appointments/{id}/offers: every offer of the slots this appointment freed, newest slot first. */
export const appointmentOffersWire = z.object({
  items: z.array(offerWire),
  slots: z.array(freedSlotWire),
});

/** GET /refill/slots?from=&to=: freed slots whose time overlaps the range (the agenda's week). */
export const freedSlotsQuery = orgQuery.extend({
  from: isoInstant(),
  to: isoInstant(),
});

const wholeMinutes = (min: number, max: number, what: string) =>
  z
    .number({ error: 'Debe ser un número' })
    .int('Debe ser un número entero')
    .min(min, `${what}: mínimo ${min}`)
    .max(max, `${what}: máximo ${max}`);

/**
 * GET/PUT /refill/settings (docs/api.md#refill-settings): the organisation's refill of freed slots
 * and its automatic no-shows, the domain's RefillSettings on the wire. Every field is sent on a PUT.
 */
export const refillSettingsInput = z
  .strictObject({
    enabled: z.boolean({ error: 'Indica si se ofrecen los horarios liberados (sí o no)' }),
    waveSize: wholeMinutes(1, 10, 'Pacientes por ronda').describe('Pacientes a los que se ofrece un horario a la vez'),
    holdMin: wholeMinutes(1, 1440, 'Minutos de espera').describe('Minutos antes de ofrecerlo a la ronda siguiente'),
    maxChain: wholeMinutes(0, 10, 'Cadena').describe(
      'Horarios liberados seguidos por pacientes que adelantan su cita (0: no se ofrece el que liberan)',
    ),
    minNoticeMin: wholeMinutes(0, 7 * 24 * 60, 'Anticipación mínima').describe(
      'No se ofrece un horario que empieza antes de estos minutos',
    ),
    autoNoShowAfterMin: wholeMinutes(0, AUTO_NO_SHOW_MAX_MIN, 'Minutos después del fin')
      .nullable()
      .describe('Marcar inasistencia automáticamente N minutos después del fin; null: nunca (por defecto)'),
  })
  .meta({
    example: { enabled: true, waveSize: 3, holdMin: 15, maxChain: 3, minNoticeMin: 60, autoNoShowAfterMin: null },
  });
export type RefillSettingsInput = z.infer<typeof refillSettingsInput>;
export const refillSettingsWire = refillSettingsInput;
