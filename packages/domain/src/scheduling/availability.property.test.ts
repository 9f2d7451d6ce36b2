// Property tests: whatever the config, blocks, appointments and zone, every slot findAvailability
// offers is one checkPlacement accepts, and when it offers fewer than asked a brute-force search of
// the same window finds nothing it missed. Moments cluster around DST changes on purpose.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateToDayNumber, formatHHMM, instantToZoned, zonedToInstant, zoneOffsetMinutes } from '../time.ts';
import { type AvailabilityQuery, findAvailability } from './availability.ts';
import { defaultConfig } from './config.ts';
import { minDuration } from './durations.ts';
import { IntervalIndex } from './interval-index.ts';
import { checkPlacement } from './placement.ts';
import type { Appointment, Block, Config, ScheduleContext } from './types.ts';

const MIN = 60_000;

/** 2026 offset changes of the zones under test; zones without DST get an ordinary moment. */
const anchors: Record<string, string[]> = {
  'America/New_York': ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z'],
  'Europe/London': ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'],
  'Pacific/Auckland': ['2026-04-04T14:00:00Z', '2026-09-26T14:00:00Z'],
  'America/Costa_Rica': ['2026-06-15T12:00:00Z'],
  'Asia/Kolkata': ['2026-12-31T20:00:00Z'],
};
const zones = Object.keys(anchors);
const resourceIds = ['r1', 'r2', 'r3'];

describe('the anchors are real offset changes', () => {
  it.each(Object.entries(anchors).filter(([tz]) => !['America/Costa_Rica', 'Asia/Kolkata'].includes(tz)))(
    '%s',
    (tz, moments) => {
      for (const m of moments) {
        const t = Date.parse(m);
        expect(zoneOffsetMinutes(t - MIN, tz)).not.toBe(zoneOffsetMinutes(t, tz));
      }
    },
  );
});

const hhmm = (minutes: number) => formatHHMM(minutes);

interface Scenario {
  tz: string;
  config: Config;
  blocks: Block[];
  appointments: Appointment[];
  query: AvailabilityQuery;
}

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    tz: fc.constantFrom(...zones),
    anchorIndex: fc.nat(),
    // Half the time open at night, so opening hours overlap the changes (01:00–03:00 local).
    open: fc.oneof(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 22 * 60 })),
    span: fc.integer({ min: 15, max: 24 * 60 }),
    increment: fc.constantFrom(15 as const, 30 as const),
    allowedDurations: fc.subarray([15, 30, 45, 60, 90, 120], { minLength: 1 }),
    serviceDuration: fc.constantFrom(15, 30, 45, 60, 90, 0, undefined),
    active: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()).map((a) => [true, ...a.slice(1)]),
    resourceCount: fc.integer({ min: 1, max: 3 }),
    fromShift: fc.integer({ min: -40 * 60, max: 16 * 60 }),
    fromSeconds: fc.constantFrom(0, 0, 0, 17_000),
    nowShift: fc.integer({ min: -6 * 60, max: 10 * 60 }),
    days: fc.integer({ min: 1, max: 3 }),
    limit: fc.integer({ min: 1, max: 5 }),
    oneoff: fc.array(
      fc.record({
        resource: fc.constantFrom(null, ...resourceIds),
        shift: fc.integer({ min: -48 * 60, max: 72 * 60 }),
        length: fc.integer({ min: 1, max: 26 * 60 }),
      }),
      { maxLength: 5 },
    ),
    daily: fc.array(
      fc.record({
        resource: fc.constantFrom(null, ...resourceIds),
        start: fc.integer({ min: 0, max: 1439 }),
        end: fc.integer({ min: 0, max: 1440 }),
      }),
      { maxLength: 3 },
    ),
    appointments: fc.array(
      fc.record({
        resource: fc.constantFrom(...resourceIds),
        shift: fc.integer({ min: -48 * 4, max: 72 * 4 }), // quarter hours from the anchor
        offGrid: fc.constantFrom(0, 0, 0, 7),
        length: fc.constantFrom(15, 30, 45, 60, 90, 240),
        status: fc.constantFrom('pending', 'CONFIRMED', 'cancelled', 'no_show') as fc.Arbitrary<Appointment['status']>,
      }),
      { maxLength: 25 },
    ),
  })
  .map((r): Scenario => {
    const list = anchors[r.tz] as string[];
    const anchor = Date.parse(list[r.anchorIndex % list.length] as string);
    const open = r.open;
    const close = Math.min(open + r.span, 1439);
    const config: Config = {
      ...defaultConfig,
      openTime: hhmm(open),
      closeTime: hhmm(close),
      increment: r.increment,
      allowedDurations: r.allowedDurations,
    };
    const blocks: Block[] = [
      ...r.oneoff.map((b, i): Block => {
        const start = anchor + b.shift * MIN;
        return { id: `o${i}`, resourceId: b.resource, kind: 'oneoff', start, end: start + b.length * MIN };
      }),
      ...r.daily.map(
        (b, i): Block => ({
          id: `d${i}`,
          resourceId: b.resource,
          kind: 'daily',
          startTime: hhmm(b.start),
          endTime: b.end === 1440 ? '24:00' : hhmm(b.end),
        }),
      ),
    ];
    const appointments = r.appointments.map((a, i): Appointment => {
      const start = anchor + (a.shift * 15 + a.offGrid) * MIN;
      return { id: `a${i}`, resourceId: a.resource, start, end: start + a.length * MIN, status: a.status };
    });
    const from = anchor + r.fromShift * MIN + r.fromSeconds;
    const resources = resourceIds
      .slice(0, r.resourceCount)
      .map((id, i) => ({ id, name: id, active: r.active[i] as boolean }));
    return {
      tz: r.tz,
      config,
      blocks,
      appointments,
      query: {
        service: { durationMin: r.serviceDuration as number },
        resources,
        from,
        now: from + r.nowShift * MIN,
        days: r.days,
        limit: r.limit,
      },
    };
  });

const wallKey = (t: number, tz: string) => {
  const z = instantToZoned(t, tz);
  return dateToDayNumber(z.date) * 1440 + z.minutes;
};

/** Every distinct wall time in the window at which some active candidate could be booked now. */
function bruteForce(s: Scenario, ctx: ScheduleContext): Set<number> {
  const { query, tz } = s;
  const earliest = Math.max(query.from, query.now);
  const firstDate = instantToZoned(earliest, tz).date;
  const windowStart = zonedToInstant(firstDate, 0, tz);
  const windowEnd = zonedToInstant(addDays(firstDate, query.days ?? 14), 0, tz);
  const durationMin = minDuration(query.service.durationMin);
  const active = query.resources.filter((r) => r.active);
  const found = new Set<number>();
  // Every zone under test is offset from UTC by a multiple of 15 minutes, so every grid instant
  // (15 or 30 minutes from local midnight) lies on a UTC quarter hour.
  const step = 15 * MIN;
  for (let t = Math.floor(windowStart / step) * step; t < windowEnd; t += step) {
    if (t < earliest || t < windowStart) continue;
    for (const r of active) {
      const verdict = checkPlacement(
        {
          start: t,
          durationMin,
          resourceId: r.id,
          serviceDurationMin: query.service.durationMin,
          now: query.now,
          mode: 'book',
        },
        ctx,
      );
      if (verdict.ok) {
        found.add(wallKey(t, tz));
        break;
      }
      // Rules that do not depend on the resource fail the same way for the others.
      if (verdict.code !== 'block_conflict' && verdict.code !== 'slot_conflict') break;
    }
  }
  return found;
}

describe('findAvailability properties', () => {
  it('offers only valid, future, unique, sorted slots, and misses none when it offers fewer than asked', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const ctx: ScheduleContext = { config: s.config, tz: s.tz, blocks: s.blocks, appointments: s.appointments };
        const slots = findAvailability(s.query, ctx);
        const limit = s.query.limit ?? 3;
        const durationMin = minDuration(s.query.service.durationMin);
        const earliest = Math.max(s.query.from, s.query.now);
        const firstDay = dateToDayNumber(instantToZoned(earliest, s.tz).date);

        expect(slots.length).toBeLessThanOrEqual(limit);
        const keys = new Set<number>();
        let previous = Number.NEGATIVE_INFINITY;
        for (const slot of slots) {
          expect(slot.start).toBeGreaterThan(previous);
          previous = slot.start;
          expect(slot.start).toBeGreaterThanOrEqual(earliest);
          expect(slot.end - slot.start).toBe(durationMin * MIN);
          const day = dateToDayNumber(instantToZoned(slot.start, s.tz).date);
          expect(day - firstDay).toBeGreaterThanOrEqual(0);
          expect(day - firstDay).toBeLessThan(s.query.days ?? 14);
          expect(s.query.resources.find((r) => r.id === slot.resourceId)?.active).toBe(true);
          expect(
            checkPlacement(
              {
                start: slot.start,
                durationMin,
                resourceId: slot.resourceId,
                serviceDurationMin: s.query.service.durationMin,
                now: s.query.now,
                mode: 'book',
              },
              ctx,
            ),
          ).toEqual({ ok: true });
          keys.add(wallKey(slot.start, s.tz));
        }
        expect(keys.size).toBe(slots.length);

        const valid = bruteForce(s, ctx);
        expect(slots.length).toBe(Math.min(limit, valid.size));

        // Input order must not matter (rows may come unsorted).
        const shuffled = { ...ctx, blocks: [...s.blocks].reverse(), appointments: [...s.appointments].reverse() };
        expect(findAvailability(s.query, shuffled)).toEqual(slots);
      }),
      { numRuns: 200 },
    );
    // About 3 s alone on 2 cores; the limit only guards against a hang when the machine is busy.
  }, 60_000);
});

describe('IntervalIndex', () => {
  it('answers overlap exactly like a linear scan, for nested, overlapping and empty intervals', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 60 }));
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 30 }), interval, (list, [qs, ql]) => {
        const index = new IntervalIndex();
        for (const [s, l] of list) index.add(s, s + l);
        const qe = qs + ql;
        const expected = list.some(([s, l]) => l > 0 && ql > 0 && s < qe && qs < s + l);
        expect(index.overlaps(qs, qe)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
