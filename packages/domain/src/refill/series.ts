/**
 * Recurring series ("todos los martes a las 16:00 durante 8 semanas", docs/product.md#series):
 * occurrences keep their wall time in the location's zone across DST changes, and every one is
 * checked with the same placement rules as a single booking. A series with a conflict is never
 * booked in part: the conflicts come back with alternatives on the same day, and staff decide.
 */

import type { ErrorCode } from '../errors.ts';
import { findAvailability, type Slot } from '../scheduling/availability.ts';
import { checkPlacement } from '../scheduling/placement.ts';
import type { ScheduleContext } from '../scheduling/types.ts';
import { addDays, existsInZone, formatHHMM, instantToZoned, zonedToInstant } from '../time.ts';

const MINUTE_MS = 60_000;

export const seriesEvery = ['week', '2weeks'] as const;
export type SeriesEvery = (typeof seriesEvery)[number];

/** Longest series one request may create: a year of weekly sessions. */
export const MAX_SERIES_COUNT = 52;

export interface SeriesRequest {
  /** The first occurrence's local date and wall minutes in `tz`. */
  date: string;
  minutes: number;
  tz: string;
  every: SeriesEvery;
  count: number;
}

export interface SeriesOccurrence {
  index: number;
  date: string;
  minutes: number;
  /** The instant, or null when that wall time does not exist that day (a DST spring-forward gap). */
  start: number | null;
}

/** The occurrences of a series, each at the same wall time of its own day. */
export function expandSeries(request: SeriesRequest): SeriesOccurrence[] {
  const step = request.every === 'week' ? 7 : 14;
  const occurrences: SeriesOccurrence[] = [];
  for (let index = 0; index < request.count; index++) {
    const date = addDays(request.date, index * step);
    const start = existsInZone(date, request.minutes, request.tz)
      ? zonedToInstant(date, request.minutes, request.tz)
      : null;
    occurrences.push({ index, date, minutes: request.minutes, start });
  }
  return occurrences;
}

export interface SeriesConflict {
  index: number;
  date: string;
  /** The wanted start, or null when that wall time does not exist that day. */
  start: number | null;
  /** The placement rule it breaks, e.g. slot_conflict, outside_working_hours, nonexistent_local_time. */
  code: ErrorCode;
  /** What it collides with, when the rule says (an appointment or block id with its times). */
  with?: Record<string, unknown>;
  /** Up to three free starts of the same resource on the same day, earliest first. */
  alternatives: Slot[];
}

export interface SeriesPlan {
  /** Occurrences that pass every rule, with their instants. */
  ok: { index: number; start: number; end: number }[];
  conflicts: SeriesConflict[];
}

/** What each occurrence would be: its length, resource and the booking rules' inputs. */
export interface SeriesBooking {
  resourceId: string;
  durationMin: number;
  serviceDurationMin: number | null;
  now: number;
  /** 'reschedule' when moving existing occurrences (their present length is then accepted). */
  mode?: 'book' | 'reschedule';
}

/** Checks every occurrence of a new series against the schedule (see planOccurrences). */
export function planSeries(request: SeriesRequest, booking: SeriesBooking, ctx: ScheduleContext): SeriesPlan {
  return planOccurrences(expandSeries(request), booking, ctx);
}

/**
 * Checks occurrences against the schedule with the booking rules, as if the others of the same
 * series were already in place: they cannot collide with each other (a week or more apart), but an
 * alternative offered for one must not land on another. For a move, `ctx.appointments` must not
 * hold the occurrences being moved.
 */
export function planOccurrences(
  occurrences: readonly SeriesOccurrence[],
  booking: SeriesBooking,
  ctx: ScheduleContext,
): SeriesPlan {
  const plan: SeriesPlan = { ok: [], conflicts: [] };
  const own = occurrences.flatMap((o) =>
    o.start === null
      ? []
      : [
          {
            id: `series-${o.index}`,
            resourceId: booking.resourceId,
            start: o.start,
            end: o.start + booking.durationMin * MINUTE_MS,
            status: 'pending' as const,
          },
        ],
  );
  const withOwn: ScheduleContext = { ...ctx, appointments: [...ctx.appointments, ...own] };
  for (const occurrence of occurrences) {
    if (occurrence.start === null) {
      plan.conflicts.push({
        index: occurrence.index,
        date: occurrence.date,
        start: null,
        code: 'nonexistent_local_time',
        alternatives: alternativesOn(occurrence.date, booking, withOwn),
      });
      continue;
    }
    const result = checkPlacement(
      {
        start: occurrence.start,
        durationMin: booking.durationMin,
        resourceId: booking.resourceId,
        serviceDurationMin: booking.serviceDurationMin,
        now: booking.now,
        mode: booking.mode ?? 'book',
        currentDurationMin: booking.durationMin,
      },
      ctx,
    );
    if (result.ok) {
      plan.ok.push({
        index: occurrence.index,
        start: occurrence.start,
        end: occurrence.start + booking.durationMin * MINUTE_MS,
      });
    } else {
      plan.conflicts.push({
        index: occurrence.index,
        date: occurrence.date,
        start: occurrence.start,
        code: result.code,
        ...(result.details ? { with: result.details } : {}),
        alternatives: alternativesOn(occurrence.date, booking, withOwn),
      });
    }
  }
  return plan;
}

/**
 * "Esta y las siguientes" moved: each occurrence shifts by the same number of calendar days and
 * takes the new wall time, so a series moved from Tuesday 16:00 to Thursday 10:00 stays on
 * Thursdays at 10:00 across a DST change.
 */
export function shiftOccurrences(
  occurrences: readonly Pick<SeriesOccurrence, 'index' | 'date'>[],
  dayShift: number,
  minutes: number,
  tz: string,
): SeriesOccurrence[] {
  return occurrences.map((o) => {
    const date = addDays(o.date, dayShift);
    const start = existsInZone(date, minutes, tz) ? zonedToInstant(date, minutes, tz) : null;
    return { index: o.index, date, minutes, start };
  });
}

function alternativesOn(date: string, booking: SeriesBooking, ctx: ScheduleContext): Slot[] {
  return findAvailability(
    {
      service: { durationMin: booking.durationMin },
      resources: [{ id: booking.resourceId, active: true }],
      from: zonedToInstant(date, 0, ctx.tz),
      days: 1,
      limit: 3,
      now: booking.now,
    },
    ctx,
  );
}

/** "mar 1 dic · 16:00" style label of an occurrence's local time, for conflict lists. */
export function occurrenceTime(start: number, tz: string): string {
  return formatHHMM(instantToZoned(start, tz).minutes);
}

/**
 * "Esta y las siguientes": the occurrences of a series from one onwards, by index. Editing a series
 * from an occurrence touches that one and every later one still live; earlier ones stay as they are.
 */
export function thisAndFollowing<T extends { seriesIndex: number }>(occurrences: readonly T[], fromIndex: number): T[] {
  return occurrences.filter((o) => o.seriesIndex >= fromIndex);
}
