/**
 * Reactivation campaigns on the wire (docs/api.md#campaigns) and their rules: who is in the audience
 * is the server's query; what a campaign message says is here.
 */

import { firstName } from '../messaging/reminders.ts';
import { z } from '../zod.ts';
import { instant, safeString } from './building-blocks.ts';
import { templateVariables } from './templates.ts';

/** A patient "booked" after a campaign when an appointment of theirs was created within this many days of its message. */
export const CAMPAIGN_BOOKED_WITHIN_DAYS = 14;

/** In a campaign value, this stands for each patient's first name. */
export const PATIENT_NAME_TOKEN = '{nombre}';

/** The values of one patient's message: `{nombre}` becomes their first name. */
export function campaignParams(values: readonly string[], patientName: string): string[] {
  const name = firstName(patientName) || patientName;
  return values.map((v) => v.replaceAll(PATIENT_NAME_TOKEN, name));
}

/**
 * The values a campaign form starts with (docs/product.md#campaigns): {{1}} is the patient's name,
 * and a later variable that follows "en", "de" or "desde" ("te vemos en {{2}}") is where they are
 * invited back, the clinic's name. Any other starts empty, for staff to write.
 */
export function defaultCampaignParams(text: string, clinicName: string): string[] {
  const count = templateVariables(text).length;
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return PATIENT_NAME_TOKEN;
    return new RegExp(`\\b(en|de|desde)\\s+\\{\\{${i + 1}\\}\\}`, 'i').test(text) ? clinicName : '';
  });
}

const inactiveDays = z
  .number({ error: 'Indica los días sin cita' })
  .int('Indica un número entero de días')
  .min(7, 'Al menos 7 días')
  .max(3650, 'Como máximo 3650 días');
const templateId = z.uuid('Elige una plantilla');

/** One value of a campaign's template variable. */
export const campaignParam = safeString().trim().min(1, 'Completa este valor').max(200, 'Máximo 200 caracteres');

export const campaignPreviewInput = z.strictObject({ templateId, inactiveDays });
export type CampaignPreviewInput = z.infer<typeof campaignPreviewInput>;

export const campaignInput = z.strictObject({
  name: safeString('Escribe un nombre').trim().min(1, 'Escribe un nombre').max(120, 'Máximo 120 caracteres'),
  templateId,
  inactiveDays,
  params: z.array(campaignParam).max(20).default([]),
  /** When to send; now when absent. */
  sendAt: instant().optional(),
});
export type CampaignInput = z.input<typeof campaignInput>;

export const campaignAudienceMember = z.object({ id: z.string(), name: z.string(), phone: z.string() });

export const campaignPreviewWire = z.object({
  count: z.number(),
  /** Up to ten of them, the longest without an appointment first. */
  sample: z.array(campaignAudienceMember),
});
export type CampaignPreview = z.infer<typeof campaignPreviewWire>;

export const campaignWire = z.object({
  id: z.string(),
  name: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  inactiveDays: z.number(),
  params: z.array(z.string()),
  sendAt: z.string(),
  createdAt: z.string(),
  /** Patients in the audience when the campaign was created. */
  targeted: z.number(),
  sent: z.number(),
  delivered: z.number(),
  read: z.number(),
  /** Failed sends and patients skipped at sending time (opted out meanwhile, number undeliverable). */
  failed: z.number(),
  /** Patients who wrote back after the campaign's message. */
  replied: z.number(),
  /** Patients with an appointment booked within 14 days of the message. */
  booked: z.number(),
});
export type CampaignWire = z.infer<typeof campaignWire>;
