import { describe, expect, it } from 'vitest';
import { CR, iso, LONDON, NY } from './test-fixtures.ts';
import { dayBounds, normalizeWeekStart, weekOfInstant, weekRange } from './week.ts';

describe('weekRange', () => {
  it('starts on Monday and lists seven days', () => {
    const w = weekRange('2026-11-26', CR);
    expect(w.monday).toBe('2026-11-23');
    expect(w.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(iso(w.start)).toBe('2026-11-23T06:00:00.000Z');
    expect(w.end - w.start).toBe(168 * 3_600_000);
  });

  it('lasts 167 h across spring forward and 169 h across fall back (New York)', () => {
    const spring = weekRange('2026-03-08', NY); // a Sunday: the week of Monday 2 March
    expect(spring.monday).toBe('2026-03-02');
    expect(spring.end - spring.start).toBe(167 * 3_600_000);
    const fall = weekRange('2026-11-01', NY);
    expect(fall.end - fall.start).toBe(169 * 3_600_000);
    expect(iso(fall.end)).toBe('2026-11-02T05:00:00.000Z');
  });

  it('finds the week of an instant in the location zone', () => {
    // Monday 03:00 UTC is still Sunday evening in Costa Rica.
    const instant = Date.parse('2026-11-23T03:00:00Z');
    expect(weekOfInstant(instant, CR).monday).toBe('2026-11-16');
    expect(weekOfInstant(instant, LONDON).monday).toBe('2026-11-23');
  });
});

describe('dayBounds', () => {
  it('gives 23, 24 and 25 hour days in London', () => {
    const len = (d: string) => {
      const b = dayBounds(d, LONDON);
      return (b.end - b.start) / 3_600_000;
    };
    expect(len('2026-03-29')).toBe(23);
    expect(len('2026-03-30')).toBe(24);
    expect(len('2026-10-25')).toBe(25);
  });
});

describe('normalizeWeekStart', () => {
  it('keeps a stored Monday and replaces anything else with the Monday of today', () => {
    expect(normalizeWeekStart('2026-11-23', '2026-12-02')).toBe('2026-11-23');
    expect(normalizeWeekStart('2026-11-24', '2026-12-02')).toBe('2026-11-30');
    expect(normalizeWeekStart('garbage', '2026-12-02')).toBe('2026-11-30');
    expect(normalizeWeekStart(null, '2026-12-02')).toBe('2026-11-30');
  });
});
