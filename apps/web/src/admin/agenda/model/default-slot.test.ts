import { describe, expect, it } from 'vitest';
import { at, model } from '../../../../test/fixtures/agenda-week.ts';
import { defaultSlot } from './default-slot.ts';

const WEDNESDAY = '2026-11-25';

describe('defaultSlot', () => {
  const m = model();

  it("is today's next free step when today is in view and open", () => {
    expect(defaultSlot(m, undefined, at(WEDNESDAY, '10:10'))).toEqual({ date: WEDNESDAY, startMin: 630 });
    // Exactly on a step: the next one, not the one already under way.
    expect(defaultSlot(m, 2, at(WEDNESDAY, '10:00'))).toEqual({ date: WEDNESDAY, startMin: 630 });
  });

  it('is the opening time when today has not opened yet', () => {
    expect(defaultSlot(m, undefined, at(WEDNESDAY, '06:00'))).toEqual({ date: WEDNESDAY, startMin: 480 });
  });

  it('is the opening of the day shown when another day is shown or today is over', () => {
    expect(defaultSlot(m, 4, at(WEDNESDAY, '10:10'))).toEqual({ date: '2026-11-27', startMin: 480 });
    expect(defaultSlot(m, undefined, at(WEDNESDAY, '17:40'))).toEqual({ date: '2026-11-23', startMin: 480 });
  });

  it("is Monday's opening when the week is not this one", () => {
    expect(defaultSlot(m, undefined, at('2026-12-02', '10:00'))).toEqual({ date: '2026-11-23', startMin: 480 });
  });
});
