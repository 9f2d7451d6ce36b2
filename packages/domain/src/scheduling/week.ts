import { addDays, instantToZoned, isDate, mondayOf, weekdayIndex, zonedToInstant } from '../time.ts';

/** [start, end) of a local calendar day: 23, 24 or 25 hours long around DST changes. */
export function dayBounds(date: string, tz: string): { start: number; end: number } {
  return { start: zonedToInstant(date, 0, tz), end: zonedToInstant(addDays(date, 1), 0, tz) };
}

export interface WeekRange {
  /** 'YYYY-MM-DD' of the Monday (weeks start on Monday: docs/product.md#business-constants). */
  monday: string;
  /** The seven dates, Monday first. */
  days: string[];
  /** Monday 00:00 local. */
  start: number;
  /** Next Monday 00:00 local: a week spanning a DST change lasts 167 or 169 hours. */
  end: number;
}

export function weekRange(anyDate: string, tz: string): WeekRange {
  const monday = mondayOf(anyDate);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return { monday, days, start: zonedToInstant(monday, 0, tz), end: zonedToInstant(addDays(monday, 7), 0, tz) };
}

/** The week holding `instant` as seen in `tz` (Sunday night in Auckland may be Sunday morning in Costa Rica). */
export function weekOfInstant(instant: number, tz: string): WeekRange {
  return weekRange(instantToZoned(instant, tz).date, tz);
}

/**
 * The stored agendaWeekStart must be a Monday 'YYYY-MM-DD' (docs/product.md#agenda-week-and-zoom). Anything else falls back to
 * the Monday of `today` rather than opening the agenda on a broken week.
 */
export function normalizeWeekStart(value: unknown, today: string): string {
  if (typeof value === 'string' && isDate(value) && weekdayIndex(value) === 0) return value;
  return mondayOf(today);
}
