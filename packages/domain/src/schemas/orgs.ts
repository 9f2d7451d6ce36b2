import { isCurrency } from '../money.ts';
import { apiKeyScopes } from '../permissions.ts';
import { isTimeZone } from '../time.ts';
import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

/** Any valid IANA zone; forms offer the ones of zones.ts (docs/product.md#organisation-setup). */
export const timeZone = safeString().trim().min(1).max(64).refine(isTimeZone, 'Zona horaria inválida');

const name = safeString().trim().min(1, 'El nombre es obligatorio').max(120, 'Máximo 120 caracteres');

/** Optional first steps of the setup form: blank is the same as absent. */
const firstStep = safeString()
  .trim()
  .max(120, 'Máximo 120 caracteres')
  .optional()
  .transform((v) => v || undefined);

/**
 * Defaults 'San José' and America/Costa_Rica (docs/product.md#organisation-setup). `professional`
 * and `service`, when given, are the first professional (of the first location) and the first
 * service (30 minutes), saved with the organisation: the first steps in the same form.
 */
export const initOrgInput = z.object({
  name,
  locationName: safeString().trim().min(1, 'La ubicación es obligatoria').max(120, 'Máximo 120 caracteres'),
  tz: timeZone,
  professional: firstStep,
  service: firstStep,
});
export type InitOrgInput = z.infer<typeof initOrgInput>;

/** An ISO 4217 code the product can format (domain money.ts). */
export const currencyCode = safeString().refine(isCurrency, 'Elige una moneda de la lista');

/** PUT /orgs/{id}: the name, and the currency of prices (absent: unchanged). */
export const renameOrgInput = z.object({ name, currency: currencyCode.optional() });
export type RenameOrgInput = z.infer<typeof renameOrgInput>;

/** An organisation as GET/PUT /orgs/{id} answer it (docs/api.md#organisations). */
export const orgWire = z.object({
  id: z.string(),
  name: z.string(),
  tz: z
    .string()
    .nullable()
    .describe(
      "IANA zone of the organisation (its first location's), where org-wide days are read; null without a location",
    ),
  currency: z
    .string()
    .describe('ISO 4217 code of prices: the one chosen, else the currency of the first location’s country'),
  demo: z.boolean().describe('Whether this is the demo clinic, the one the public demo chat talks to'),
});
export type OrgWire = z.infer<typeof orgWire>;

export const createApiKeyInput = z.object({
  name: safeString().trim().min(1, 'El nombre es obligatorio').max(80, 'Máximo 80 caracteres'),
  /** What the key may do (docs/api.md#teams); absent: every scope (`admin`), as keys made before scopes. */
  scopes: z.array(z.enum(apiKeyScopes)).min(1, 'Elige al menos un permiso').max(4).optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const orgDefaults = { locationName: 'San José', tz: 'America/Costa_Rica' } as const;

/** The path of a route on one organisation, /orgs/{id}/…: the org guard reads the id from it. */
export const orgParams = z.object({ id: safeString().max(64) });

/** POST /catalog/initOrg's answer: the new organisation and its first location. */
export const initOrgWire = z.object({
  org: orgWire,
  location: z.object({ id: z.string(), name: z.string(), tz: z.string() }),
});

/** An API key as listed: its prefix, never the key (docs/api.md#api-keys). */
export const apiKeyWire = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, enough to recognise it; the rest is never shown again. */
  prefix: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  scopes: z.array(z.string()),
});
/** The answer to a create: the only time the full key leaves the server. */
export const createdApiKeyWire = apiKeyWire.extend({ key: z.string() });
