/**
 * The member's weekly report switch (docs/api.md#weekly-report), shared by the server (validation,
 * OpenAPI) and the organisation page's toggle.
 */
import { z } from '../zod.ts';

export const weeklyReportSettingInput = z.object({
  enabled: z.boolean({ error: 'Indica si quieres recibir el reporte semanal (true o false)' }),
});
export type WeeklyReportSettingInput = z.infer<typeof weeklyReportSettingInput>;

export const weeklyReportSettingWire = z.object({
  /** Whether this member gets the Monday mail. */
  enabled: z.boolean(),
  /** When the organisation's next report goes out: ISO 8601 with the organisation's offset (e.g. 2026-11-30T08:00:00-06:00). */
  nextSendAt: z.string().nullable(),
});
export type WeeklyReportSettingWire = z.infer<typeof weeklyReportSettingWire>;
