/**
 * Calendar and time-zone helpers. Pure: no clock, no host time zone. A calendar date is a
 * 'YYYY-MM-DD' string and a time of day is minutes after local midnight; instants are epoch
 * milliseconds. Zone maths go through Intl with cached formatters, because building a formatter
 * costs far more than using one.
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → days since 1970-01-01 (proleptic Gregorian, no zone involved). */
export function dateToDayNumber(date: string): number {
  const [y, m, d] = parseDate(date);
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function dayNumberToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dayNumberToDate(dateToDayNumber(date) + days);
}

/** 0 = Monday … 6 = Sunday (weeks start on Monday: docs/product.md#business-constants). */
export function weekdayIndex(date: string): number {
  // 1970-01-01 was a Thursday (index 3).
  return (((dateToDayNumber(date) + 3) % 7) + 7) % 7;
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parseDate(value);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function parseDate(date: string): [number, number, number] {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return [y, m, d];
}

/** 'HH:MM' → minutes after midnight; undefined when malformed. */
export function parseHHMM(value: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatHHMM(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

export function isTimeZone(tz: string): boolean {
  try {
    formatterFor(tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * Wall clocks already read, per zone and exact instant. Cutting a range into days probes the same
 * instants several times (a day's end is the next day's start; zonedToInstant's noon probes are
 * shared by neighbouring days), and formatToParts is by far the dearest step: a year of daily
 * report buckets went from about 3,000 calls to about 750 (docs/benchmarks.md#reports). Bounded:
 * emptied when full.
 */
const wallClocks = new Map<string, { date: string; minutes: number }>();
const WALL_CLOCKS_MAX = 20_000;

/** The wall clock of `instant` in `tz`. */
export function instantToZoned(instant: number, tz: string): { date: string; minutes: number } {
  const key = `${tz}|${instant}`;
  const known = wallClocks.get(key);
  if (known) return { date: known.date, minutes: known.minutes };
  const parts = formatterFor(tz).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '0';
  const wall = {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
  if (wallClocks.size >= WALL_CLOCKS_MAX) wallClocks.clear();
  wallClocks.set(key, wall);
  return { date: wall.date, minutes: wall.minutes };
}

/** Offset of `tz` from UTC at `instant`, in minutes (e.g. -360 for Costa Rica). */
export function zoneOffsetMinutes(instant: number, tz: string): number {
  const wall = instantToZoned(instant, tz);
  const wallAsUtc = dateToDayNumber(wall.date) * DAY_MS + wall.minutes * 60_000;
  const truncated = Math.floor(instant / 60_000) * 60_000;
  return Math.round((wallAsUtc - truncated) / 60_000);
}

/**
 * The instant at which the wall clock in `tz` reads `date` `minutes`. For a wall time skipped by a
 * DST change it answers the instant the clock jumps to ('compatible', as Temporal does); for a
 * repeated wall time, the earlier of the two. `existsInZone` tells the two cases apart.
 */
export function zonedToInstant(date: string, minutes: number, tz: string): number {
  const wallAsUtc = dateToDayNumber(date) * DAY_MS + minutes * 60_000;
  const before = zoneOffsetMinutes(wallAsUtc - DAY_MS / 2, tz);
  const after = zoneOffsetMinutes(wallAsUtc + DAY_MS / 2, tz);
  const withBefore = wallAsUtc - before * 60_000;
  const withAfter = wallAsUtc - after * 60_000;
  const earlierFits = zoneOffsetMinutes(withBefore, tz) === before;
  const laterFits = zoneOffsetMinutes(withAfter, tz) === after;
  if (earlierFits && laterFits) return Math.min(withBefore, withAfter);
  if (earlierFits) return withBefore;
  if (laterFits) return withAfter;
  // In the gap: neither offset reproduces the wall time; move forward by the gap's length.
  return withBefore;
}

/** False when the wall time `date` `minutes` never occurs in `tz` (skipped by a DST change). */
export function existsInZone(date: string, minutes: number, tz: string): boolean {
  const back = instantToZoned(zonedToInstant(date, minutes, tz), tz);
  return back.date === date && back.minutes === minutes;
}

/** ISO 8601 with the zone's offset, as the API writes instants (e.g. 2026-11-23T14:00:00-06:00). */
export function formatInstantInZone(instant: number, tz: string): string {
  const offset = zoneOffsetMinutes(instant, tz);
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  if (offset === 0) return `${local}Z`;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${formatHHMM(abs)}`;
}

/** The months' names in Spanish, January first (dates in words: replies, mails, the agenda's labels). */
export const spanishMonths = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "4 de diciembre de 2026" from "2026-12-04": a deadline in words (the chat's and the manage page's). */
export function longSpanishDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${spanishMonths[m! - 1]} de ${y}`;
}
