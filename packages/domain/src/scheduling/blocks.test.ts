import { describe, expect, it } from 'vitest';
import { allDayRange, blockCoversDay, dailyBlockMinutes, dailyBlockOccurrences, isFullDayBlock } from './blocks.ts';
import { defaultConfig } from './config.ts';
import { at, CR, iso, LONDON, NY } from './test-fixtures.ts';
import type { DailyBlock, OneOffBlock } from './types.ts';

const daily = (startTime: string, endTime: string): DailyBlock => ({
  id: 'd',
  resourceId: null,
  kind: 'daily',
  startTime,
  endTime,
});
const oneoff = (start: number, end: number): OneOffBlock => ({ id: 'o', resourceId: 'r1', kind: 'oneoff', start, end });

describe('daily block ranges', () => {
  it('reads plain, wrapping, midnight-ending, empty and malformed times', () => {
    expect(dailyBlockMinutes(daily('12:00', '13:00'))).toEqual([[720, 780]]);
    expect(dailyBlockMinutes(daily('22:00', '02:00'))).toEqual([
      [1320, 1440],
      [0, 120],
    ]);
    expect(dailyBlockMinutes(daily('22:00', '24:00'))).toEqual([[1320, 1440]]);
    expect(dailyBlockMinutes(daily('22:00', '00:00'))).toEqual([[1320, 1440]]);
    expect(dailyBlockMinutes(daily('10:00', '10:00'))).toEqual([]);
    expect(dailyBlockMinutes(daily('lunch', '13:00'))).toEqual([]);
  });

  it('keeps wall times on DST days: a 12:00-13:00 block in New York is 17:00Z before and 16:00Z after the change', () => {
    const [before] = dailyBlockOccurrences(daily('12:00', '13:00'), '2026-03-07', NY);
    const [after] = dailyBlockOccurrences(daily('12:00', '13:00'), '2026-03-08', NY);
    expect(iso(before?.start as number)).toBe('2026-03-07T17:00:00.000Z');
    expect(iso(after?.start as number)).toBe('2026-03-08T16:00:00.000Z');
  });
});

describe('isFullDayBlock', () => {
  it('is true for a block of 24 h or more', () => {
    expect(isFullDayBlock(oneoff(at('2026-11-23', '12:00'), at('2026-11-24', '12:00')), defaultConfig, CR)).toBe(true);
  });

  it('is true for a block covering opening to closing time of a day', () => {
    expect(isFullDayBlock(oneoff(at('2026-11-23', '08:00'), at('2026-11-23', '18:00')), defaultConfig, CR)).toBe(true);
    // Evening to next evening, 23 h: covers the second day's hours.
    expect(isFullDayBlock(oneoff(at('2026-11-23', '20:00'), at('2026-11-24', '19:00')), defaultConfig, CR)).toBe(true);
  });

  it('is false for a block missing part of the hours', () => {
    expect(isFullDayBlock(oneoff(at('2026-11-23', '08:30'), at('2026-11-23', '18:00')), defaultConfig, CR)).toBe(false);
    expect(isFullDayBlock(oneoff(at('2026-11-23', '08:00'), at('2026-11-23', '17:59')), defaultConfig, CR)).toBe(false);
    expect(isFullDayBlock(oneoff(at('2026-11-23', '08:00'), at('2026-11-23', '08:00')), defaultConfig, CR)).toBe(false);
  });

  it('reads the day in the location zone, not the host zone', () => {
    const block = oneoff(Date.parse('2026-11-23T14:00:00Z'), Date.parse('2026-11-24T00:00:00Z'));
    // 08:00-18:00 Costa Rica (UTC-6) but 09:00-19:00 in New York (UTC-5).
    expect(isFullDayBlock(block, defaultConfig, CR)).toBe(true);
    expect(isFullDayBlock(block, defaultConfig, NY)).toBe(false);
  });

  it('reads daily blocks by their times', () => {
    expect(isFullDayBlock(daily('07:00', '19:00'), defaultConfig, CR)).toBe(true);
    expect(isFullDayBlock(daily('08:00', '18:00'), defaultConfig, CR)).toBe(true);
    expect(isFullDayBlock(daily('09:00', '18:00'), defaultConfig, CR)).toBe(false);
    expect(isFullDayBlock(daily('20:00', '19:00'), defaultConfig, CR)).toBe(true);
  });

  it('an all-day range of one date is full-day even though it is a millisecond short of 24 h', () => {
    const r = allDayRange('2026-11-23', '2026-11-23', CR);
    expect(isFullDayBlock(oneoff(r.start, r.end), defaultConfig, CR)).toBe(true);
    expect(blockCoversDay(oneoff(r.start, r.end), '2026-11-24', defaultConfig, CR)).toBe(false);
  });
});

describe('allDayRange', () => {
  it('runs from 00:00:00.000 of the start date to 23:59:59.999 of the end date in the zone', () => {
    const r = allDayRange('2026-11-23', '2026-11-24', CR);
    expect(iso(r.start)).toBe('2026-11-23T06:00:00.000Z');
    expect(iso(r.end)).toBe('2026-11-25T05:59:59.999Z');
  });

  it('follows DST: the London spring-forward day is 23 h long', () => {
    const r = allDayRange('2026-03-29', '2026-03-29', LONDON);
    expect(iso(r.start)).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(r.end)).toBe('2026-03-29T22:59:59.999Z');
  });
});
