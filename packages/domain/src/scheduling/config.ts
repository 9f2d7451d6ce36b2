import { formatHHMM, parseHHMM, weekdayIndex } from '../time.ts';
import type { Config, OpeningRange, ReminderTemplateChoice, WeeklyHours } from './types.ts';

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
export const hexColour = /^#[0-9a-fA-F]{6}$/;

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
  // Per-weekday hours win over openTime/closeTime, which then only say the span of the week.
  const weekly = normalizeWeeklyHours(raw.weeklyHours);
  if (weekly) {
    const ranges = weekly.flat();
    open = Math.min(...ranges.map((r) => parseHHMM(r.open) as number));
    close = Math.max(...ranges.map((r) => parseHHMM(r.close) as number));
  }
  const durations = positiveSortedUnique(raw.allowedDurations);
  const reminders = positiveSortedUnique(raw.reminderFrequencies);
  const palette = Array.isArray(raw.palette)
    ? raw.palette.filter((c): c is string => typeof c === 'string' && hexColour.test(c))
    : [];
  return {
    openTime: formatHHMM(open),
    closeTime: formatHHMM(close),
    ...(weekly ? { weeklyHours: weekly } : {}),
    increment: raw.increment === 15 || raw.increment === 30 ? raw.increment : defaultConfig.increment,
    // An agenda with no duration to offer is unusable, so an empty list means the defaults.
    allowedDurations: durations && durations.length > 0 ? durations : [...defaultConfig.allowedDurations],
    palette: palette.length > 0 ? palette : [...defaultConfig.palette],
    themeMode: themeModes.includes(raw.themeMode as Config['themeMode'])
      ? (raw.themeMode as Config['themeMode'])
      : defaultConfig.themeMode,
    // No reminders at all is a legitimate choice; only a missing list takes the defaults.
    reminderFrequencies: reminders ?? [...defaultConfig.reminderFrequencies],
    ...reminderTemplatesOf(raw.reminderTemplates, reminders ?? defaultConfig.reminderFrequencies),
  };
}

/** The template choices of the configured frequencies only, one per frequency (absent: none given). */
function reminderTemplatesOf(
  value: unknown,
  frequencies: readonly number[],
): { reminderTemplates?: ReminderTemplateChoice[] } {
  if (!Array.isArray(value)) return {};
  const chosen = new Map<number, string>();
  for (const item of value as Partial<ReminderTemplateChoice>[]) {
    if (typeof item?.offsetMin !== 'number' || typeof item.templateId !== 'string') continue;
    if (frequencies.includes(item.offsetMin) && item.templateId) chosen.set(item.offsetMin, item.templateId);
  }
  return {
    reminderTemplates: [...chosen]
      .sort(([a], [b]) => a - b)
      .map(([offsetMin, templateId]) => ({ offsetMin, templateId })),
  };
}

/**
 * Stored or submitted weekly hours → seven days of ordered, non-overlapping ranges (at most two), or
 * undefined when there is no usable week (not seven days, or every day closed), so openTime/closeTime
 * apply. Broken ranges are dropped, touching ones joined; the API refuses them before (weeklyHoursIssues).
 */
function normalizeWeeklyHours(value: unknown): WeeklyHours | undefined {
  if (!Array.isArray(value) || value.length !== 7) return undefined;
  const week = value.map((day): OpeningRange[] => {
    const ranges: [number, number][] = [];
    if (!Array.isArray(day)) return [];
    for (const r of day) {
      const open = parseHHMM((r as OpeningRange | undefined)?.open as string);
      const close = parseHHMM((r as OpeningRange | undefined)?.close as string);
      if (open !== undefined && close !== undefined && open < close) ranges.push([open, close]);
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const kept: [number, number][] = [];
    for (const [open, close] of ranges) {
      const last = kept[kept.length - 1];
      if (last && open < last[1]) continue;
      if (last && open === last[1]) last[1] = close;
      else kept.push([open, close]);
    }
    return kept.slice(0, 2).map(([open, close]) => ({ open: formatHHMM(open), close: formatHHMM(close) }));
  });
  return week.some((day) => day.length > 0) ? week : undefined;
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

/**
 * The opening hours of a local date, as minute ranges after its midnight, in order (docs/product.md#opening-hours):
 * its weekday's ranges, or openTime–closeTime when there are no weekly hours; none on a closed day.
 * Placement, availability, the agenda's shading and the panel's times all read the day through this.
 */
export function openingRanges(config: Config, date: string): [number, number][] {
  const week = config.weeklyHours;
  if (week?.length !== 7) {
    const { open, close } = openingMinutes(config);
    return [[open, close]];
  }
  const out: [number, number][] = [];
  for (const r of week[weekdayIndex(date)] ?? []) {
    const open = parseHHMM(r.open);
    const close = parseHHMM(r.close);
    if (open !== undefined && close !== undefined && open < close) out.push([open, close]);
  }
  return out;
}

/**
 * The closed stretches of a local date within [from, to): the complement of its opening ranges (all of
 * it on a closed day). What the agenda shades.
 */
export function closedRanges(config: Config, date: string, from = 0, to = 1440): [number, number][] {
  const out: [number, number][] = [];
  let cursor = from;
  for (const [open, close] of openingRanges(config, date)) {
    if (open > cursor) out.push([cursor, Math.min(open, to)]);
    cursor = Math.max(cursor, close);
    if (cursor >= to) break;
  }
  if (cursor < to) out.push([cursor, to]);
  return out.filter(([a, b]) => a < b);
}

/** Start times a day offers (the booking panel's): every increment step from local midnight inside its ranges. */
export function startTimesOn(config: Config, date: string): number[] {
  const increment = incrementOf(config);
  const out: number[] = [];
  for (const [open, close] of openingRanges(config, date)) {
    for (let m = Math.ceil(open / increment) * increment; m < close && m < 1440; m += increment) out.push(m);
  }
  return out;
}

/** The week spelled out, seven days Monday first: the weekly hours, or openTime–closeTime on every day. */
export function weeklyHoursOf(config: Config): WeeklyHours {
  if (config.weeklyHours && config.weeklyHours.length === 7) return config.weeklyHours.map((day) => [...day]);
  const { open, close } = openingMinutes(config);
  return Array.from({ length: 7 }, () => [{ open: formatHHMM(open), close: formatHHMM(close) }]);
}

/** Day names, Monday first, as the configuration screen and the error messages say them. */
export const weekdayNames = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

/** The agenda grid step in minutes (15 or 30; anything else reads as the default). */
export function incrementOf(config: Config): 15 | 30 {
  return config.increment === 15 || config.increment === 30 ? config.increment : defaultConfig.increment;
}

/**
 * What is wrong with weekly hours, one Spanish message per problem with the index path of the day
 * (docs/product.md#opening-hours): each range opens before it closes, on the agenda's grid, a second
 * range after the first, and at least one day open. Shared by the API's schema and the configuration screen.
 */
export function weeklyHoursIssues(
  week: readonly (readonly OpeningRange[])[],
  increment: number,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const step = increment === 15 || increment === 30 ? increment : defaultConfig.increment;
  week.forEach((day, d) => {
    const name = weekdayNames[d] ?? `Día ${d + 1}`;
    let previousClose: number | undefined;
    day.forEach((range, r) => {
      const open = parseHHMM(range.open);
      const close = parseHHMM(range.close);
      if (open === undefined || close === undefined) return; // the field's own message says so
      const path = ['weeklyHours', d, r];
      if (open % step !== 0 || close % step !== 0) {
        issues.push({ path, message: `${name}: las horas deben ir en intervalos de ${step} minutos` });
      } else if (close <= open) {
        issues.push({ path, message: `${name}: el cierre debe ser posterior a la apertura` });
      } else if (previousClose !== undefined && open < previousClose) {
        issues.push({ path, message: `${name}: el segundo horario debe empezar después de que termine el primero` });
      }
      previousClose = close;
    });
  });
  if (week.length === 7 && week.every((day) => day.length === 0)) {
    issues.push({ path: ['weeklyHours'], message: 'Abre al menos un día de la semana' });
  }
  return issues;
}
