import { addDays, dateToDayNumber, zonedToInstant, zoneOffsetMinutes } from '../time.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * One calendar day of a zone, computed once so hot loops can turn wall times into instants with
 * arithmetic instead of Intl calls. `uniform` days (24 h long, one offset throughout: all but the
 * DST-change days) map wall minute m to start + m minutes; the others go through zonedToInstant.
 */
export interface ZoneDay {
  date: string;
  tz: string;
  /** First instant of the day (local midnight, or the instant the clock jumps to if midnight is skipped). */
  start: number;
  /** First instant of the next day. */
  end: number;
  /** Offset in minutes when the day is uniform, else undefined. */
  offset: number | undefined;
}

// Days already worked out, per zone and date. A day's instants never change within a process (the
// zone rules are fixed when it starts), so this is memoisation, not state; the bound keeps a
// long-running server from growing it without end (a year of days for a few dozen zones fits).
const known = new Map<string, ZoneDay>();
const KNOWN_MAX = 20_000;

/**
 * A day is taken as uniform when it lasts exactly 24 h: a skipped or repeated midnight or hour makes
 * it 23 or 25 h, and no zone in tzdb changes offset twice in one day so that the two cancel out.
 */
export function zoneDay(date: string, tz: string): ZoneDay {
  const key = `${tz} ${date}`;
  const cached = known.get(key);
  if (cached) return cached;
  const start = zonedToInstant(date, 0, tz);
  const end = zonedToInstant(addDays(date, 1), 0, tz);
  const midnightOffset = (dateToDayNumber(date) * DAY_MS - start) / MINUTE_MS;
  const day = Object.freeze({ date, tz, start, end, offset: end - start === DAY_MS ? midnightOffset : undefined });
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(key, day);
  return day;
}

/** zonedToInstant for this day, with 1440 meaning the next midnight. */
export function wallInstant(day: ZoneDay, minutes: number): number {
  if (minutes >= 1440) return day.end;
  if (day.offset !== undefined) return day.start + minutes * MINUTE_MS;
  return zonedToInstant(day.date, minutes, day.tz);
}

/** A stretch of time with one offset from UTC, half-open [start, end). */
export interface OffsetSegment {
  start: number;
  end: number;
  offset: number;
}

/**
 * Splits [from, to) into stretches of constant offset. Offsets change on whole minutes, so a binary
 * search over minutes finds each change in about a dozen zone lookups; used on DST days only.
 */
export function offsetSegments(from: number, to: number, tz: string): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  let start = from;
  while (start < to) {
    const offset = zoneOffsetMinutes(start, tz);
    const last = to - MINUTE_MS;
    if (last <= start || zoneOffsetMinutes(last, tz) === offset) {
      segments.push({ start, end: to, offset });
      break;
    }
    // Invariant: offset(lo) === offset, offset(hi) !== offset; both on whole minutes from `start`.
    let lo = start;
    let hi = start + Math.floor((last - start) / MINUTE_MS) * MINUTE_MS;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / MINUTE_MS / 2) * MINUTE_MS;
      if (zoneOffsetMinutes(mid, tz) === offset) lo = mid;
      else hi = mid;
    }
    segments.push({ start, end: hi, offset });
    start = hi;
  }
  return segments;
}
