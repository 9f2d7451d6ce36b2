import { incrementOf } from './config.ts';
import { maxDuration, minDuration, snapMinutes } from './durations.ts';
import { checkPlacement } from './placement.ts';
import { type RuleFailure, ruleFailure } from './result.ts';
import type { ScheduleContext } from './types.ts';

export interface ResizeInput {
  appointmentId: string;
  resourceId: string;
  /** Start after the resize (the top handle moves it; the caller snaps it to the grid). */
  start: number;
  /** Length the handle was dragged to, in minutes, before snapping. */
  durationMin: number;
  serviceDurationMin?: number | null;
  now?: number;
  resourceActive?: boolean;
}

export type ResizeResult = { ok: true; durationMin: number; end: number } | RuleFailure;

/**
 * Resize rules (docs/product.md#resize-rules): at least the service minimum (fallback 30), at most the largest allowed duration,
 * snapped (floored) to the increment, with conflicts checked for the same resource excluding the
 * appointment itself. Dragging short of the minimum is refused (duration_too_short, the resize
 * warning); dragging past the maximum stops at the maximum, as the guide does. Flooring never goes
 * below the minimum: a 45-minute service on a 30-minute grid can still be resized back to 45.
 */
export function validateResize(input: ResizeInput, ctx: ScheduleContext): ResizeResult {
  if (!Number.isFinite(input.durationMin)) return ruleFailure('validation_failed');
  const min = minDuration(input.serviceDurationMin);
  const snapped = Math.max(min, snapMinutes(input.durationMin, incrementOf(ctx.config)));
  // Short of the minimum, the raw length goes to checkPlacement so that the rules before
  // duration_too_short in its order (inactive resource, past) still win, as they do elsewhere.
  const durationMin =
    input.durationMin < min
      ? Math.floor(input.durationMin)
      : Math.min(snapped, maxDuration(ctx.config, input.serviceDurationMin));
  const placed = checkPlacement(
    {
      start: input.start,
      durationMin,
      resourceId: input.resourceId,
      excludeAppointmentId: input.appointmentId,
      serviceDurationMin: input.serviceDurationMin,
      now: input.now,
      resourceActive: input.resourceActive,
      mode: 'reschedule',
    },
    ctx,
  );
  if (!placed.ok) return placed;
  return { ok: true, durationMin, end: input.start + durationMin * 60_000 };
}
