import { describe, expect, it } from 'vitest';
import {
  addDays,
  existsInZone,
  formatInstantInZone,
  instantToZoned,
  isDate,
  mondayOf,
  parseHHMM,
  weekdayIndex,
  zonedToInstant,
} from './time.ts';

describe('calendar dates', () => {
  it('numbers weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6); // a Sunday
  });

  it('finds the Monday of any day, across month and year ends', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });

  it('adds days across leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
  });

  it('rejects impossible dates', () => {
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-2-3')).toBe(false);
    expect(isDate('2028-02-29')).toBe(true);
  });

  it('parses HH:MM strictly', () => {
    expect(parseHHMM('08:30')).toBe(510);
    expect(parseHHMM('24:00')).toBeUndefined();
    expect(parseHHMM('8:30')).toBeUndefined();
  });
});

describe('time zones (independent of the host zone)', () => {
  it('reads wall clocks in the location zone', () => {
    const instant = Date.parse('2026-11-23T20:00:00Z');
    expect(instantToZoned(instant, 'America/Costa_Rica')).toEqual({ date: '2026-11-23', minutes: 14 * 60 });
    expect(instantToZoned(instant, 'Pacific/Auckland')).toEqual({ date: '2026-11-24', minutes: 9 * 60 });
  });

  it('writes instants with the zone offset', () => {
    const instant = Date.parse('2026-11-23T20:00:00Z');
    expect(formatInstantInZone(instant, 'America/Costa_Rica')).toBe('2026-11-23T14:00:00-06:00');
    expect(formatInstantInZone(instant, 'UTC')).toBe('2026-11-23T20:00:00Z');
    expect(formatInstantInZone(instant, 'Asia/Kolkata')).toBe('2026-11-24T01:30:00+05:30');
  });

  it('keeps 09:00 at 09:00 across the New York DST changes', () => {
    const beforeSpring = zonedToInstant('2026-03-07', 540, 'America/New_York');
    const afterSpring = zonedToInstant('2026-03-09', 540, 'America/New_York');
    expect(new Date(beforeSpring).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(new Date(afterSpring).toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('knows the skipped hour does not exist and the repeated one resolves to the earlier instant', () => {
    expect(existsInZone('2026-03-08', 150, 'America/New_York')).toBe(false); // 02:30 skipped
    expect(existsInZone('2026-03-08', 180, 'America/New_York')).toBe(true);
    expect(existsInZone('2026-03-29', 90, 'Europe/London')).toBe(false); // 01:30 skipped
    const repeated = zonedToInstant('2026-11-01', 90, 'America/New_York'); // 01:30 happens twice
    expect(new Date(repeated).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
