import { defaultConfig, hexColour, normalizeConfig, themeModes, weeklyHoursIssues } from '../scheduling/config.ts';
import type { Config, OpeningRange } from '../scheduling/types.ts';
import { z } from '../zod.ts';
import { safeString } from './building-blocks.ts';

/*
 * The configuration's request schemas (POST /config), apart from its rules in scheduling/config.ts:
 * building zod schemas costs time at import, and the agenda's first paint needs the rules
 * (normalizeConfig, opening hours) but never these (docs/benchmarks.md#opening-the-agenda).
 */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:MM)');
const positiveList = z.array(z.number()).max(100, 'Demasiados valores');
const openingRange = z.object({ open: hhmm, close: hhmm }).strict();
const weeklyHoursField = z
  .array(z.array(openingRange).max(2, 'Como máximo dos horarios por día'))
  .length(7, 'El horario semanal debe tener siete días, de lunes a domingo');

/** The cross-field checks of a POST /config body (weekly hours against the increment it sets). */
export function refineConfigInput(
  value: { weeklyHours?: readonly (readonly OpeningRange[])[]; increment?: number },
  ctx: z.RefinementCtx,
): void {
  if (!value.weeklyHours) return;
  for (const issue of weeklyHoursIssues(value.weeklyHours, value.increment ?? defaultConfig.increment)) {
    ctx.addIssue({ code: 'custom', ...issue });
  }
}

/**
 * POST /config body. Types are checked strictly (a wrong type is a 400 with fields); the documented
 * repairs (close not after open, non-positive or repeated durations) are normalizeConfig's job.
 */
export const configInputFields = z.object({
  openTime: hhmm.optional(),
  closeTime: hhmm.optional(),
  openHour: z.number().min(0).max(24).optional(),
  closeHour: z.number().min(0).max(24).optional(),
  increment: z.union([z.literal(15), z.literal(30)], { error: 'El intervalo debe ser 15 o 30' }).optional(),
  allowedDurations: positiveList.optional(),
  palette: z.array(z.string().regex(hexColour, 'Color inválido')).max(32, 'Demasiados colores').optional(),
  themeMode: z.enum(themeModes, { error: 'Tema inválido' }).optional(),
  reminderFrequencies: positiveList.optional(),
  weeklyHours: weeklyHoursField.optional(),
  reminderTemplates: z
    .array(
      z.strictObject({
        offsetMin: z.number().int().positive(),
        templateId: z.uuid('Plantilla inválida'),
      }),
    )
    .max(100, 'Demasiados valores')
    .optional(),
});

export const configInput = configInputFields
  .superRefine(refineConfigInput)
  .transform((value): Config => normalizeConfig(value));
export type ConfigInput = z.input<typeof configInput>;

/**
 * POST /config's body as the server takes it: configInputFields with unknown fields refused (400)
 * rather than dropped; orgId is the original client's habit (the query string decides).
 */
export const configBody = configInputFields
  .extend({ orgId: safeString().max(64).optional() })
  .strict()
  .superRefine(refineConfigInput);

/**
 * The config on the wire (docs/api.md#config): normalised, weeklyHours always spelled out (seven
 * days) and beside it openTime/closeTime, the week's span, for clients that only know one range.
 */
export const configWire = z.object({
  openTime: z.string(),
  closeTime: z.string(),
  increment: z.union([z.literal(15), z.literal(30)]),
  allowedDurations: z.array(z.number()),
  palette: z.array(z.string()),
  themeMode: z.enum(themeModes),
  reminderFrequencies: z.array(z.number()),
  weeklyHours: z.array(z.array(z.object({ open: z.string(), close: z.string() }))),
  reminderTemplates: z.array(z.object({ offsetMin: z.number(), templateId: z.string() })),
});
export type ConfigWire = z.infer<typeof configWire>;
