// The agenda under per-weekday opening hours (docs/product.md#opening-hours): week of Monday 2026-11-23.
import { normalizeConfig } from '@recepta/domain';
import { describe, expect, it } from 'vitest';
import { at, model } from '../../../../test/fixtures/agenda-week.ts';
import { defaultSlot } from './default-slot.ts';
import { startTimeOptions } from './layout.ts';

const split = [
  { open: '08:00', close: '12:00' },
  { open: '14:00', close: '18:00' },
];
const config = normalizeConfig({
  weeklyHours: [split, split, split, split, split, [{ open: '08:00', close: '12:00' }], []],
});

describe('agenda model with weekly hours', () => {
  const m = model({ config });

  it('shades each day’s own closed time within the drawn range, all of a closed day', () => {
    expect(m.range).toEqual({ start: 480, end: 1080 });
    expect(m.closedHours[0]).toEqual([{ start: 720, end: 840 }]);
    expect(m.closedHours[5]).toEqual([{ start: 720, end: 1080 }]);
    expect(m.closedHours[6]).toEqual([{ start: 480, end: 1080 }]);
    expect(m.closedWeekday).toEqual([false, false, false, false, false, false, true]);
  });

  it('shades nothing under the old single range', () => {
    expect(model().closedHours.every((d) => d.length === 0)).toBe(true);
  });

  it('offers the panel the day’s own times: none on Sunday, none at lunch', () => {
    const monday = startTimeOptions(config, 30, '2026-11-23');
    expect(monday).toContain(690);
    expect(monday).not.toContain(750);
    expect(startTimeOptions(config, 30, '2026-11-29')).toEqual([]);
    expect(startTimeOptions(config, 30, '2026-11-28').at(-1)).toBe(690);
  });

  it('starts "Nueva cita" after lunch when the morning is over, and on a later day when Saturday has closed', () => {
    expect(defaultSlot(m, undefined, at('2026-11-25', '12:10'))).toEqual({ date: '2026-11-25', startMin: 840 });
    expect(defaultSlot(m, undefined, at('2026-11-28', '12:10'))).toEqual({ date: '2026-11-23', startMin: 480 });
  });
});
