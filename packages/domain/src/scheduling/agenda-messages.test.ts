import { describe, expect, it } from 'vitest';
import { panelCheckText, rescheduleErrorText } from './agenda-messages.ts';

describe('agenda texts, word for word', () => {
  it('a refused move shows the text of the codes the reschedule flow names, else "Error al reprogramar"', () => {
    expect(rescheduleErrorText('slot_conflict', 'move')).toBe('Conflicto de horario');
    expect(rescheduleErrorText('duration_too_short', 'move')).toBe('Duración demasiado corta');
    expect(rescheduleErrorText('internal_error', 'move')).toBe('Error al reprogramar');
    expect(rescheduleErrorText(undefined, 'move')).toBe('Error al reprogramar');
  });

  it('the resize flow words a too-short length its own way', () => {
    expect(rescheduleErrorText('duration_too_short', 'resize')).toBe(
      'La duración no puede ser menor a la mínima permitida por el servicio',
    );
    expect(rescheduleErrorText('block_conflict', 'resize')).toBe('Conflicto con bloqueo de tiempo');
  });

  it("the edit panel's local check names the past and an inactive resource, else the documented duration text", () => {
    expect(panelCheckText('cannot_reschedule_to_past')).toBe('No se puede reprogramar a una fecha en el pasado');
    expect(panelCheckText('resource_inactive')).toBe('El recurso seleccionado se encuentra inactivo');
    expect(panelCheckText('slot_conflict')).toBe('Duración inválida/colisión o menor al mínimo del servicio');
  });
});
