import { setTimeout as sleep } from 'node:timers/promises';

export interface LimiterClock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const wallClock: LimiterClock = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

/**
 * Spaces sends per organisation (one WhatsApp number each) to at most `perSecond` messages a second:
 * each send takes the next free slot of its organisation and waits for it. Wall-clock based, not
 * the injectable `now` of the rules: it shapes real traffic to Meta. Infinity lifts the limit.
 */
export function createRateLimiter(perSecond: number, clock: LimiterClock = wallClock) {
  const gapMs = Number.isFinite(perSecond) && perSecond > 0 ? 1000 / perSecond : 0;
  const nextFree = new Map<string, number>();
  return {
    async take(key: string): Promise<void> {
      if (gapMs === 0) return;
      const now = clock.now();
      const slot = Math.max(now, nextFree.get(key) ?? now);
      nextFree.set(key, slot + gapMs);
      if (slot > now) await clock.sleep(slot - now);
    },
  };
}
