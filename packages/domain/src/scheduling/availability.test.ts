import { describe, expect, it } from 'vitest';
import { formatInstantInZone } from '../time.ts';
import { type AvailabilityQuery, findAvailability } from './availability.ts';
import { checkPlacement } from './placement.ts';
import { appt, at, CR, clone, context } from './test-fixtures.ts';
import type { Block, ScheduleContext } from './types.ts';

const day = '2026-11-23'; // Monday
const next = '2026-11-24';
const r1 = { id: 'r1', name: 'Dra. Ana', active: true };
const r2 = { id: 'r2', name: 'Dr. Luis', active: true };
const query = (over: Partial<AvailabilityQuery> = {}): AvailabilityQuery => ({
  service: { durationMin: 30 },
  resources: [r1],
  from: at(day, '06:00'),
  now: at(day, '06:00'),
  ...over,
});

/** Slots as 'YYYY-MM-DD HH:MM resource' in Costa Rica, easy to read in failures. */
function find(q: AvailabilityQuery, ctx: ScheduleContext = context()): string[] {
  return findAvailability(q, ctx).map((s) => {
    const local = formatInstantInZone(s.start, ctx.tz);
    return `${local.slice(0, 10)} ${local.slice(11, 16)} ${s.resourceId}`;
  });
}

describe('findAvailability: the spread rule', () => {
  it('offers morning, midday and afternoon on a free day, not three adjacent slots', () => {
    // 08:00–18:00, limit 3: slots at least 200 minutes apart.
    expect(find(query())).toEqual([`${day} 08:00 r1`, `${day} 11:30 r1`, `${day} 15:00 r1`]);
  });

  it('spaces by (close − open) / limit for other limits', () => {
    expect(find(query({ limit: 5 }))).toEqual([
      `${day} 08:00 r1`,
      `${day} 10:00 r1`,
      `${day} 12:00 r1`,
      `${day} 14:00 r1`,
      `${day} 16:00 r1`,
    ]);
    expect(find(query({ limit: 1 }))).toEqual([`${day} 08:00 r1`]);
  });

  it('starts from the first free slot after now and carries on into the next day', () => {
    expect(find(query({ now: at(day, '10:10') }))).toEqual([`${day} 10:30 r1`, `${day} 14:00 r1`, `${day} 17:30 r1`]);
    expect(find(query({ now: at(day, '16:40') }))).toEqual([`${day} 17:00 r1`, `${next} 08:00 r1`, `${next} 11:30 r1`]);
  });

  it('fills with the passed-over slots when the window has no more spread ones', () => {
    expect(find(query({ now: at(day, '16:10'), days: 1 }))).toEqual([
      `${day} 16:30 r1`,
      `${day} 17:00 r1`,
      `${day} 17:30 r1`,
    ]);
    expect(find(query({ now: at(day, '16:40'), days: 1 }))).toEqual([`${day} 17:00 r1`, `${day} 17:30 r1`]);
  });

  it('walks around appointments and blocks, spreading from what is free', () => {
    const lunch: Block = { id: 'lunch', resourceId: null, kind: 'daily', startTime: '11:00', endTime: '13:00' };
    const ctx = context({ blocks: [lunch], appointments: [appt('r1', at(day, '08:00'), 90)] });
    expect(find(query(), ctx)).toEqual([`${day} 09:30 r1`, `${day} 13:00 r1`, `${day} 16:30 r1`]);
  });
});

describe('findAvailability: what counts as free', () => {
  it('ignores cancelled and no-show appointments', () => {
    const ctx = context({
      appointments: [appt('r1', at(day, '08:00'), 30, 'cancelled'), appt('r1', at(day, '08:00'), 30, 'no_show')],
    });
    expect(find(query({ limit: 1 }), ctx)).toEqual([`${day} 08:00 r1`]);
  });

  it('skips a day closed for the organisation and a resource blocked for the day', () => {
    const closed: Block = {
      id: 'c',
      resourceId: null,
      kind: 'oneoff',
      start: at(day, '00:00'),
      end: at(next, '00:00'),
    };
    expect(find(query({ limit: 1 }), context({ blocks: [closed] }))).toEqual([`${next} 08:00 r1`]);
    const own: Block = { ...closed, resourceId: 'r1' };
    expect(find(query({ limit: 1, resources: [r1, r2] }), context({ blocks: [own] }))).toEqual([`${day} 08:00 r2`]);
  });

  it('takes the first free resource in the given order, offering each time once', () => {
    const ctx = context({ appointments: [appt('r1', at(day, '08:00'), 30)] });
    expect(find(query({ resources: [r1, r2], limit: 5 }), ctx)).toEqual([
      `${day} 08:00 r2`,
      `${day} 10:00 r1`,
      `${day} 12:00 r1`,
      `${day} 14:00 r1`,
      `${day} 16:00 r1`,
    ]);
  });

  it('skips inactive resources and answers nothing without an active one', () => {
    expect(find(query({ resources: [{ ...r1, active: false }, r2], limit: 1 }))).toEqual([`${day} 08:00 r2`]);
    expect(find(query({ resources: [{ ...r1, active: false }] }))).toEqual([]);
  });

  it('uses the service duration for the slot length, 30 when unusable', () => {
    const long = findAvailability(query({ service: { durationMin: 60 }, now: at(day, '16:40'), days: 1 }), context());
    expect(long.map((s) => formatInstantInZone(s.start, CR).slice(11, 16))).toEqual(['17:00']);
    expect((long[0]?.end ?? 0) - (long[0]?.start ?? 0)).toBe(60 * 60_000);
    const fallback = findAvailability(query({ service: { durationMin: 0 }, limit: 1 }), context());
    expect((fallback[0]?.end ?? 0) - (fallback[0]?.start ?? 0)).toBe(30 * 60_000);
  });

  it('starts at `from` when it is later than now, on the increment grid', () => {
    expect(find(query({ from: at(next, '09:05'), limit: 1 }))).toEqual([`${next} 09:30 r1`]);
    expect(find(query({ from: at(next, '09:05'), limit: 1 }), context({ config: { increment: 15 } }))).toEqual([
      `${next} 09:15 r1`,
    ]);
  });

  it('never offers the past, even when `from` is earlier than now', () => {
    expect(find(query({ from: at('2026-11-01', '08:00'), now: at(day, '12:00'), limit: 1 }))).toEqual([
      `${day} 12:00 r1`,
    ]);
  });

  it('stops after `days` local days and answers nothing for an empty window', () => {
    const closed: Block = {
      id: 'c',
      resourceId: null,
      kind: 'oneoff',
      start: at(day, '00:00'),
      end: at(next, '00:00'),
    };
    expect(find(query({ days: 1 }), context({ blocks: [closed] }))).toEqual([]);
    expect(find(query({ days: 0 }))).toEqual([]);
    expect(find(query({ limit: 0 }))).toEqual([]);
  });
});

describe('findAvailability: contract', () => {
  it('returns slots that pass checkPlacement at now, in order', () => {
    const lunch: Block = { id: 'lunch', resourceId: 'r2', kind: 'daily', startTime: '12:00', endTime: '14:00' };
    const ctx = context({ blocks: [lunch], appointments: [appt('r1', at(day, '11:30'), 60)] });
    const q = query({ resources: [r1, r2], limit: 6, now: at(day, '09:12') });
    const slots = findAvailability(q, ctx);
    expect(slots).toHaveLength(6);
    for (const s of slots) {
      const verdict = checkPlacement(
        { start: s.start, durationMin: 30, resourceId: s.resourceId, serviceDurationMin: 30, now: q.now, mode: 'book' },
        ctx,
      );
      expect(verdict).toEqual({ ok: true });
    }
    expect(slots.map((s) => s.start)).toEqual([...slots.map((s) => s.start)].sort((a, b) => a - b));
  });

  it('does not mutate its inputs', () => {
    const ctx = context({ appointments: [appt('r1', at(day, '09:00'), 30), appt('r1', at(day, '08:00'), 30)] });
    const q = query({ resources: [r2, r1] });
    const before = clone({ ctx, q });
    findAvailability(q, ctx);
    expect({ ctx, q }).toEqual(before);
  });
});
