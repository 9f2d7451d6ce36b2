import { describe, expect, it } from 'vitest';
import { wireBlock } from '../../../test/fixtures/wire-block.ts';
import type { Block } from '../../api/blocks.ts';
import { isFinished, sortBlocks } from './sort-blocks.ts';

const block = (over: Partial<Block>): Block => wireBlock({ id: 'b', reason: 'x', ...over });

describe('sortBlocks', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const daily = block({ id: 'daily', startTime: '12:00', endTime: '13:00' });
  const soon = block({ id: 'soon', start: '2026-11-25T12:00:00Z', end: '2026-11-25T13:00:00Z' });
  const later = block({ id: 'later', start: '2026-11-27T12:00:00Z', end: '2026-11-27T13:00:00Z' });
  const old = block({ id: 'old', start: '2026-11-01T12:00:00Z', end: '2026-11-01T13:00:00Z' });
  const older = block({ id: 'older', start: '2026-10-01T12:00:00Z', end: '2026-10-01T13:00:00Z' });

  it('lists daily blocks, then coming ones soonest first, then finished ones latest first', () => {
    expect(sortBlocks([older, later, old, daily, soon], now).map((b) => b.id)).toEqual([
      'daily',
      'soon',
      'later',
      'old',
      'older',
    ]);
    expect(isFinished(old, now)).toBe(true);
    expect(isFinished(soon, now)).toBe(false);
    expect(isFinished(daily, now)).toBe(false);
  });
});
