import { describe, expect, it } from 'vitest';
import { appointment, at, MONDAY, model, resource } from '../../../../test/fixtures/agenda-week.ts';
import { checkTarget, evaluateMove, evaluateResize, evaluateSlot, releaseWarning } from './placement-check.ts';

const TUESDAY = '2026-11-24';
const before = at('2026-11-20', '09:00'); // the Friday before the week

/** A week with one 30-minute appointment on Monday 10:00 and another on Tuesday 11:00 (same resource). */
function week(over: Parameters<typeof model>[0] = {}) {
  const mine = appointment(at(MONDAY, '10:00'), 30);
  const other = appointment(at(TUESDAY, '11:00'), 30);
  const m = model({ appointments: [mine, other], ...over });
  const item = m.itemById.get(mine.id);
  if (!item) throw new Error('not placed');
  return { m, item };
}

const codeOf = (t: ReturnType<typeof evaluateMove>) => (t.kind === 'bad' ? t.failure.code : t.kind);

describe('evaluateMove', () => {
  it('treats a drop within 5 minutes on the same day as a slip', () => {
    const { m, item } = week();
    expect(evaluateMove(m, item, 0, 604, before)).toEqual({ kind: 'same' });
  });

  it('snaps a move to the increment and gives its instant', () => {
    const { m, item } = week();
    expect(evaluateMove(m, item, 1, 610, before)).toEqual({
      kind: 'ok',
      day: 1,
      startMin: 600,
      durationMin: 30,
      start: at(TUESDAY, '10:00'),
    });
  });

  it('is the same place when the snapped slot is where it already is', () => {
    const { m, item } = week();
    expect(evaluateMove(m, item, 0, 620, before)).toEqual({ kind: 'same' });
  });

  it('refuses a collision, the closed hours and the past', () => {
    const { m, item } = week();
    expect(codeOf(evaluateMove(m, item, 1, 665, before))).toBe('slot_conflict');
    expect(codeOf(evaluateMove(m, item, 1, 7 * 60, before))).toBe('outside_working_hours');
    expect(codeOf(evaluateMove(m, item, 1, 600, at('2026-11-25', '09:00')))).toBe('cannot_reschedule_to_past');
  });

  it('refuses any move for an inactive resource', () => {
    const { m, item } = week({ resources: [resource({ active: false })] });
    expect(codeOf(evaluateMove(m, item, 1, 600, before))).toBe('resource_inactive');
  });
});

describe('evaluateResize', () => {
  it('ignores a pull of 5 minutes or less', () => {
    const { m, item } = week();
    expect(evaluateResize(m, item, 'bottom', 5, before)).toEqual({ kind: 'same' });
  });

  it('lengthens from the bottom edge, keeping the start', () => {
    const { m, item } = week();
    expect(evaluateResize(m, item, 'bottom', 30, before)).toEqual({
      kind: 'ok',
      day: 0,
      startMin: 600,
      start: at(MONDAY, '10:00'),
      durationMin: 60,
    });
  });

  it('stops at the largest allowed length instead of refusing it', () => {
    const { m, item } = week();
    const t = evaluateResize(m, item, 'bottom', 60, before);
    expect(t).toMatchObject({ kind: 'ok', durationMin: 60, clampedBy: 'max' });
  });

  it('stops a 17:00 card at the closing time', () => {
    const late = appointment(at(MONDAY, '17:00'), 30);
    const m = model({ appointments: [late], config: { allowedDurations: [30, 60, 240] } });
    const item = m.itemById.get(late.id);
    if (!item) throw new Error('not placed');
    expect(evaluateResize(m, item, 'bottom', 240, before)).toMatchObject({
      kind: 'ok',
      startMin: 17 * 60,
      durationMin: 60,
      clampedBy: 'close',
    });
  });

  it('names what a resize or a move collides with, in the location’s zone', () => {
    const { m, item } = week({ config: { allowedDurations: [30, 60, 90] } });
    const next = appointment(at(MONDAY, '11:00'), 30, {
      customer: { id: 'c2', name: 'Ana Pérez', phone: '+50670000000' },
    });
    const crowded = model({ appointments: [item.appt, next], config: { allowedDurations: [30, 60, 90] } });
    const mine = crowded.itemById.get(item.appt.id);
    if (!mine || !m) throw new Error('not placed');
    const t = evaluateResize(crowded, mine, 'bottom', 60, before);
    expect(t).toMatchObject({
      kind: 'bad',
      failure: { code: 'slot_conflict', message: 'Conflicto de horario', detail: 'Choca con Ana Pérez, 11:00–11:30' },
    });
    if (t.kind === 'bad') {
      expect(releaseWarning('bottom', t.failure)).toBe(
        'Duración inválida / colisión: Choca con Ana Pérez, 11:00–11:30',
      );
    }
    const moved = evaluateMove(crowded, mine, 0, 11 * 60, before);
    expect(moved).toMatchObject({ kind: 'bad', failure: { detail: 'Choca con Ana Pérez, 11:00–11:30' } });
  });

  it('moves the start from the top edge, keeping the end', () => {
    const { m, item } = week();
    expect(evaluateResize(m, item, 'top', -30, before)).toEqual({
      kind: 'ok',
      day: 0,
      startMin: 570,
      durationMin: 60,
      start: at(MONDAY, '09:30'),
    });
  });

  it('refuses a top edge pulled below the service minimum', () => {
    const { m, item } = week();
    const t = evaluateResize(m, item, 'top', 30, before);
    expect(t).toMatchObject({ kind: 'bad', startMin: 630, durationMin: 0, failure: { code: 'duration_too_short' } });
  });
});

describe('evaluateSlot', () => {
  it('accepts an open slot and gives its instant', () => {
    expect(evaluateSlot(model(), 2, 540, 30, before)).toEqual({ ok: true, start: at('2026-11-25', '09:00') });
  });

  it('refuses a slot outside opening hours', () => {
    expect(evaluateSlot(model(), 2, 1080, 30, before)).toMatchObject({ ok: false, code: 'outside_working_hours' });
  });
});

describe('releaseWarning', () => {
  const conflict = { code: 'slot_conflict', message: 'Conflicto de horario' };

  it('words a refused resize by its edge (local warnings)', () => {
    expect(releaseWarning('bottom', conflict)).toBe('Duración inválida / colisión');
    expect(releaseWarning('top', conflict)).toBe('Inicio inválido / colisión');
    expect(releaseWarning('move', conflict)).toBe('Conflicto de horario');
  });

  it('says the past plainly, whatever the gesture', () => {
    const past = { code: 'cannot_reschedule_to_past', message: 'No se puede reprogramar a una fecha en el pasado' };
    expect(releaseWarning('bottom', past)).toBe(past.message);
  });
});

describe('checkTarget', () => {
  it('accepts a free target and refuses one taken since', () => {
    const { m, item } = week();
    expect(checkTarget(m, item, { start: at(TUESDAY, '10:00'), durationMin: 30 }, before)).toBe(true);
    expect(checkTarget(m, item, { start: at(TUESDAY, '11:00'), durationMin: 30 }, before)).toBe(false);
  });
});
