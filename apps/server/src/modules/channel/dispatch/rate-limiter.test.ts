import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

/** A clock that stands still and records the waits asked of it. */
function stillClock() {
  const waits: number[] = [];
  return { waits, now: () => 1_000, sleep: async (ms: number) => waits.push(ms) };
}

describe('createRateLimiter', () => {
  it('gives each key one slot per gap, and keys do not wait for each other', async () => {
    const clock = stillClock();
    const limiter = createRateLimiter(100, clock); // a slot every 10 ms
    for (let i = 0; i < 4; i++) await limiter.take('a');
    await limiter.take('b');
    expect(clock.waits).toEqual([10, 20, 30]);
  });

  it('never waits without a limit', async () => {
    const clock = stillClock();
    const limiter = createRateLimiter(Number.POSITIVE_INFINITY, clock);
    for (let i = 0; i < 100; i++) await limiter.take('a');
    expect(clock.waits).toEqual([]);
  });
});
