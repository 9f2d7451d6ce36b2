import { describe, expect, it } from 'vitest';
import { durationLabel, longDate, longDateWithYear, shortDate, timeRange, weekTitle } from './week-label.ts';

describe('week labels', () => {
  it('titles a week within a month, across months and across years', () => {
    expect(weekTitle('2026-11-23', '2026-11-29')).toBe('23–29 nov 2026');
    expect(weekTitle('2026-11-30', '2026-12-06')).toBe('30 nov – 6 dic 2026');
    expect(weekTitle('2026-12-28', '2027-01-03')).toBe('28 dic 2026 – 3 ene 2027');
  });

  it('writes dates in Spanish', () => {
    expect(longDate('2026-11-24')).toBe('martes 24 de noviembre');
    expect(shortDate('2026-11-29')).toBe('dom 29 nov');
    expect(longDateWithYear('2027-01-01')).toBe('viernes 1 de enero de 2027');
  });

  it('writes times and lengths', () => {
    expect(timeRange(540, 1440)).toBe('09:00–24:00');
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(60)).toBe('1 h');
    expect(durationLabel(90)).toBe('1 h 30 min');
  });
});
