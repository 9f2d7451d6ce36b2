import type { Config } from './types.ts';

/** A service with no usable duration books 30 minutes (docs/product.md#durations). */
export const fallbackServiceDurationMin = 30;

/** Drops this close to where they started, on the same day, are taken as slips (docs/product.md#agenda-drag-and-resize). */
export const dropIgnoreMinutes = 5;

/** Minimum length of an appointment: its service's duration, or 30 when unknown or unusable. */
export function minDuration(serviceDurationMin?: number | null): number {
  return typeof serviceDurationMin === 'number' && Number.isInteger(serviceDurationMin) && serviceDurationMin > 0
    ? serviceDurationMin
    : fallbackServiceDurationMin;
}

/**
 * Longest length a resize may reach: the largest allowed duration, but never below the service's own
 * minimum, or a service longer than every option could not be resized at all.
 */
export function maxDuration(config: Config, serviceDurationMin?: number | null): number {
  return Math.max(minDuration(serviceDurationMin), ...config.allowedDurations);
}

/**
 * Durations to offer for an appointment (docs/product.md#durations): the allowed ones at least the service minimum,
 * plus the current one so editing never silently changes an existing length. Sorted, unique.
 */
export function allowedDurationOptions(
  config: Config,
  serviceDurationMin?: number | null,
  currentDuration?: number,
): number[] {
  const min = minDuration(serviceDurationMin);
  const options = config.allowedDurations.filter((d) => Number.isInteger(d) && d >= min);
  if (typeof currentDuration === 'number' && Number.isInteger(currentDuration) && currentDuration > 0) {
    options.push(currentDuration);
  }
  return [...new Set(options)].sort((a, b) => a - b);
}

/** Floors minutes to the increment (snapping floors: docs/product.md#agenda-drag-and-resize). */
export function snapMinutes(minutes: number, increment: number): number {
  if (!(increment > 0)) return Math.floor(minutes);
  return Math.floor(minutes / increment) * increment;
}

/**
 * A drop within 5 minutes of its origin on the same day is ignored (docs/product.md#agenda-drag-and-resize), so a click that
 * wobbles the mouse does not open a reschedule dialog. Instants in epoch milliseconds.
 */
export function isDropIgnored(fromStart: number, toStart: number, sameDay: boolean): boolean {
  return sameDay && Math.abs(toStart - fromStart) <= dropIgnoreMinutes * 60_000;
}
