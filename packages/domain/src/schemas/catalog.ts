/**
 * Request bodies of the catalogue (docs/product.md#catalogue-screens), shared by the forms and the API so that
 * both apply the same rules with the same Spanish messages.
 */

import { fieldMessages } from '../errors.ts';
import { type CountryCode, normalizePhone } from '../phone.ts';
import { parseHHMM } from '../time.ts';
import { z } from '../zod.ts';
import { instant, safeString } from './building-blocks.ts';
import { timeZone } from './orgs.ts';

const required = 'Este campo es obligatorio';
const name = safeString().trim().min(1, required).max(120, 'Máximo 120 caracteres');
export const hexColor = safeString().regex(/^#[0-9a-fA-F]{6}$/, 'Usa un color como #22c55e');
const wholeMinutes = (min: number, message: string) =>
  z
    .number({ error: 'Debe ser un número' })
    .int('Debe ser un número entero')
    .min(min, message)
    .max(24 * 60, 'Máximo 1440 minutos');
// The original client sends orgId in bodies too; the query string decides, so it is accepted and ignored.
const legacyOrgId = { orgId: safeString().max(64).optional() };

/** In the organisation's currency; two decimals at most (the column is numeric(12, 2)). */
const price = z
  .number({ error: 'Debe ser un número' })
  .min(0, 'El precio no puede ser negativo')
  .max(9_999_999_999, 'El precio es demasiado alto')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Usa como máximo dos decimales');

/** The description of a service created without one (docs/product.md#services). */
export const defaultServiceDescription = 'Servicio sin descripción';

export const serviceInput = z.strictObject({
  ...legacyOrgId,
  name,
  description: safeString().trim().max(500, 'Máximo 500 caracteres').optional(),
  durationMin: wholeMinutes(1, 'La duración mínima es 1 minuto'),
  intervalMin: wholeMinutes(0, 'El intervalo no puede ser negativo').optional(),
  price: price.optional(),
  recurring: z
    .boolean({ error: 'Debe ser verdadero o falso' })
    .optional()
    .describe('"Se repite": tras agendar por el chat, se ofrece la misma hora las semanas siguientes'),
});
export type ServiceInput = z.infer<typeof serviceInput>;

export const customerInput = z.strictObject({
  ...legacyOrgId,
  name,
  phone: safeString().trim().min(1, required).max(40, fieldMessages.invalidPhone),
  notes: safeString().trim().max(2000, 'Máximo 2000 caracteres').optional(),
});
export type CustomerInput = z.infer<typeof customerInput>;

/**
 * The customer forms' schema (docs/product.md#customers): customerInput, and the phone read as the
 * server reads it (a number without a country code is of the clinic's country), so 'Teléfono
 * inválido' shows while typing instead of after a round trip.
 */
export function customerFormInput(homeCountry: CountryCode | undefined) {
  return customerInput.superRefine((value, ctx) => {
    if (value.phone && !normalizePhone(value.phone, homeCountry)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fieldMessages.invalidPhone });
    }
  });
}

export const customerListQuery = z.object({
  orgId: safeString().max(64).optional(),
  q: safeString().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const resourceInput = z.strictObject({
  ...legacyOrgId,
  name,
  locationId: z.uuid('Elige una ubicación'),
  capacity: z
    .number({ error: 'Debe ser un número' })
    .int('Debe ser un número entero')
    .min(1, 'La capacidad mínima es 1')
    .max(100)
    .default(1),
  active: z.boolean().default(true),
  backgroundColor: hexColor.default('#22c55e'),
  textColor: hexColor.default('#ffffff'),
});
export type ResourceInput = z.infer<typeof resourceInput>;

/**
 * Today's quick start for a clinic with neither (docs/product.md#first-steps): who attends and
 * what they offer, in one form; saved as a resource (resourceInput) and a service (serviceInput),
 * so each field is theirs.
 */
export const quickStartInput = z.strictObject({
  who: resourceInput.shape.name,
  what: serviceInput.shape.name,
  durationMin: serviceInput.shape.durationMin,
});
export type QuickStartInput = z.infer<typeof quickStartInput>;

export const locationInput = z.strictObject({ ...legacyOrgId, name, tz: timeZone });
export type LocationInput = z.infer<typeof locationInput>;

const hhmm = safeString().refine((v) => parseHHMM(v) !== undefined, 'Usa el formato HH:MM');

/**
 * A block is one-off (start, end) or daily recurring (startTime, endTime); resourceId null means the
 * whole organisation (the form's 'todos').
 */
export const blockInput = z
  .strictObject({
    ...legacyOrgId,
    resourceId: z.uuid('Elige un recurso o "todos"').nullable(),
    start: instant().optional(),
    end: instant().optional(),
    startTime: hhmm.optional(),
    endTime: hhmm.optional(),
    reason: safeString().trim().min(1, required).max(200, 'Máximo 200 caracteres'),
    backgroundColor: hexColor.optional(),
    textColor: hexColor.optional(),
  })
  .superRefine((b, ctx) => {
    const oneOff = b.start !== undefined || b.end !== undefined;
    const daily = b.startTime !== undefined || b.endTime !== undefined;
    if (oneOff === daily) {
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'Indica inicio y fin, o un horario diario' });
      return;
    }
    if (oneOff) {
      if (!b.start) ctx.addIssue({ code: 'custom', path: ['start'], message: required });
      if (!b.end) ctx.addIssue({ code: 'custom', path: ['end'], message: required });
      if (b.start && b.end && Date.parse(b.end) <= Date.parse(b.start)) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: 'El fin debe ser posterior al inicio' });
      }
    } else {
      if (!b.startTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: required });
      if (!b.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: required });
      if (b.startTime && b.endTime && (parseHHMM(b.endTime) ?? 0) <= (parseHHMM(b.startTime) ?? 0)) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'El fin debe ser posterior al inicio' });
      }
    }
  });
export type BlockInput = z.infer<typeof blockInput>;

/** Spanish nouns for messages ('Servicio creado', 'Error al guardar servicio'…). */
export const entityNames = {
  services: {
    one: 'servicio',
    created: 'Servicio creado',
    updated: 'Servicio actualizado',
    deleted: 'Servicio eliminado',
  },
  customers: {
    one: 'cliente',
    created: 'Cliente creado',
    updated: 'Cliente actualizado',
    deleted: 'Cliente eliminado',
  },
  resources: {
    one: 'recurso',
    created: 'Recurso creado',
    updated: 'Recurso actualizado',
    deleted: 'Recurso eliminado',
  },
  locations: {
    one: 'ubicación',
    created: 'Ubicación creada',
    updated: 'Ubicación actualizada',
    deleted: 'Ubicación eliminada',
  },
  blocks: { one: 'bloque', created: 'Bloque creado', updated: 'Bloque actualizado', deleted: 'Bloque eliminado' },
} as const;

// Answers of the catalogue routes (docs/api.md#catalogue), shared by the server (serialisation,
// OpenAPI) and the web app (its types). Instants are ISO strings.

export const serviceWire = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  description: z.string(),
  durationMin: z.number(),
  intervalMin: z.number(),
  /** "Se repite": the chat receptionist offers a weekly series after booking it. */
  recurring: z.boolean(),
  /**
   * In the organisation's currency (GET /orgs/{id} states it); 0 when not set. Absent for a caller
   * whose role may not see prices (Recepción, Profesional: permissions.ts `prices.read`).
   */
  price: z.number().optional(),
});
export type ServiceWire = z.infer<typeof serviceWire>;

export const resourceWire = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  capacity: z.number(),
  active: z.boolean(),
  backgroundColor: z.string(),
  textColor: z.string(),
});
export type ResourceWire = z.infer<typeof resourceWire>;

export const customerWire = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Staff notes about the patient; '' when none. */
  notes: z.string(),
  createdAt: z.string(),
  /** Replied SALIR (or staff opted them out): no automatic message goes to them. */
  optedOut: z.boolean(),
  /** When they opted out; null when they receive automatic messages. */
  optedOutAt: z.string().nullable(),
});
export type CustomerWire = z.infer<typeof customerWire>;

export const locationWire = z.object({ id: z.string(), orgId: z.string(), name: z.string(), tz: z.string() });
export type LocationWire = z.infer<typeof locationWire>;

/**
 * Wire form (docs/api.md#catalogue): resourceId null means the whole organisation. One-off blocks carry
 * start/end as ISO instants in the zone of the resource's location (else the org's first one);
 * daily blocks carry startTime/endTime ('HH:MM', local).
 */
export const blockWire = z.object({
  id: z.string(),
  orgId: z.string(),
  resourceId: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  reason: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
});
export type BlockWire = z.infer<typeof blockWire>;
