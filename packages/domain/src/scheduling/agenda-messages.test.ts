import { describe, expect, it } from 'vitest';
import { collisionText, panelCheckText, refusalDetail, rescheduleErrorText } from './agenda-messages.ts';
import { checkPlacement } from './placement.ts';
import { appt, at, CR, context } from './test-fixtures.ts';

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

describe('collisionText and refusalDetail (docs/product.md#agenda-error-texts)', () => {
  const day = '2026-11-23';
  it('names the patient and the times in the location’s zone, whatever the host’s zone', () => {
    const c = { kind: 'appointment' as const, start: at(day, '14:00'), end: at(day, '14:30'), name: 'Ana Pérez' };
    expect(collisionText(c, CR)).toBe('Choca con Ana Pérez, 14:00–14:30');
    // The same instants read in Auckland's wall time.
    expect(collisionText(c, 'Pacific/Auckland')).toBe('Choca con Ana Pérez, 09:00–09:30');
    expect(collisionText({ ...c, name: ' ' }, CR)).toBe('Choca con otra cita, 14:00–14:30');
  });

  it('names a block by its reason, and the dates when it spans days', () => {
    const lunch = { kind: 'block' as const, start: at(day, '12:00'), end: at(day, '13:00'), reason: 'Almuerzo' };
    expect(collisionText(lunch, CR)).toBe('Choca con el bloqueo «Almuerzo», 12:00–13:00');
    const holiday = { kind: 'block' as const, start: at(day, '00:00'), end: at('2026-11-25', '00:00') };
    expect(collisionText(holiday, CR)).toBe('Choca con un bloqueo, 23/11 00:00–25/11 00:00');
  });

  it('reads a rule’s failure: conflicts by what they hit, lengths by their limit', () => {
    const busy = appt('r1', at(day, '14:00'), 30);
    const ctx = context({ appointments: [busy] });
    const failure = checkPlacement(
      { start: at(day, '14:00'), durationMin: 30, resourceId: 'r1', mode: 'book', now: at(day, '07:00') },
      ctx,
    );
    if (failure.ok) throw new Error('expected a conflict');
    expect(refusalDetail(failure, CR, (id) => (id === busy.id ? 'Ana Pérez' : undefined))).toBe(
      'Choca con Ana Pérez, 14:00–14:30',
    );
    expect(refusalDetail(failure, CR)).toBe('Choca con otra cita, 14:00–14:30');
    const long = checkPlacement(
      { start: at(day, '09:00'), durationMin: 90, resourceId: 'r1', mode: 'book', now: at(day, '07:00') },
      ctx,
    );
    expect(long).toMatchObject({ code: 'duration_too_long', details: { maxDurationMin: 60 } });
    if (!long.ok) expect(refusalDetail(long, CR)).toBe('Máximo 60 min');
    expect(refusalDetail({ code: 'outside_working_hours' }, CR)).toBeUndefined();
  });

  it('lets an appointment keep a present length above the maximum when it is moved', () => {
    const moved = checkPlacement(
      {
        start: at(day, '09:00'),
        durationMin: 90,
        currentDurationMin: 90,
        resourceId: 'r1',
        mode: 'reschedule',
        now: at(day, '07:00'),
      },
      context(),
    );
    expect(moved).toEqual({ ok: true });
  });
});
