import { instantToZoned, zonedToInstant } from '../time.ts';
import { incrementOf, openingRanges } from './config.ts';
import { maxDuration, minDuration, snapMinutes } from './durations.ts';
import { checkPlacement } from './placement.ts';
import { type RuleFailure, ruleFailure } from './result.ts';
import type { ScheduleContext } from './types.ts';

const MINUTE_MS = 60_000;

export interface ResizeInput {
  appointmentId: string;
  resourceId: string;
  /**
   * Which handle moved (default 'bottom'). Bottom: `start` stays and `durationMin` is the dragged
   * length. Top: the end (`start` + `durationMin` of the appointment before the drag, i.e. `end`)
   * stays and `start` is the dragged start, already snapped to the grid by the caller.
   */
  edge?: 'top' | 'bottom';
  /** Start after the resize (the top handle moves it; the caller snaps it to the grid). */
  start: number;
  /** Bottom edge: length the handle was dragged to, in minutes, before snapping. */
  durationMin: number;
  /** Top edge: the end that stays where it is. */
  end?: number;
  serviceDurationMin?: number | null;
  /** The appointment's present length: it counts among the allowed ones (docs/product.md#durations). */
  currentDurationMin?: number;
  now?: number;
  resourceActive?: boolean;
}

/** Why the result is shorter (bottom) or starts later (top) than the pointer asked for. */
export type ResizeClamp = 'max' | 'close' | 'open';

export type ResizeResult =
  | { ok: true; start: number; durationMin: number; end: number; clampedBy?: ResizeClamp; maxDurationMin: number }
  | RuleFailure;

/** The opening range of `instant`'s local day that contains it (an end may sit on its close), as instants. */
function rangeAround(instant: number, tz: string, ctx: ScheduleContext, asEnd: boolean) {
  const local = instantToZoned(asEnd ? instant - 1 : instant, tz);
  for (const [open, close] of openingRanges(ctx.config, local.date)) {
    const from = zonedToInstant(local.date, open, tz);
    const until = zonedToInstant(local.date, close, tz);
    if (asEnd ? instant > from && instant <= until : instant >= from && instant < until) return { from, until };
  }
  return undefined;
}

/**
 * Resize rules (docs/product.md#resize-rules), the one rule the agenda's gesture predicts with and the
 * server enforces: at least the service minimum (fallback 30), floored to the increment, and clamped
 * — not refused — at the largest allowed duration (the present length counts as allowed) and at the
 * opening range's closing time (bottom edge) or opening time (top edge), so a card dragged past 18:00
 * stops at 18:00. Dragging short of the minimum is refused (duration_too_short, the resize
 * warning). Flooring never goes below the minimum: a 45-minute service on a 30-minute grid can still
 * be resized back to 45. What is left is checked like any placement (conflicts for the same resource,
 * excluding the appointment itself), and a conflict names what it collides with.
 */
export function validateResize(input: ResizeInput, ctx: ScheduleContext): ResizeResult {
  if (!Number.isFinite(input.durationMin) || !Number.isFinite(input.start)) return ruleFailure('validation_failed');
  const min = minDuration(input.serviceDurationMin);
  const current = input.currentDurationMin;
  const max = Math.max(maxDuration(ctx.config, input.serviceDurationMin), current ?? 0);
  const top = input.edge === 'top';
  let start = input.start;
  let durationMin: number;
  let clampedBy: ResizeClamp | undefined;

  if (top) {
    const end = input.end;
    if (end === undefined || !Number.isFinite(end)) return ruleFailure('validation_failed');
    durationMin = Math.round((end - start) / MINUTE_MS);
    if (durationMin >= min) {
      if (durationMin > max) {
        start = end - max * MINUTE_MS;
        clampedBy = 'max';
      }
      const range = rangeAround(end, ctx.tz, ctx, true);
      if (range && start < range.from && end - range.from >= min * MINUTE_MS) {
        start = range.from;
        clampedBy = 'open';
      }
      durationMin = Math.round((end - start) / MINUTE_MS);
    }
  } else {
    const snapped = Math.max(min, snapMinutes(input.durationMin, incrementOf(ctx.config)));
    if (input.durationMin < min) {
      // Short of the minimum, the raw length goes to checkPlacement so that the rules before
      // duration_too_short in its order (inactive resource, past) still win, as they do elsewhere.
      durationMin = Math.floor(input.durationMin);
    } else {
      durationMin = snapped;
      if (durationMin > max) {
        durationMin = max;
        clampedBy = 'max';
      }
      const range = rangeAround(start, ctx.tz, ctx, false);
      const untilClose = range ? Math.floor((range.until - start) / MINUTE_MS) : undefined;
      if (untilClose !== undefined && durationMin > untilClose && untilClose >= min) {
        durationMin = untilClose;
        clampedBy = 'close';
      }
    }
  }

  const placed = checkPlacement(
    {
      start,
      durationMin,
      resourceId: input.resourceId,
      excludeAppointmentId: input.appointmentId,
      serviceDurationMin: input.serviceDurationMin,
      ...(current !== undefined ? { currentDurationMin: current } : {}),
      now: input.now,
      resourceActive: input.resourceActive,
      mode: 'reschedule',
    },
    ctx,
  );
  if (!placed.ok) return placed;
  return {
    ok: true,
    start,
    durationMin,
    end: start + durationMin * MINUTE_MS,
    maxDurationMin: max,
    ...(clampedBy ? { clampedBy } : {}),
  };
}
