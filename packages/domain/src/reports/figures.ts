/**
 * The figures of the Reports screen and how they combine (docs/product.md#report-figures). The
 * server counts in SQL; these functions add buckets up and derive the rates, so the browser and
 * the server agree on every number.
 */
import type { AppointmentStatus } from '../scheduling/statuses.ts';
import { holdsSlot } from '../scheduling/statuses.ts';

/** What is counted per appointment, summed as they are (money in the organisation's currency). */
export interface AppointmentCounts {
  appointments: number;
  confirmed: number;
  cancelled: number;
  noShows: number;
  attended: number;
  expectedRevenue: number;
  attendedRevenue: number;
  bookedByAssistant: number;
  bookedByStaff: number;
  bookedByIntegration: number;
}

/** Counts that are not about one appointment: new contacts and reminders. */
export interface ContactCounts {
  leads: number;
  remindersSent: number;
  remindersRead: number;
}

export type ReportCounts = AppointmentCounts & ContactCounts;

/** Counts with their rates; a rate is null when there is nothing to divide by. */
export type AppointmentFigures = AppointmentCounts & { confirmedRate: number | null; noShowRate: number | null };
export type ReportFigures = AppointmentFigures & ContactCounts;

export const emptyAppointmentCounts: Readonly<AppointmentCounts> = Object.freeze({
  appointments: 0,
  confirmed: 0,
  cancelled: 0,
  noShows: 0,
  attended: 0,
  expectedRevenue: 0,
  attendedRevenue: 0,
  bookedByAssistant: 0,
  bookedByStaff: 0,
  bookedByIntegration: 0,
});

export const emptyContactCounts: Readonly<ContactCounts> = Object.freeze({
  leads: 0,
  remindersSent: 0,
  remindersRead: 0,
});

/** Money is summed in cents and answered with two decimals at most, so 0.1 + 0.2 stays 0.3. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Adds counts up field by field (totals are the sum of the chart's buckets); money stays in cents. */
export function addCounts<T extends { [K in keyof T]: number }>(a: T, b: T): T {
  const sum = { ...a };
  for (const key of Object.keys(b) as (keyof T & string)[]) {
    const value = (sum[key] ?? 0) + b[key];
    sum[key] = (key.endsWith('Revenue') ? roundMoney(value) : value) as T[typeof key];
  }
  return sum;
}

/** part / whole, rounded to four decimals; null when whole is 0 (no appointment to rate). */
export function rate(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/**
 * Rates are taken over the appointments that were not cancelled: a cancellation gave the slot
 * back, so it neither confirms nor fails to show.
 */
export function withRates<T extends AppointmentCounts>(
  counts: T,
): T & { confirmedRate: number | null; noShowRate: number | null } {
  const kept = counts.appointments - counts.cancelled;
  return { ...counts, confirmedRate: rate(counts.confirmed, kept), noShowRate: rate(counts.noShows, kept) };
}

/**
 * An appointment counts as attended when it kept its slot (pending or confirmed) to its end: the
 * product has no check-in status, and the patient page counts attended visits the same way
 * (docs/product.md#report-figures).
 */
export function isAttended(status: AppointmentStatus, end: number, now: number): boolean {
  return holdsSlot(status) && end <= now;
}

/**
 * The change against the previous period, as a fraction (0.25 = 25 % more); null when the previous
 * period had nothing to compare with.
 */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 10_000) / 10_000;
}

/** Which way a figure moved, and whether that is good news for the clinic (fewer no-shows is). */
export function changeDirection(current: number | null, previous: number | null): 'up' | 'down' | 'same' | 'none' {
  if (current === null || previous === null) return 'none';
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'same';
}

/** Figures where less is better: their arrows are green going down. */
export const lowerIsBetter: ReadonlySet<keyof ReportFigures> = new Set(['cancelled', 'noShows', 'noShowRate']);
