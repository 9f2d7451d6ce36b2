/**
 * The agenda's instant feedback: the domain's own rules (checkPlacement, validateResize, the same
 * code the server runs) applied to a slot the pointer or the edit panel points at. The server's
 * answer stays the authority.
 */
import {
  agendaTexts,
  checkPlacement,
  isDropIgnored,
  localStart,
  maxDuration,
  minDuration,
  type RuleFailure,
  ruleFailure,
  snapMinutes,
  tooLongText,
  validateResize,
} from '@recepta/domain';
import type { AgendaItem, AgendaModel } from './agenda-model.ts';
import { snapStart } from './layout.ts';

export interface Failure {
  /** An ErrorCode of the domain, or 'too_long' (past the largest allowed duration). */
  code: string;
  message: string;
}

/** Where a drag or resize would put an appointment. */
export type Target =
  | { kind: 'same' }
  | { kind: 'ok'; day: number; startMin: number; durationMin: number; start: number }
  | { kind: 'bad'; day: number; startMin: number; durationMin: number; failure: Failure };

function resourceActive(model: AgendaModel, resourceId: string): boolean {
  return model.resourceById.get(resourceId)?.active !== false;
}

/** checkPlacement for `item` moved to `start` with `durationMin` (reschedule: it does not collide with itself). */
function placeItem(model: AgendaModel, item: AgendaItem, start: number, durationMin: number, now: number) {
  const resourceId = item.appt.resource.id;
  return checkPlacement(
    {
      start,
      durationMin,
      resourceId,
      excludeAppointmentId: item.appt.id,
      resourceActive: resourceActive(model, resourceId),
      serviceDurationMin: item.appt.service.durationMin,
      currentDurationMin: item.durationMin,
      now,
      mode: 'reschedule',
    },
    model.contextFor(resourceId),
  );
}

function verdict(
  result: { ok: true } | RuleFailure,
  at: { day: number; startMin: number; durationMin: number; start: number },
): Target {
  return result.ok ? { kind: 'ok', ...at } : { kind: 'bad', ...at, failure: result };
}

/** A move of `item` to `day` at `rawMin` (unsnapped minutes after local midnight). */
export function evaluateMove(model: AgendaModel, item: AgendaItem, day: number, rawMin: number, now: number): Target {
  const rawStart = model.clock.instantOf(day, Math.round(rawMin));
  // A drop within 5 minutes on the same day is a slip, not a move (docs/product.md#agenda-drag-and-resize).
  if (isDropIgnored(item.start, rawStart, day === item.day)) return { kind: 'same' };
  const startMin = snapStart(rawMin, model.increment);
  const at = { day, startMin, durationMin: item.durationMin };
  const local = localStart(model.week.days[day] as string, startMin, model.tz);
  if (!local.ok) return { kind: 'bad', ...at, failure: local };
  if (local.start === item.start) return { kind: 'same' };
  return verdict(placeItem(model, item, local.start, item.durationMin, now), { ...at, start: local.start });
}

const tooLong = (max: number): Failure => ({ code: 'too_long', message: tooLongText(max) });

/**
 * A resize of `item` by `deltaMin` at one edge (docs/product.md#resize-rules): at least the service minimum,
 * at most the largest allowed duration, floored to the increment, no collision for the same
 * resource. The bottom edge goes through validateResize; the top edge keeps the end where it is.
 */
export function evaluateResize(
  model: AgendaModel,
  item: AgendaItem,
  edge: 'top' | 'bottom',
  deltaMin: number,
  now: number,
): Target {
  if (Math.abs(deltaMin) <= 5) return { kind: 'same' };
  const { appt } = item;
  const resourceId = appt.resource.id;
  const ctx = model.contextFor(resourceId);
  const min = minDuration(appt.service.durationMin);
  const max = maxDuration(model.config, appt.service.durationMin);
  const active = resourceActive(model, resourceId);

  if (edge === 'bottom') {
    const raw = item.durationMin + deltaMin;
    const at = { day: item.day, startMin: item.startMin, start: item.start };
    const snapped = Math.max(min, snapMinutes(raw, model.increment));
    if (snapped > max) return { kind: 'bad', ...at, durationMin: snapped, failure: tooLong(max) };
    const result = validateResize(
      {
        appointmentId: appt.id,
        resourceId,
        start: item.start,
        durationMin: raw,
        serviceDurationMin: appt.service.durationMin,
        now,
        resourceActive: active,
      },
      ctx,
    );
    if (!result.ok) return { kind: 'bad', ...at, durationMin: Math.max(raw, 1), failure: result };
    if (result.durationMin === item.durationMin) return { kind: 'same' };
    return { kind: 'ok', ...at, durationMin: result.durationMin };
  }

  const end = item.startMin + item.durationMin;
  const startMin = snapStart(item.startMin + deltaMin, model.increment);
  const durationMin = end - startMin;
  const at = { day: item.day, startMin, durationMin };
  if (durationMin === item.durationMin) return { kind: 'same' };
  if (durationMin > max) return { kind: 'bad', ...at, failure: tooLong(max) };
  const local = localStart(model.week.days[item.day] as string, startMin, model.tz);
  if (!local.ok) return { kind: 'bad', ...at, failure: local };
  if (durationMin < min) {
    return { kind: 'bad', ...at, failure: ruleFailure('duration_too_short') };
  }
  return verdict(placeItem(model, item, local.start, durationMin, now), { ...at, start: local.start });
}

/**
 * A slot chosen on the empty grid for a new appointment: no resource yet, so only what applies to
 * every resource is checked (past, opening hours, increment, organisation-wide blocks).
 */
export function evaluateSlot(model: AgendaModel, day: number, startMin: number, durationMin: number, now: number) {
  const local = localStart(model.week.days[day] as string, startMin, model.tz);
  if (!local.ok) return local;
  const ctx = { ...model.contextFor(''), appointments: [] };
  const result = checkPlacement(
    { start: local.start, durationMin, resourceId: '', serviceDurationMin: durationMin, now, mode: 'book' },
    ctx,
  );
  return result.ok ? { ok: true as const, start: local.start } : result;
}

/** Local warnings on an invalid release (docs/product.md#agenda-error-texts; the past and an inactive resource say so plainly). */
export function releaseWarning(kind: 'move' | 'top' | 'bottom', failure: Failure): string {
  if (failure.code === 'cannot_reschedule_to_past' || failure.code === 'resource_inactive') return failure.message;
  if (kind === 'bottom') return agendaTexts.resizeInvalid;
  if (kind === 'top') return agendaTexts.resizeTopInvalid;
  return failure.message;
}

/** A proposal waiting for confirmation, checked again after a live update changed the week. */
export function checkTarget(
  model: AgendaModel,
  item: AgendaItem,
  target: { start: number; durationMin: number },
  now: number,
): boolean {
  return placeItem(model, item, target.start, target.durationMin, now).ok;
}
