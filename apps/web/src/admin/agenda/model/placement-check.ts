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
  type ResizeClamp,
  type RuleFailure,
  refusalDetail,
  validateResize,
} from '@recepta/domain';
import type { AgendaItem, AgendaModel } from './agenda-model.ts';
import { snapStart } from './layout.ts';

export interface Failure {
  /** An ErrorCode of the domain. */
  code: string;
  message: string;
  /** Which rule failed, in words: what it collides with ('Choca con Ana Pérez, 14:00–14:30'), the limit. */
  detail?: string;
}

/** Where a drag or resize would put an appointment. */
export type Target =
  | { kind: 'same' }
  | { kind: 'ok'; day: number; startMin: number; durationMin: number; start: number; clampedBy?: ResizeClamp }
  | { kind: 'bad'; day: number; startMin: number; durationMin: number; failure: Failure };

/** A rule's failure with its detail: the patient of a conflicting appointment named from the week's data. */
function failureOf(model: AgendaModel, result: RuleFailure): Failure {
  const detail = refusalDetail(result, model.tz, (id) => model.itemById.get(id)?.appt.customer?.name);
  return { code: result.code, message: result.message, ...(detail ? { detail } : {}) };
}

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
  model: AgendaModel,
  result: { ok: true } | RuleFailure,
  at: { day: number; startMin: number; durationMin: number; start: number },
): Target {
  return result.ok ? { kind: 'ok', ...at } : { kind: 'bad', ...at, failure: failureOf(model, result) };
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
  return verdict(model, placeItem(model, item, local.start, item.durationMin, now), { ...at, start: local.start });
}

/**
 * A resize of `item` by `deltaMin` at one edge (docs/product.md#resize-rules), by the domain's
 * validateResize, the rule the server enforces: at least the service minimum, floored to the
 * increment, clamped at the largest allowed duration and at the closing (bottom) or opening (top)
 * time, no collision for the same resource. The top edge keeps the end where it is.
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
  const common = {
    appointmentId: appt.id,
    resourceId,
    serviceDurationMin: appt.service.durationMin,
    currentDurationMin: item.durationMin,
    now,
    resourceActive: resourceActive(model, resourceId),
  };
  const ctx = model.contextFor(resourceId);

  if (edge === 'bottom') {
    const raw = item.durationMin + deltaMin;
    const at = { day: item.day, startMin: item.startMin, start: item.start };
    const result = validateResize({ ...common, start: item.start, durationMin: raw }, ctx);
    if (!result.ok) return { kind: 'bad', ...at, durationMin: Math.max(raw, 1), failure: failureOf(model, result) };
    if (result.durationMin === item.durationMin) return { kind: 'same' };
    return {
      kind: 'ok',
      ...at,
      durationMin: result.durationMin,
      ...(result.clampedBy ? { clampedBy: result.clampedBy } : {}),
    };
  }

  const end = item.start + item.durationMin * 60_000;
  const startMin = snapStart(item.startMin + deltaMin, model.increment);
  const asked = { day: item.day, startMin, durationMin: item.startMin + item.durationMin - startMin };
  if (asked.durationMin === item.durationMin) return { kind: 'same' };
  const local = localStart(model.week.days[item.day] as string, startMin, model.tz);
  if (!local.ok) return { kind: 'bad', ...asked, failure: failureOf(model, local) };
  const result = validateResize(
    { ...common, edge: 'top', start: local.start, end, durationMin: asked.durationMin },
    ctx,
  );
  if (!result.ok) return { kind: 'bad', ...asked, failure: failureOf(model, result) };
  if (result.durationMin === item.durationMin) return { kind: 'same' };
  return {
    kind: 'ok',
    day: item.day,
    startMin: startMin + Math.round((result.start - local.start) / 60_000),
    durationMin: result.durationMin,
    start: result.start,
    ...(result.clampedBy ? { clampedBy: result.clampedBy } : {}),
  };
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

/**
 * Local warnings on an invalid release (docs/product.md#agenda-error-texts; the past and an inactive
 * resource say so plainly), followed by which rule failed where that says more: 'Duración inválida /
 * colisión: Choca con Ana Pérez, 14:00–14:30'.
 */
export function releaseWarning(kind: 'move' | 'top' | 'bottom', failure: Failure): string {
  if (failure.code === 'cannot_reschedule_to_past' || failure.code === 'resource_inactive') return failure.message;
  const text =
    kind === 'bottom' ? agendaTexts.resizeInvalid : kind === 'top' ? agendaTexts.resizeTopInvalid : failure.message;
  return failure.detail ? `${text}: ${failure.detail}` : text;
}

/** A refused save, as the agenda words it: the flow's text and, when the server names it, what it hit. */
export function refusalText(text: string, detail: string | undefined): string {
  return detail ? `${text}: ${detail}` : text;
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
