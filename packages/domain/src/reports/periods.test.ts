import { describe, expect, it } from 'vitest';
import { bucketBounds, daysPeriod, instantsPeriod, presetPeriod, previousPeriod, reportBuckets } from './periods.ts';

const CR = 'America/Costa_Rica';
const NY = 'America/New_York';
const SANTIAGO = 'America/Santiago';
const iso = (instant: number) => new Date(instant).toISOString();
const hours = (ms: number) => ms / 3_600_000;
const days = (p: { firstDate: string; lastDate: string }) => [p.firstDate, p.lastDate];

describe('presetPeriod', () => {
  // Tuesday 24 November 2026, 23:30 in San José: already Wednesday 25 in UTC.
  const now = Date.parse('2026-11-25T05:30:00Z');

  it('reads "today" in the organisation’s zone, not in UTC', () => {
    const week = presetPeriod('thisWeek', now, CR);
    expect(days(week)).toEqual(['2026-11-23', '2026-11-29']);
    expect(iso(week.start)).toBe('2026-11-23T06:00:00.000Z');
    expect(iso(week.end)).toBe('2026-11-30T06:00:00.000Z');
  });

  it('gives last week, this month, last month and the last 90 days as whole local days', () => {
    expect(days(presetPeriod('lastWeek', now, CR))).toEqual(['2026-11-16', '2026-11-22']);
    expect(days(presetPeriod('thisMonth', now, CR))).toEqual(['2026-11-01', '2026-11-30']);
    expect(days(presetPeriod('lastMonth', now, CR))).toEqual(['2026-10-01', '2026-10-31']);
    const ninety = presetPeriod('last90Days', now, CR);
    expect(days(ninety)).toEqual(['2026-08-27', '2026-11-24']);
    expect(hours(ninety.end - ninety.start)).toBe(90 * 24);
  });

  it('crosses the year in January and knows February', () => {
    const january = Date.parse('2027-01-10T15:00:00Z');
    expect(days(presetPeriod('lastMonth', january, CR))).toEqual(['2026-12-01', '2026-12-31']);
    const march = Date.parse('2028-03-05T15:00:00Z');
    expect(days(presetPeriod('lastMonth', march, CR))).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('starts a week at local midnight across a DST change (New York, fall back)', () => {
    const week = presetPeriod('thisWeek', Date.parse('2026-11-01T12:00:00Z'), NY);
    expect(days(week)).toEqual(['2026-10-26', '2026-11-01']);
    expect(iso(week.start)).toBe('2026-10-26T04:00:00.000Z'); // 00:00 EDT
    expect(iso(week.end)).toBe('2026-11-02T05:00:00.000Z'); // 00:00 EST
    expect(hours(week.end - week.start)).toBe(169);
  });
});

describe('previousPeriod', () => {
  it('is the week before a week', () => {
    const previous = previousPeriod(daysPeriod('2026-11-23', '2026-11-29', CR), CR);
    expect(days(previous)).toEqual(['2026-11-16', '2026-11-22']);
  });

  it('is as many whole days before, even when one of the two crosses a DST change', () => {
    // The week after New York falls back (168 h) is compared with the 169-hour week before it.
    const previous = previousPeriod(daysPeriod('2026-11-02', '2026-11-08', NY), NY);
    expect(days(previous)).toEqual(['2026-10-26', '2026-11-01']);
    expect(hours(previous.end - previous.start)).toBe(169);
  });

  it('compares a 30-day month with the 30 days before it', () => {
    expect(days(previousPeriod(daysPeriod('2026-11-01', '2026-11-30', CR), CR))).toEqual(['2026-10-02', '2026-10-31']);
  });

  it('moves a period that is not whole days back by its length', () => {
    const start = Date.parse('2026-11-24T15:30:00Z');
    const previous = previousPeriod({ start, end: start + 3 * 3_600_000 }, CR);
    expect(iso(previous.start)).toBe('2026-11-24T12:30:00.000Z');
    expect(iso(previous.end)).toBe('2026-11-24T15:30:00.000Z');
  });
});

describe('reportBuckets', () => {
  it('lists every day, the 23-hour one included, when Santiago skips midnight (6 September 2026)', () => {
    const buckets = reportBuckets(daysPeriod('2026-09-05', '2026-09-07', SANTIAGO), 'day', SANTIAGO);
    expect(buckets.map((b) => [b.period, iso(b.start), hours(b.end - b.start)])).toEqual([
      ['2026-09-05', '2026-09-05T04:00:00.000Z', 24],
      ['2026-09-06', '2026-09-06T04:00:00.000Z', 23], // the day begins at 01:00, the first instant it has
      ['2026-09-07', '2026-09-07T03:00:00.000Z', 24],
    ]);
  });

  it('cuts weeks on Mondays at local midnight: 169 hours across New York’s fall back', () => {
    const buckets = reportBuckets(daysPeriod('2026-10-26', '2026-11-08', NY), 'week', NY);
    expect(buckets.map((b) => [b.period, iso(b.start), hours(b.end - b.start)])).toEqual([
      ['2026-10-26', '2026-10-26T04:00:00.000Z', 169],
      ['2026-11-02', '2026-11-02T05:00:00.000Z', 168],
    ]);
  });

  it('clips the first and last week to the period and names weeks by their Monday', () => {
    const buckets = reportBuckets(daysPeriod('2026-04-01', '2026-04-07', SANTIAGO), 'week', SANTIAGO);
    expect(buckets.map((b) => [b.period, iso(b.start), iso(b.end)])).toEqual([
      ['2026-03-30', '2026-04-01T03:00:00.000Z', '2026-04-06T04:00:00.000Z'], // Santiago falls back on 5 April
      ['2026-04-06', '2026-04-06T04:00:00.000Z', '2026-04-08T04:00:00.000Z'],
    ]);
  });

  it('groups by calendar month', () => {
    const mexico = 'America/Mexico_City';
    const buckets = reportBuckets(daysPeriod('2026-01-15', '2026-03-10', mexico), 'month', mexico);
    expect(buckets.map((b) => [b.period, iso(b.start), iso(b.end)])).toEqual([
      ['2026-01', '2026-01-15T06:00:00.000Z', '2026-02-01T06:00:00.000Z'],
      ['2026-02', '2026-02-01T06:00:00.000Z', '2026-03-01T06:00:00.000Z'],
      ['2026-03', '2026-03-01T06:00:00.000Z', '2026-03-11T06:00:00.000Z'],
    ]);
  });

  it('starts a period that is not whole days where it starts, then at each local midnight', () => {
    const period = instantsPeriod(Date.parse('2026-11-24T18:00:00Z'), Date.parse('2026-11-25T18:00:00Z'), CR);
    expect(days(period)).toEqual(['2026-11-24', '2026-11-25']);
    const buckets = reportBuckets(period, 'day', CR);
    expect(buckets.map((b) => [b.period, iso(b.start), iso(b.end)])).toEqual([
      ['2026-11-24', '2026-11-24T18:00:00.000Z', '2026-11-25T06:00:00.000Z'],
      ['2026-11-25', '2026-11-25T06:00:00.000Z', '2026-11-25T18:00:00.000Z'],
    ]);
    expect(bucketBounds(buckets).map(iso)).toEqual([
      '2026-11-24T18:00:00.000Z',
      '2026-11-25T06:00:00.000Z',
      '2026-11-25T18:00:00.000Z',
    ]);
  });

  it('covers a 400-day period by day without a gap or an overlap', () => {
    const period = daysPeriod('2025-10-01', '2026-11-04', NY);
    const buckets = reportBuckets(period, 'day', NY);
    expect(buckets).toHaveLength(400);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.start).toBe(buckets[i - 1]!.end);
    expect(buckets[0]!.start).toBe(period.start);
    expect(buckets.at(-1)!.end).toBe(period.end);
  });
});
