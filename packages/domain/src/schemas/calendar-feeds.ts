import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

/** POST /calendar-feeds: one professional's appointments, or (resourceId null) the whole clinic's. */
export const createCalendarFeedInput = z.object({
  resourceId: z.uuid('Elige un profesional o toda la clínica').nullable(),
  name: safeString().trim().min(1, 'El nombre es obligatorio').max(80, 'Máximo 80 caracteres').optional(),
});
export type CreateCalendarFeedInput = z.infer<typeof createCalendarFeedInput>;

/** A feed as listed: never its secret URL (docs/api.md#calendar-feeds). */
export const calendarFeedWire = z.object({
  id: z.string(),
  name: z.string(),
  resourceId: z.string().nullable(),
  resourceName: z.string().nullable().describe('The professional, or null for the whole clinic'),
  createdAt: z.string().describe('ISO 8601 instant'),
});
export type CalendarFeedWire = z.infer<typeof calendarFeedWire>;

/** The answer of POST: the feed and its secret URL, shown this once. */
export const createdCalendarFeedWire = calendarFeedWire.extend({
  url: z.string().describe('https URL of the .ics feed; only its hash is stored'),
});
export type CreatedCalendarFeedWire = z.infer<typeof createdCalendarFeedWire>;
