import { isApiError } from '../../api/client.ts';

/** SPEC.md §8 Reschedule: the texts of the codes it names; any other code is 'Error al reprogramar'. */
const rescheduleTexts: Record<string, string> = {
  cannot_reschedule_to_past: 'No se puede reprogramar a una fecha en el pasado',
  slot_conflict: 'Conflicto de horario',
  block_conflict: 'Conflicto con bloqueo de tiempo',
  duration_too_short: 'Duración demasiado corta',
  outside_working_hours: 'Fuera del horario de trabajo',
  // Not in SPEC.md §8's reschedule list, but its own text is the one the user can act on.
  resource_inactive: 'El recurso seleccionado se encuentra inactivo',
};

/** A refused drag ('move') or resize: the resize flow words a too-short length its own way. */
export function rescheduleErrorText(error: unknown, flow: 'move' | 'resize'): string {
  const code = isApiError(error) ? error.code : '';
  if (flow === 'resize' && code === 'duration_too_short') {
    return 'La duración no puede ser menor a la mínima permitida por el servicio';
  }
  return rescheduleTexts[code] ?? 'Error al reprogramar';
}

/** The edit panel: the server's own text when it sent one with a code, else 'Error al guardar'. */
export function saveErrorText(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return 'Error al guardar';
  return rescheduleTexts[error.code] ?? (error.message || 'Error al guardar');
}

/** The edit panel's local check (SPEC.md §5), before anything is sent. */
export function panelCheckText(code: string): string {
  if (code === 'resource_inactive') return 'El recurso seleccionado se encuentra inactivo';
  if (code === 'cannot_reschedule_to_past') return 'No se puede reprogramar a una fecha en el pasado';
  return 'Duración inválida/colisión o menor al mínimo del servicio';
}
