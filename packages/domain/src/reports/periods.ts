/**
 * The periods of the Reports screen (docs/product.md#reports): the presets, the previous period of
 * the same length, and the buckets of the chart, all in the organisation's zone. Pure: `now` and
 * the zone are arguments. A period is half-open, [start, end), in epoch milliseconds.
 */
import { addDays, dateToDayNumber, instantToZoned, mondayOf, zonedToInstant } from '../time.ts';

export const reportPresets = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'last90Days', 'custom'] as const;
export type ReportPreset = (typeof reportPresets)[number];

/** The range picker's labels, in its order. */
export const reportPresetLabels: Record<ReportPreset, string> = {
  thisWeek: 'Esta semana',
  lastWeek: 'Semana pasada',
  thisMonth: 'Este mes',
  lastMonth: 'Mes pasado',
  last90Days: 'Últimos 90 días',
  custom: 'Personalizado',
};

export const reportGroupings = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

export const reportGroupingLabels: Record<ReportGrouping, string> = { day: 'Día', week: 'Semana', month: 'Mes' };

/** The longest range a report covers (a year and a bit, so "the last 12 months" plus a margin fits). */
export const MAX_REPORT_DAYS = 400;

/** [start, end) together with the local calendar days it covers: `lastDate` is the last day inside. */
export interface ReportPeriod {
  start: number;
  end: number;
  /** 'YYYY-MM-DD' of the first local day. */
  firstDate: string;
  /** 'YYYY-MM-DD' of the last local day inside (the day before `end` when `end` is a midnight). */
  lastDate: string;
}

/** The whole local days firstDate…lastDate (both included) as a period. */
export function daysPeriod(firstDate: string, lastDate: string, tz: string): ReportPeriod {
  return {
    start: zonedToInstant(firstDate, 0, tz),
    end: zonedToInstant(addDays(lastDate, 1), 0, tz),
    firstDate,
    lastDate,
  };
}

/** Any [start, end) as a period, naming the local days it touches. */
export function instantsPeriod(start: number, end: number, tz: string): ReportPeriod {
  return { start, end, firstDate: instantToZoned(start, tz).date, lastDate: instantToZoned(end - 1, tz).date };
}

function firstOfMonth(date: string, monthsAhead = 0): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + monthsAhead;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The preset's whole local days at `now`. Weeks start on Monday; "this week" and "this month"
 * run to their end, so appointments already booked ahead count; "the last 90 days" end today.
 */
export function presetPeriod(preset: Exclude<ReportPreset, 'custom'>, now: number, tz: string): ReportPeriod {
  const today = instantToZoned(now, tz).date;
  const monday = mondayOf(today);
  switch (preset) {
    case 'thisWeek':
      return daysPeriod(monday, addDays(monday, 6), tz);
    case 'lastWeek':
      return daysPeriod(addDays(monday, -7), addDays(monday, -1), tz);
    case 'thisMonth':
      return daysPeriod(firstOfMonth(today), addDays(firstOfMonth(today, 1), -1), tz);
    case 'lastMonth':
      return daysPeriod(firstOfMonth(today, -1), addDays(firstOfMonth(today), -1), tz);
    case 'last90Days':
      return daysPeriod(addDays(today, -89), today, tz);
  }
}

function isLocalMidnight(instant: number, tz: string): boolean {
  const wall = instantToZoned(instant, tz);
  return zonedToInstant(wall.date, 0, tz) === instant;
}

/**
 * The period of the same length just before (the "change" arrows compare against it). When the
 * period is whole local days, it is as many whole days before (a week across a DST change is
 * still compared with the seven days before it, though one lasts an hour more); otherwise it is
 * the same number of milliseconds before.
 */
export function previousPeriod(period: { start: number; end: number }, tz: string): ReportPeriod {
  if (isLocalMidnight(period.start, tz) && isLocalMidnight(period.end, tz)) {
    const first = instantToZoned(period.start, tz).date;
    const days = dateToDayNumber(instantToZoned(period.end, tz).date) - dateToDayNumber(first);
    return daysPeriod(addDays(first, -days), addDays(first, -1), tz);
  }
  const length = period.end - period.start;
  return instantsPeriod(period.start - length, period.start, tz);
}

/** One bar of the chart: its label and [start, end), clipped to the report's period. */
export interface ReportBucket {
  /** 'YYYY-MM-DD' of the day, 'YYYY-MM-DD' of the week's Monday, or 'YYYY-MM' of the month. */
  period: string;
  start: number;
  end: number;
}

function bucketKey(date: string, groupBy: ReportGrouping): string {
  if (groupBy === 'day') return date;
  if (groupBy === 'week') return mondayOf(date);
  return date.slice(0, 7);
}

function nextBucketDate(date: string, groupBy: ReportGrouping): string {
  if (groupBy === 'day') return addDays(date, 1);
  if (groupBy === 'week') return addDays(mondayOf(date), 7);
  return firstOfMonth(date, 1);
}

/**
 * The buckets of [start, end) by local day, week (Monday to Monday) or month. Each one starts at
 * local midnight (so a DST week lasts 167 or 169 hours and a DST day 23 or 25); the first and last
 * are clipped to the period. Every bucket is listed, empty or not, so the chart has no holes.
 */
export function reportBuckets(
  period: { start: number; end: number },
  groupBy: ReportGrouping,
  tz: string,
): ReportBucket[] {
  const buckets: ReportBucket[] = [];
  let start = period.start;
  let date = instantToZoned(start, tz).date;
  while (start < period.end) {
    const nextDate = nextBucketDate(date, groupBy);
    const end = Math.min(zonedToInstant(nextDate, 0, tz), period.end);
    buckets.push({ period: bucketKey(date, groupBy), start, end });
    start = end;
    date = nextDate;
  }
  return buckets;
}

/** The thresholds of the buckets: every bucket's start and the last one's end (SQL's width_bucket takes them). */
export function bucketBounds(buckets: readonly ReportBucket[]): number[] {
  if (buckets.length === 0) return [];
  return [...buckets.map((b) => b.start), buckets[buckets.length - 1]!.end];
}
