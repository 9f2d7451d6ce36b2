import { formatInstantInZone } from '@recepta/domain';
import { describe, expect, it } from 'vitest';
import { formatInZone } from './wire-time.ts';

describe('formatInZone', () => {
  it.each(['America/New_York', 'Europe/London', 'America/Costa_Rica', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'])(
    'writes what formatInstantInZone writes, across the DST changes of %s',
    (tz) => {
      // Every 23 minutes (and a second) through 2026, so instants fall on and around every change.
      const instants: number[] = [];
      for (
        let t = Date.parse('2026-01-01T00:00:00Z');
        t < Date.parse('2027-01-01T00:00:00Z');
        t += 23 * 60_000 + 1_000
      ) {
        instants.push(t);
      }
      const expected = instants.map((t) => formatInstantInZone(t, tz));
      expect(instants.map((t) => formatInZone(t, tz))).toEqual(expected);
      // Once more, now answered from the cache.
      expect(instants.map((t) => formatInZone(t, tz))).toEqual(expected);
    },
  );

  it('gives the documented example', () => {
    expect(formatInZone(Date.parse('2026-11-23T20:00:00Z'), 'America/Costa_Rica')).toBe('2026-11-23T14:00:00-06:00');
  });
});
