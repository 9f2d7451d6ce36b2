import { addDays, dateToDayNumber, dayNumberToDate, isDate, weekdayIndex } from '../time.ts';

/**
 * Deadlines on calendar dates ('YYYY-MM-DD', in the organisation's zone). Pure: the caller says
 * which day a request arrived and which days are holidays.
 */

/** A period as a law words it: business days (Monday to Friday, holidays excluded), calendar days, or months. */
export interface Period {
  amount: number;
  unit: 'business_days' | 'calendar_days' | 'months';
}

/** Saturday and Sunday (weekdayIndex 5 and 6). */
export function isWeekend(date: string): boolean {
  return weekdayIndex(date) >= 5;
}

/**
 * The date `days` business days after `start`: the day of arrival does not count, weekends and the
 * given holidays are skipped. A request received on a Friday with 1 business day is due on Monday.
 */
export function addBusinessDays(start: string, days: number, holidays: ReadonlySet<string> = new Set()): string {
  if (!isDate(start)) throw new RangeError(`not a date: ${start}`);
  let date = start;
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    if (!isWeekend(date) && !holidays.has(date)) left--;
  }
  return date;
}

/**
 * The same day `months` later; when that month is shorter, its last day (GDPR's "one month" from
 * 31 January is 28 or 29 February).
 */
export function addMonths(start: string, months: number): string {
  if (!isDate(start)) throw new RangeError(`not a date: ${start}`);
  const y = Number(start.slice(0, 4));
  const m = Number(start.slice(5, 7)) - 1 + months;
  const d = Number(start.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayNumberToDate(Math.floor(Date.UTC(year, month, Math.min(d, last)) / 86_400_000));
}

/** The last day to answer, counting `period` from the day the request arrived. */
export function deadlineAfter(start: string, period: Period, holidays: ReadonlySet<string> = new Set()): string {
  switch (period.unit) {
    case 'business_days':
      return addBusinessDays(start, period.amount, holidays);
    case 'calendar_days':
      return addDays(start, period.amount);
    case 'months':
      return addMonths(start, period.amount);
  }
}

/** Whole days from `today` until `deadline` (negative once it passed). */
export function daysLeft(today: string, deadline: string): number {
  return dateToDayNumber(deadline) - dateToDayNumber(today);
}
