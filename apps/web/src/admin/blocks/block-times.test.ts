import { describe, expect, it } from 'vitest';
import { wireBlock } from '../../../test/fixtures/wire-block.ts';
import type { Block } from '../../api/blocks.ts';
import { describeBlockTimes } from './block-times.ts';

const CR = 'America/Costa_Rica';
const today = '2026-11-24';

const block = (over: Partial<Block>): Block => wireBlock({ id: 'b', reason: 'x', ...over });

describe('describeBlockTimes', () => {
  it('words each kind of block in the zone', () => {
    expect(describeBlockTimes(block({ startTime: '12:00', endTime: '13:00' }), CR, today)).toBe(
      'Todos los días 12:00–13:00',
    );
    const once = block({ start: '2026-11-24T20:00:00.000Z', end: '2026-11-24T22:00:00.000Z' });
    expect(describeBlockTimes(once, CR, today)).toBe('mar 24 nov 14:00 – 16:00');
    const overnight = block({ start: '2026-11-24T20:00:00.000Z', end: '2026-11-25T15:00:00.000Z' });
    expect(describeBlockTimes(overnight, CR, today)).toBe('mar 24 nov 14:00 – mié 25 nov 09:00');
    const allDay = block({ start: '2026-12-24T06:00:00.000Z', end: '2026-12-26T05:59:59.000Z' });
    expect(describeBlockTimes(allDay, CR, today)).toBe('Todo el día 24–25 dic');
  });

  it('gives the year only when it is not this one', () => {
    const allDay = block({ start: '2026-12-31T06:00:00.000Z', end: '2027-01-02T05:59:59.000Z' });
    expect(describeBlockTimes(allDay, CR, today)).toBe('Todo el día 31 dic – 1 ene 2027');
  });
});
