import { describe, expect, it } from 'vitest';
import { GoldenWorld, newPatient, say } from '../assistant/golden-runner.ts';
import { BURST_MAX, type BurstItem, burstTurns, joinBurst, joinsBurst } from './burst.ts';

const text = (t: string): BurstItem => ({ kind: 'text', text: t });
const tap = (t: string): BurstItem => ({ kind: 'tap', text: t });

describe('burstTurns', () => {
  it('reads consecutive texts as one turn', () => {
    expect(burstTurns([text('hola'), text('quiero cita'), text('para mañana')])).toEqual([[0, 1, 2]]);
  });

  it('keeps a single message a turn of its own', () => {
    expect(burstTurns([text('hola')])).toEqual([[0]]);
    expect(burstTurns([])).toEqual([]);
  });

  it('never joins a tap to text, and keeps the order around it', () => {
    expect(burstTurns([text('hola'), tap('Agendar cita'), text('para mañana'), text('en la tarde')])).toEqual([
      [0],
      [1],
      [2, 3],
    ]);
    expect(burstTurns([tap('Sí'), tap('No')])).toEqual([[0], [1]]);
  });

  it('keeps media and the channel words (SALIR, VOLVER) alone', () => {
    expect(burstTurns([text('hola'), { kind: 'media', text: '[audio]' }, text('ok')])).toEqual([[0], [1], [2]]);
    expect(burstTurns([text('hola'), text('SALIR'), text('gracias')])).toEqual([[0], [1], [2]]);
    expect(joinsBurst(text('Volver'))).toBe(false);
    expect(joinsBurst(text('no quiero salir tarde'))).toBe(true);
  });

  it('answers a flood in turns of at most BURST_MAX', () => {
    const flood = Array.from({ length: BURST_MAX + 3 }, (_, i) => text(`m${i}`));
    const turns = burstTurns(flood);
    expect(turns.map((t) => t.length)).toEqual([BURST_MAX, 3]);
    expect(turns.flat()).toEqual(flood.map((_, i) => i));
  });
});

describe('joinBurst', () => {
  it('joins trimmed texts one per line, dropping empty ones', () => {
    expect(joinBurst([' hola ', '', 'quiero cita', '  ', 'para mañana'])).toBe('hola\nquiero cita\npara mañana');
    expect(joinBurst(['hola'])).toBe('hola');
  });
});

describe('a burst read as one message by the receptionist', () => {
  it('keeps the service and the day said in separate messages', async () => {
    const world = new GoldenWorld();
    const patient = newPatient(world, 'Ana');
    const replies = await say(world, patient, {
      type: 'message',
      text: joinBurst(['hola', 'quiero cita para una limpieza', 'para mañana']),
    });
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('horarios para Limpieza dental');
    const times = (replies[0]!.buttons ?? []).map((b) => b.title);
    expect(times.length).toBeGreaterThan(0);
    // Monday 23 is the golden clinic's today: every time offered is Tuesday 24's.
    for (const t of times) expect(t).toMatch(/^mar 24 nov /);
  });
});
