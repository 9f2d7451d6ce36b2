import { describe, expect, it } from 'vitest';
import { at, CR, NY } from '../scheduling/test-fixtures.ts';
import {
  entryLapsed,
  type FreedSlot,
  type MatchOptions,
  matchEntry,
  rankMatches,
  type WaitlistEntry,
} from './waitlist.ts';

const MIN = 60_000;

function entry(over: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: over.id ?? `w-${Math.random()}`,
    customerId: 'c1',
    serviceId: 's30',
    resourceId: null,
    days: [],
    fromMin: null,
    toMin: null,
    until: '2026-12-31',
    joinedAt: 0,
    holdsStart: null,
    ...over,
  };
}

// Thursday 3 December 2026, 15:00–16:00 in Costa Rica, freed on Monday 30 November at 09:00.
const slot: FreedSlot = { resourceId: 'r1', start: at('2026-12-03', '15:00'), end: at('2026-12-03', '16:00') };
const options: MatchOptions = {
  tz: CR,
  now: at('2026-11-30', '09:00'),
  minNoticeMin: 60,
  serviceDurations: new Map([
    ['s30', 30],
    ['s60', 60],
    ['s90', 90],
  ]),
};

describe('matchEntry', () => {
  it('offers the slot at its own start with the entry service length', () => {
    const match = matchEntry(entry({ serviceId: 's30' }), slot, options);
    expect(match).toEqual(expect.objectContaining({ start: slot.start, end: slot.start + 30 * MIN }));
  });

  it('refuses a service longer than the freed time', () => {
    expect(matchEntry(entry({ serviceId: 's60' }), slot, options)).not.toBeNull();
    expect(matchEntry(entry({ serviceId: 's90' }), slot, options)).toBeNull();
  });

  it('refuses an unknown (deleted) service', () => {
    expect(matchEntry(entry({ serviceId: 'gone' }), slot, options)).toBeNull();
  });

  it('honours the professional asked for', () => {
    expect(matchEntry(entry({ resourceId: 'r1' }), slot, options)).not.toBeNull();
    expect(matchEntry(entry({ resourceId: 'r2' }), slot, options)).toBeNull();
  });

  it('reads weekdays in the location zone (Thursday = 4), not in UTC', () => {
    // 20:00 Thursday in Costa Rica is 02:00 Friday in UTC.
    const late: FreedSlot = { resourceId: 'r1', start: at('2026-12-03', '20:00'), end: at('2026-12-03', '21:00') };
    expect(matchEntry(entry({ days: [4] }), late, options)).not.toBeNull();
    expect(matchEntry(entry({ days: [5] }), late, options)).toBeNull();
  });

  it('takes a part of the day as when the appointment starts, half-open', () => {
    expect(matchEntry(entry({ fromMin: 12 * 60, toMin: 19 * 60 }), slot, options)).not.toBeNull();
    expect(matchEntry(entry({ fromMin: 0, toMin: 12 * 60 }), slot, options)).toBeNull();
    expect(matchEntry(entry({ fromMin: 15 * 60 }), slot, options)).not.toBeNull();
    expect(matchEntry(entry({ toMin: 15 * 60 }), slot, options)).toBeNull();
  });

  it('stops at the entry until date, inclusive, in the location zone', () => {
    expect(matchEntry(entry({ until: '2026-12-03' }), slot, options)).not.toBeNull();
    expect(matchEntry(entry({ until: '2026-12-02' }), slot, options)).toBeNull();
  });

  it('never offers a time inside the minimum notice', () => {
    const soon = { ...options, now: slot.start - 59 * MIN };
    expect(matchEntry(entry(), slot, soon)).toBeNull();
    expect(matchEntry(entry(), slot, { ...soon, minNoticeMin: 30 })).not.toBeNull();
  });

  it('offers a move-up only an earlier time than the one held', () => {
    expect(matchEntry(entry({ holdsStart: slot.start + 24 * 60 * MIN }), slot, options)).not.toBeNull();
    expect(matchEntry(entry({ holdsStart: slot.start }), slot, options)).toBeNull();
    expect(matchEntry(entry({ holdsStart: slot.start - 60 * MIN }), slot, options)).toBeNull();
  });

  it('skips excluded patients (whoever freed the slot, whoever was offered it)', () => {
    expect(matchEntry(entry(), slot, { ...options, excludeCustomerIds: new Set(['c1']) })).toBeNull();
  });

  it('keeps wall times across a DST change (New York, 8 March 2026)', () => {
    const dst: FreedSlot = {
      resourceId: 'r1',
      start: at('2026-03-09', '09:00', NY),
      end: at('2026-03-09', '10:00', NY),
    };
    const morning = entry({ fromMin: 8 * 60, toMin: 10 * 60, days: [1] });
    const nyOptions = { ...options, tz: NY, now: at('2026-03-06', '09:00', NY) };
    expect(matchEntry(morning, dst, nyOptions)).not.toBeNull();
    expect(matchEntry(entry({ fromMin: 9 * 60 + 1 }), dst, nyOptions)).toBeNull();
  });
});

describe('rankMatches', () => {
  it('puts the professional asked for first, then patients without an appointment, then the earliest to join', () => {
    const ranked = rankMatches(
      [
        entry({ id: 'any-late', customerId: 'a', joinedAt: 30 }),
        entry({
          id: 'mover-named',
          customerId: 'b',
          resourceId: 'r1',
          joinedAt: 1,
          holdsStart: slot.start + 7 * 86_400_000,
        }),
        entry({ id: 'any-early', customerId: 'c', joinedAt: 10 }),
        entry({ id: 'named', customerId: 'd', resourceId: 'r1', joinedAt: 50 }),
        entry({ id: 'mover-any', customerId: 'e', joinedAt: 0, holdsStart: slot.start + 86_400_000 }),
        entry({ id: 'other', customerId: 'f', resourceId: 'r2', joinedAt: 0 }),
      ],
      slot,
      options,
    );
    expect(ranked.map((m) => m.entry.id)).toEqual(['named', 'mover-named', 'any-early', 'any-late', 'mover-any']);
  });

  it('offers a patient on the list twice once, for the better entry', () => {
    const ranked = rankMatches(
      [
        entry({ id: 'second', customerId: 'a', serviceId: 's60', joinedAt: 5 }),
        entry({ id: 'first', customerId: 'a', serviceId: 's30', resourceId: 'r1', joinedAt: 9 }),
      ],
      slot,
      options,
    );
    expect(ranked.map((m) => m.entry.id)).toEqual(['first']);
  });

  it('leaves its input alone', () => {
    const entries = [entry({ customerId: 'b', joinedAt: 2 }), entry({ customerId: 'a', joinedAt: 1 })];
    const before = JSON.stringify(entries);
    rankMatches(entries, slot, options);
    expect(JSON.stringify(entries)).toBe(before);
  });
});

describe('entryLapsed', () => {
  it('lapses the day after its until date in the location zone', () => {
    expect(entryLapsed({ until: '2026-12-03' }, at('2026-12-03', '23:59'), CR)).toBe(false);
    expect(entryLapsed({ until: '2026-12-03' }, at('2026-12-04', '00:00'), CR)).toBe(true);
  });
});
