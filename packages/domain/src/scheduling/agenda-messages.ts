/**
 * The agenda's own texts (docs/product.md#agenda-error-texts), word for word: which text a refused reschedule shows
 * per code and flow, and the local warnings the grid and the edit panel give before anything is sent.
 */
import { type FlowMessages, messageFor } from '../auth-messages.ts';
import { errorMessages } from '../errors.ts';

/** Reschedule errors (docs/product.md#agenda-error-texts): the codes it names keep the catalogue's text; any other is 'Error al reprogramar'. */
export const rescheduleMessages: FlowMessages = {
  cannot_reschedule_to_past: errorMessages.cannot_reschedule_to_past,
  slot_conflict: errorMessages.slot_conflict,
  block_conflict: errorMessages.block_conflict,
  duration_too_short: errorMessages.duration_too_short,
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
