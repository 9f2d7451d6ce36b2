/**
 * The agenda's own texts (docs/product.md#agenda-error-texts), word for word: which text a refused reschedule shows
 * per code and flow, and the local warnings the grid and the edit panel give before anything is sent.
 */
import { type FlowMessages, messageFor } from '../auth-messages.ts';
import { errorMessages } from '../errors.ts';
import { formatHHMM, instantToZoned } from '../time.ts';

/** Reschedule errors (docs/product.md#agenda-error-texts): the codes it names keep the catalogue's text; any other is 'Error al reprogramar'. */
export const rescheduleMessages: FlowMessages = {
  cannot_reschedule_to_past: errorMessages.cannot_reschedule_to_past,
  slot_conflict: errorMessages.slot_conflict,
  block_conflict: errorMessages.block_conflict,
  duration_too_short: errorMessages.duration_too_short,
  duration_too_long: errorMessages.duration_too_long,
  outside_working_hours: errorMessages.outside_working_hours,
  // Not in the documented reschedule list, but its own text is the one the user can act on.
  resource_inactive: errorMessages.resource_inactive,
  default: 'Error al reprogramar',
};

/** The resize flow words a too-short length its own way (docs/product.md#agenda-error-texts). */
export const resizeMessages: FlowMessages = {
  ...rescheduleMessages,
  duration_too_short: 'La duración no puede ser menor a la mínima permitida por el servicio',
};

export const agendaTexts = {
  /** The edit form, when the server sent no text of its own. */
  saveFailed: 'Error al guardar',
  /** The edit panel's local check of a duration or slot (docs/product.md#agenda-details-and-edit-panel). */
  invalidDuration: 'Duración inválida/colisión o menor al mínimo del servicio',
  /** Local warnings on releasing a resize at the bottom or the top edge (docs/product.md#agenda-error-texts). */
  resizeInvalid: 'Duración inválida / colisión',
  resizeTopInvalid: 'Inicio inválido / colisión',
  /** A live update took the slot under a drag (docs/product.md#agenda-live-updates: appointments are read live). */
  takenLive: 'Ese horario acaba de ocuparse',
} as const;

/** Past the largest allowed duration: 'Máximo 120 min'. */
export function tooLongText(maxMin: number): string {
  return `Máximo ${maxMin} min`;
}

/** A refused drag ('move') or resize, by the server's code. */
export function rescheduleErrorText(code: string | undefined, flow: 'move' | 'resize'): string {
  return messageFor(flow === 'resize' ? resizeMessages : rescheduleMessages, code);
}

/** The edit panel's local check, before anything is sent: the past and an inactive resource say so plainly. */
export function panelCheckText(code: string): string {
  if (code === 'resource_inactive' || code === 'cannot_reschedule_to_past') return errorMessages[code];
  return agendaTexts.invalidDuration;
}

/**
 * What a refused placement collides with (docs/api.md#conflicts): the `conflict` of a 409 answer, or
 * built in the browser from a rule's details. `name` is the patient's, where the reader may see it.
 */
export interface Collision {
  kind: 'appointment' | 'block';
  /** Instants, epoch milliseconds. */
  start: number;
  end: number;
  name?: string | null | undefined;
  /** A block's reason. */
  reason?: string | null | undefined;
}

function wallTime(instant: number, tz: string, withDate: boolean): string {
  const local = instantToZoned(instant, tz);
  const time = formatHHMM(local.minutes);
  if (!withDate) return time;
  const [, month, day] = local.date.split('-');
  return `${Number(day)}/${Number(month)} ${time}`;
}

/**
 * 'Choca con Ana Pérez, 14:00–14:30' (docs/product.md#agenda-error-texts), in the location's zone;
 * 'Choca con otra cita, …' without a name, 'Choca con el bloqueo «Almuerzo», …' for a block. A
 * stretch over several days names the dates too.
 */
export function collisionText(c: Collision, tz: string): string {
  const multiDay = instantToZoned(c.start, tz).date !== instantToZoned(c.end - 1, tz).date;
  const when = `${wallTime(c.start, tz, multiDay)}–${wallTime(c.end, tz, multiDay)}`;
  const name = c.name?.trim();
  const reason = c.reason?.trim();
  if (c.kind === 'block') return `Choca con ${reason ? `el bloqueo «${reason}»` : 'un bloqueo'}, ${when}`;
  return `Choca con ${name || 'otra cita'}, ${when}`;
}

/** A rule's failure as the rules give it (checkPlacement, validateResize). */
interface FailureLike {
  code: string;
  details?: Record<string, unknown> | undefined;
}

/** The collision a slot_conflict or block_conflict names in its details, if it does. */
export function collisionOf(
  failure: FailureLike,
  nameOf?: (appointmentId: string) => string | null | undefined,
): Collision | undefined {
  const d = failure.details;
  if (!d || typeof d.start !== 'number' || typeof d.end !== 'number') return undefined;
  if (failure.code === 'slot_conflict' && typeof d.appointmentId === 'string') {
    return { kind: 'appointment', start: d.start, end: d.end, name: nameOf?.(d.appointmentId) };
  }
  if (failure.code === 'block_conflict') {
    return { kind: 'block', start: d.start, end: d.end, reason: typeof d.reason === 'string' ? d.reason : null };
  }
  return undefined;
}

/**
 * Which rule failed, in words a receptionist can act on, where the code's own text says too little
 * (docs/product.md#agenda-error-texts): what a conflict collides with, the longest or shortest length
 * allowed. Undefined where the code's text is already the whole story.
 */
export function refusalDetail(
  failure: FailureLike,
  tz: string,
  nameOf?: (appointmentId: string) => string | null | undefined,
): string | undefined {
  const collision = collisionOf(failure, nameOf);
  if (collision) return collisionText(collision, tz);
  const d = failure.details;
  if (failure.code === 'duration_too_long' && typeof d?.maxDurationMin === 'number')
    return tooLongText(d.maxDurationMin);
  if (failure.code === 'duration_too_short' && typeof d?.minDurationMin === 'number') {
    return `Mínimo ${d.minDurationMin} min`;
  }
  return undefined;
}
