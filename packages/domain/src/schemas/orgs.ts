import { z } from 'zod';
import { isTimeZone } from '../time.ts';
import { safeString } from './building-blocks.ts';

/** The zones offered in forms (docs/product.md#organisation-setup). Any valid IANA zone is accepted by the API. */
export const timeZoneChoices = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Costa_Rica',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Rome',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
] as const;

export const timeZone = safeString().trim().min(1).max(64).refine(isTimeZone, 'Zona horaria inválida');

const name = safeString().trim().min(1, 'El nombre es obligatorio').max(120, 'Máximo 120 caracteres');

/** Defaults 'San José' and America/Costa_Rica (docs/product.md#organisation-setup). */
export const initOrgInput = z.object({
  name,
  locationName: safeString().trim().min(1, 'La ubicación es obligatoria').max(120, 'Máximo 120 caracteres'),
  tz: timeZone,
});
export type InitOrgInput = z.infer<typeof initOrgInput>;

export const renameOrgInput = z.object({ name });
export type RenameOrgInput = z.infer<typeof renameOrgInput>;

export const createApiKeyInput = z.object({
  name: safeString().trim().min(1, 'El nombre es obligatorio').max(80, 'Máximo 80 caracteres'),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const orgDefaults = { locationName: 'San José', tz: 'America/Costa_Rica' } as const;
