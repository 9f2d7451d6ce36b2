import { formatInstantInZone, zoneOffsetMinutes } from '@recepta/domain';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

// An agenda of 1,000 appointments writes 2,000 instants, and the domain's formatInstantInZone costs
// an Intl lookup each: more than reading the agenda (docs/benchmarks.md#figures-behind-code-comments).
// These caches answer it with arithmetic.
// A zone's rules are fixed for the life of the process, so this is memoisation; bounds keep a
// long-running server from growing them without end.
const CACHE_MAX = 50_000;
/** Per zone, the offset of each UTC hour seen, or null for an hour holding an offset change. */
const offsets = new Map<string, Map<number, number | null>>();
/** 'YYYY-MM-DDTHH:' of each local hour seen (epoch hours of the wall clock read as UTC). */
const hourPrefixes = new Map<number, string>();
const suffixes = new Map<number, string>();
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

function offsetOf(instant: number, tz: string): number | null {
  let zone = offsets.get(tz);
  if (!zone) {
    zone = new Map();
    offsets.set(tz, zone);
  }
  const hour = Math.floor(instant / HOUR_MS);
  let offset = zone.get(hour);
  if (offset === undefined) {
    // No zone changes its offset twice within an hour: equal offsets at the first and last minute
    // mean one offset throughout.
    const first = zoneOffsetMinutes(hour * HOUR_MS, tz);
    const last = zoneOffsetMinutes(hour * HOUR_MS + HOUR_MS - MINUTE_MS, tz);
    offset = first === last ? first : null;
    if (zone.size >= CACHE_MAX) zone.clear();
    zone.set(hour, offset);
  }
  return offset;
}

function suffixOf(offset: number): string {
  let suffix = suffixes.get(offset);
  if (suffix === undefined) {
    const abs = Math.abs(offset);
    suffix =
      offset === 0
        ? 'Z'
        : `${offset < 0 ? '-' : '+'}${TWO_DIGITS[Math.floor(abs / 60)] ?? Math.floor(abs / 60)}:${TWO_DIGITS[abs % 60]}`;
    suffixes.set(offset, suffix);
  }
  return suffix;
}

/**
 * formatInstantInZone (ISO 8601 with the zone's offset, e.g. 2026-11-23T14:00:00-06:00), answered
 * from caches. An hour holding an offset change goes to the domain's function every time.
 */
export function formatInZone(instant: number, tz: string): string {
  const offset = offsetOf(instant, tz);
  if (offset === null) return formatInstantInZone(instant, tz);
  const local = instant + offset * MINUTE_MS;
  const hour = Math.floor(local / HOUR_MS);
  let prefix = hourPrefixes.get(hour);
  if (prefix === undefined) {
    prefix = new Date(hour * HOUR_MS).toISOString().slice(0, 14);
    if (hourPrefixes.size >= CACHE_MAX) hourPrefixes.clear();
    hourPrefixes.set(hour, prefix);
  }
  const inHour = local - hour * HOUR_MS;
  return `${prefix}${TWO_DIGITS[Math.floor(inHour / MINUTE_MS)]}:${TWO_DIGITS[Math.floor(inHour / 1000) % 60]}${suffixOf(offset)}`;
}
