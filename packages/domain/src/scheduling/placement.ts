import { existsInZone, instantToZoned, zonedToInstant } from '../time.ts';
import { blockApplies, dailyBlockOccurrences } from './blocks.ts';
import { incrementOf, openingRanges } from './config.ts';
import { maxDuration, minDuration } from './durations.ts';
import { type RuleFailure, type RuleResult, ruleFailure } from './result.ts';
import { holdsSlot } from './statuses.ts';
import type { ScheduleContext } from './types.ts';

const MINUTE_MS = 60_000;

export interface PlacementInput {
  /** Instant the appointment would start. */
  start: number;
  durationMin: number;
  resourceId: string;
  /** The appointment being moved, so it does not collide with itself. */
  excludeAppointmentId?: string;
  /** false refuses the placement (docs/product.md#placement-rules); omitted means active. */
  resourceActive?: boolean;
  /** The service's durationMin, the minimum length (fallback 30). */
  serviceDurationMin?: number | null;
  /** Reschedule only: the appointment's present length, accepted even below the minimum. */
  currentDurationMin?: number;
  /** Omitted: no past check (e.g. a preview of a week that is already over). */
  now?: number;
  mode: 'book' | 'reschedule';
}

/**
 * Whether an appointment may sit here (docs/product.md#placement-rules). The first broken rule wins, in a fixed
 * order, so the browser's prediction and the server's answer name the same code:
 * validation_failed (malformed numbers) → resource_inactive → cannot_reschedule_to_past →
 * duration_too_short → duration_too_long → outside_working_hours → misaligned_start → block_conflict →
 * slot_conflict. A conflict names what it collides with ({ appointmentId | blockId, start, end }), so
 * the refusal can say "Choca con Ana Pérez, 14:00–14:30" (collisionText).
 *
 * Opening hours are the start's local date's ranges (docs/product.md#opening-hours: its weekday's, none
 * on a closed day), each the real interval from its opening instant to its closing instant (each the
 * first occurrence of that wall time); the placement lies within one of them, so within one local day,
 * DST days included, and never across a midday break. Ranges are half-open: an appointment may end exactly when a block starts.
 */
export function checkPlacement(input: PlacementInput, ctx: ScheduleContext): RuleResult {
  const { start, durationMin, resourceId } = input;
  if (!Number.isFinite(start) || !Number.isInteger(durationMin)) return ruleFailure('validation_failed');
  if (input.resourceActive === false) return ruleFailure('resource_inactive', { resourceId });
  if (input.now !== undefined && start < input.now) return ruleFailure('cannot_reschedule_to_past');

  // The current duration counts among the allowed ones (docs/product.md#durations), so moving an appointment whose
  // service later became longer does not fail on a length nobody is changing.
  const keepsLength = input.mode === 'reschedule' && durationMin === input.currentDurationMin;
  const min = minDuration(input.serviceDurationMin);
  if (durationMin <= 0 || (durationMin < min && !keepsLength)) {
    return ruleFailure('duration_too_short', { minDurationMin: min });
  }
  // The largest allowed duration (docs/product.md#durations); the present length is allowed too.
  const max = maxDuration(ctx.config, input.serviceDurationMin);
  if (durationMin > max && !keepsLength) return ruleFailure('duration_too_long', { maxDurationMin: max });

  const end = start + durationMin * MINUTE_MS;
  const { tz, config } = ctx;
  const local = instantToZoned(start, tz);
  const inside = openingRanges(config, local.date).some(
    ([open, close]) => start >= zonedToInstant(local.date, open, tz) && end <= zonedToInstant(local.date, close, tz),
  );
  if (!inside) return ruleFailure('outside_working_hours');

  const increment = incrementOf(config);
  if (start % MINUTE_MS !== 0 || local.minutes % increment !== 0) {
    return ruleFailure('misaligned_start', { increment });
  }

  const blocked = findBlockConflict(start, end, resourceId, local.date, ctx);
  if (blocked) return blocked;

  for (const a of ctx.appointments) {
    if (a.resourceId !== resourceId || a.id === input.excludeAppointmentId || !holdsSlot(a.status)) continue;
    if (a.start < end && start < a.end && a.start < a.end) {
      return ruleFailure('slot_conflict', { appointmentId: a.id, start: a.start, end: a.end });
    }
  }
  return { ok: true };
}

/** `date` is the local date of the whole placement (checked before), the only day daily blocks matter on. */
function findBlockConflict(
  start: number,
  end: number,
  resourceId: string,
  date: string,
  ctx: ScheduleContext,
): RuleFailure | undefined {
  for (const b of ctx.blocks) {
    if (!blockApplies(b, resourceId)) continue;
    const ranges = b.kind === 'oneoff' ? [b] : dailyBlockOccurrences(b, date, ctx.tz);
    for (const r of ranges) {
      if (r.start < end && start < r.end && r.start < r.end) {
        return ruleFailure('block_conflict', {
          blockId: b.id,
          start: r.start,
          end: r.end,
          ...(b.reason ? { reason: b.reason } : {}),
        });
      }
    }
  }
  return undefined;
}

/**
 * A wall time chosen in the agenda (date + minutes after local midnight) as an instant. A time the
 * clock skips (02:30 on a spring-forward night) is refused instead of being moved silently.
 */
export function localStart(date: string, minutes: number, tz: string): { ok: true; start: number } | RuleFailure {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 1440 || !existsInZone(date, minutes, tz)) {
    return ruleFailure('outside_working_hours');
  }
  return { ok: true, start: zonedToInstant(date, minutes, tz) };
}
