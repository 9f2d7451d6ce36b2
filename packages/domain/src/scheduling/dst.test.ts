// The DST changes of 2026: New York springs forward on 8 March (02:00 → 03:00) and falls back on
// 1 November (02:00 → 01:00); London on 29 March (01:00 → 02:00) and 25 October (02:00 → 01:00).
import { describe, expect, it } from 'vitest';
import { formatInstantInZone, instantToZoned } from '../time.ts';
import { type AvailabilityQuery, findAvailability } from './availability.ts';
import { checkPlacement, type PlacementInput } from './placement.ts';
import { appt, at, context, iso, LONDON, NY } from './test-fixtures.ts';
import type { Block, Config, ScheduleContext } from './types.ts';

const r1 = { id: 'r1', name: 'Dra. Ana', active: true };

function slotsOn(date: string, tz: string, config: Partial<Config>, extra: Partial<ScheduleContext> = {}) {
  const q: AvailabilityQuery = {
    service: { durationMin: 30 },
    resources: [r1],
    from: at(date, '00:00', tz),
    now: at('2026-01-01', '00:00', tz),
    days: 1,
    limit: 48,
  };
  return findAvailability(q, { ...context({ tz, config }), ...extra });
}

/** Wall times with the offset, e.g. '01:30-04:00'. */
const walls = (slots: { start: number }[], tz: string) => slots.map((s) => formatInstantInZone(s.start, tz).slice(11));
const book = (start: number, over: Partial<PlacementInput> = {}): PlacementInput => ({
  start,
  durationMin: 30,
  resourceId: 'r1',
  serviceDurationMin: 30,
  mode: 'book',
  ...over,
});

describe.each([
  { tz: NY, before: '2026-03-07', change: '2026-03-08', after: '2026-03-09', utc: ['14:00', '13:00', '13:00'] },
  { tz: NY, before: '2026-10-31', change: '2026-11-01', after: '2026-11-02', utc: ['13:00', '14:00', '14:00'] },
  { tz: LONDON, before: '2026-03-28', change: '2026-03-29', after: '2026-03-30', utc: ['09:00', '08:00', '08:00'] },
  { tz: LONDON, before: '2026-10-24', change: '2026-10-25', after: '2026-10-26', utc: ['08:00', '09:00', '09:00'] },
])('09:00 stays 09:00 local across $change in $tz', ({ tz, before, change, after, utc }) => {
  it('offers 09:00 local as the first slot each day, at the UTC instant of that day', () => {
    const config = { openTime: '09:00', closeTime: '17:00' };
    const firsts = [before, change, after].map((d) => slotsOn(d, tz, config)[0]?.start as number);
    expect(firsts.map((s) => iso(s).slice(11, 16))).toEqual(utc);
    expect(firsts.map((s) => instantToZoned(s, tz).minutes)).toEqual([540, 540, 540]);
  });

  it('keeps a daily 09:00–10:00 block at 09:00 local', () => {
    const block: Block = { id: 'b', resourceId: null, kind: 'daily', startTime: '09:00', endTime: '10:00' };
    const ctx = context({ tz, blocks: [block] });
    for (const d of [before, change, after]) {
      expect(checkPlacement(book(at(d, '09:30', tz)), ctx)).toMatchObject({ code: 'block_conflict' });
      expect(checkPlacement(book(at(d, '10:00', tz)), ctx)).toEqual({ ok: true });
    }
  });
});

describe('spring forward: no slot in the skipped hour', () => {
  it('New York 8 March: 02:00–02:59 does not exist, so the grid goes 01:30 → 03:00', () => {
    const slots = slotsOn('2026-03-08', NY, { openTime: '00:00', closeTime: '06:00' });
    expect(walls(slots, NY)).toEqual([
      '00:00:00-05:00',
      '00:30:00-05:00',
      '01:00:00-05:00',
      '01:30:00-05:00',
      '03:00:00-04:00',
      '03:30:00-04:00',
      '04:00:00-04:00',
      '04:30:00-04:00',
      '05:00:00-04:00',
      '05:30:00-04:00',
    ]);
  });

  it('London 29 March: 01:00–01:59 does not exist', () => {
    const slots = slotsOn('2026-03-29', LONDON, { openTime: '00:00', closeTime: '03:00', increment: 15 });
    expect(walls(slots, LONDON)).toEqual([
      '00:00:00Z',
      '00:15:00Z',
      '00:30:00Z',
      '00:45:00Z',
      '02:00:00+01:00',
      '02:15:00+01:00',
      '02:30:00+01:00', // the last 30-minute slot that ends by 03:00
    ]);
  });

  it('an appointment may run through the change: 01:30 EST for an hour ends 03:30 EDT', () => {
    const ctx = context({ tz: NY, config: { openTime: '00:00', closeTime: '06:00' } });
    const start = Date.parse('2026-03-08T06:30:00Z');
    expect(formatInstantInZone(start, NY)).toBe('2026-03-08T01:30:00-05:00');
    expect(checkPlacement(book(start, { durationMin: 60 }), ctx)).toEqual({ ok: true });
    // And it holds exactly one real hour: 03:00 EDT is taken, 03:30 EDT is free.
    const taken = context({ tz: NY, appointments: [appt('r1', start, 60)], config: ctx.config });
    expect(checkPlacement(book(at('2026-03-08', '03:00', NY)), taken)).toMatchObject({ code: 'slot_conflict' });
    expect(checkPlacement(book(at('2026-03-08', '03:30', NY)), taken)).toEqual({ ok: true });
  });

  it('opening hours that fall into the gap open when the clock jumps past them', () => {
    // Open 02:30 on a day without 02:30: zonedToInstant moves it to 03:30 EDT (the gap's length later).
    const slots = slotsOn('2026-03-08', NY, { openTime: '02:30', closeTime: '05:00' });
    expect(walls(slots, NY)).toEqual(['03:30:00-04:00', '04:00:00-04:00', '04:30:00-04:00']);
  });
});

describe('fall back: the repeated hour is not double-offered', () => {
  it('New York 1 November: 01:00 and 01:30 are offered once, at their first occurrence', () => {
    const slots = slotsOn('2026-11-01', NY, { openTime: '00:00', closeTime: '04:00' });
    expect(walls(slots, NY)).toEqual([
      '00:00:00-04:00',
      '00:30:00-04:00',
      '01:00:00-04:00',
      '01:30:00-04:00',
      '02:00:00-05:00',
      '02:30:00-05:00',
      '03:00:00-05:00',
      '03:30:00-05:00',
    ]);
  });

  it('London 25 October, same with a 15-minute grid', () => {
    const slots = slotsOn('2026-10-25', LONDON, { openTime: '00:30', closeTime: '02:30', increment: 15 });
    const w = walls(slots, LONDON);
    expect(w).toEqual([
      '00:30:00+01:00',
      '00:45:00+01:00',
      '01:00:00+01:00',
      '01:15:00+01:00',
      '01:30:00+01:00',
      '01:45:00+01:00',
      // 01:00–01:45 GMT repeat wall times already offered; 02:15 would end after 02:30.
      '02:00:00Z',
    ]);
    expect(new Set(w.map((x) => x.slice(0, 5))).size).toBe(w.length);
  });

  it('offers the second 01:30 once when the first is taken', () => {
    const first = Date.parse('2026-11-01T05:30:00Z'); // 01:30 EDT
    const slots = slotsOn(
      '2026-11-01',
      NY,
      { openTime: '00:00', closeTime: '04:00' },
      { appointments: [appt('r1', first, 30)] },
    );
    expect(walls(slots, NY).filter((w) => w.startsWith('01:'))).toEqual(['01:00:00-04:00', '01:30:00-05:00']);
  });

  it('a daily block over the repeated hour covers both occurrences', () => {
    const block: Block = { id: 'b', resourceId: null, kind: 'daily', startTime: '01:00', endTime: '02:00' };
    const ctx = context({ tz: NY, blocks: [block], config: { openTime: '00:00', closeTime: '04:00' } });
    expect(checkPlacement(book(Date.parse('2026-11-01T05:30:00Z')), ctx)).toMatchObject({ code: 'block_conflict' });
    expect(checkPlacement(book(Date.parse('2026-11-01T06:30:00Z')), ctx)).toMatchObject({ code: 'block_conflict' });
    const slots = slotsOn('2026-11-01', NY, { openTime: '00:00', closeTime: '04:00' }, { blocks: [block] });
    expect(walls(slots, NY)).toEqual([
      '00:00:00-04:00',
      '00:30:00-04:00',
      '02:00:00-05:00',
      '02:30:00-05:00',
      '03:00:00-05:00',
      '03:30:00-05:00',
    ]);
  });

  it('the day is 25 hours long, so a day-long opening holds two more half hours of real time', () => {
    const config = { openTime: '00:00', closeTime: '23:30' };
    expect(slotsOn('2026-11-01', NY, config)).toHaveLength(47); // 48 wall times less the 23:30 close
    const ctx = context({ tz: NY, config });
    // The second 01:30 is a real, bookable instant if asked for explicitly.
    expect(checkPlacement(book(Date.parse('2026-11-01T06:30:00Z')), ctx)).toEqual({ ok: true });
  });
});

describe('availability from a moment just before a change', () => {
  it('continues on the new offset without gaps or repeats', () => {
    const q: AvailabilityQuery = {
      service: { durationMin: 60 },
      resources: [r1],
      from: Date.parse('2026-03-08T06:10:00Z'), // 01:10 EST
      now: Date.parse('2026-03-08T06:10:00Z'),
      days: 1,
      limit: 3,
    };
    const ctx = context({ tz: NY, config: { openTime: '00:00', closeTime: '04:00' } });
    // G = 240 / 3 = 80 min. 01:30 EST is taken; 03:00 EDT is only 30 real minutes later, so it is
    // passed over; 03:30 EDT cannot hold an hour before 04:00; the passed-over 03:00 fills in.
    expect(walls(findAvailability(q, ctx), NY)).toEqual(['01:30:00-05:00', '03:00:00-04:00']);
  });
});
