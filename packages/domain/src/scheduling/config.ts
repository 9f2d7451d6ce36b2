import { z } from 'zod';
import { formatHHMM, parseHHMM } from '../time.ts';
import type { Config } from './types.ts';

/** The documented defaults (docs/product.md#configuration). */
export const defaultConfig: Readonly<Config> = Object.freeze({
  openTime: '08:00',
  closeTime: '18:00',
  increment: 30,
  allowedDurations: [15, 30, 45, 60],
  palette: ['#22c55e', '#3b82f6', '#f59e0b', '#ef4444'],
  themeMode: 'auto',
  // 2 h and 24 h before (docs/product.md#configuration), listed ascending like every normalised list so that
  // normalizeConfig(defaultConfig) equals defaultConfig.
  reminderFrequencies: [120, 1440],
} satisfies Config);

export const incrementOptions = [15, 30] as const;
export const themeModes = ['auto', 'light', 'dark'] as const;

// #rrggbb only, the form the colour inputs and the catalogue schemas use.
const hexColour = /^#[0-9a-fA-F]{6}$/;

/**
 * Any stored or submitted config (partial, legacy openHour/closeHour numbers, junk) → a Config the
 * rules can trust (docs/product.md#configuration). Never throws, so a bad stored row cannot break the agenda.
 */
export function normalizeConfig(input: unknown): Config {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  let open = timeOf(raw.openTime, raw.openHour);
  let close = timeOf(raw.closeTime, raw.closeHour);
  open ??= parseHHMM(defaultConfig.openTime) as number;
  close ??= parseHHMM(defaultConfig.closeTime) as number;
  if (close <= open) {
    // Both fall back, not just the broken end, so the day is never a sliver (docs/product.md#configuration).
    open = parseHHMM(defaultConfig.openTime) as number;
    close = parseHHMM(defaultConfig.closeTime) as number;
  }
  const durations = positiveSortedUnique(raw.allowedDurations);
  const reminders = positiveSortedUnique(raw.reminderFrequencies);
  const palette = Array.isArray(raw.palette)
    ? raw.palette.filter((c): c is string => typeof c === 'string' && hexColour.test(c))
    : [];
  return {
    openTime: formatHHMM(open),
    closeTime: formatHHMM(close),
    increment: raw.increment === 15 || raw.increment === 30 ? raw.increment : defaultConfig.increment,
    // An agenda with no duration to offer is unusable, so an empty list means the defaults.
    allowedDurations: durations && durations.length > 0 ? durations : [...defaultConfig.allowedDurations],
    palette: palette.length > 0 ? palette : [...defaultConfig.palette],
    themeMode: themeModes.includes(raw.themeMode as Config['themeMode'])
      ? (raw.themeMode as Config['themeMode'])
      : defaultConfig.themeMode,
    // No reminders at all is a legitimate choice; only a missing list takes the defaults.
    reminderFrequencies: reminders ?? [...defaultConfig.reminderFrequencies],
  };
}

/** 'HH:MM' wins; a legacy hour number (8, 17.5) is read when the string is absent or malformed. */
function timeOf(text: unknown, legacyHour: unknown): number | undefined {
  if (typeof text === 'string') {
    const minutes = parseHHMM(text);
    if (minutes !== undefined) return minutes;
  }
  if (typeof legacyHour === 'number' && Number.isFinite(legacyHour)) {
    const minutes = Math.round(legacyHour * 60);
    if (minutes >= 0 && minutes < 24 * 60) return minutes;
  }
  return undefined;
}

function positiveSortedUnique(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept = value.filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0);
  return [...new Set(kept)].sort((a, b) => a - b);
}

/**
 * Opening hours of a config in minutes after local midnight. Reads through normalizeConfig's rules so
 * an unnormalised config cannot make two callers disagree about the day.
 */
export function openingMinutes(config: Config): { open: number; close: number } {
  const open = parseHHMM(config.openTime);
  const close = parseHHMM(config.closeTime);
  if (open === undefined || close === undefined || close <= open) {
    return { open: parseHHMM(defaultConfig.openTime) as number, close: parseHHMM(defaultConfig.closeTime) as number };
  }
  return { open, close };
}

/** The agenda grid step in minutes (15 or 30; anything else reads as the default). */
export function incrementOf(config: Config): 15 | 30 {
  return config.increment === 15 || config.increment === 30 ? config.increment : defaultConfig.increment;
}

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida (HH:MM)');
const positiveList = z.array(z.number()).max(100, 'Demasiados valores');

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
});

export const configInput = configInputFields.transform((value): Config => normalizeConfig(value));
export type ConfigInput = z.input<typeof configInput>;
