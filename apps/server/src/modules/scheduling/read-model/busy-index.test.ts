import type { Appointment } from '@recepta/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BusyIndex } from './busy-index.ts';

const HOUR = 3_600_000;
const LONGEST = 4 * HOUR;

const appointment = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
  resourceId: fc.constantFrom('r1', 'r2'),
  start: fc.integer({ min: 0, max: 48 }).map((h) => h * HOUR),
  length: fc.integer({ min: 1, max: 4 }).map((h) => h * HOUR),
});
const change = fc.oneof(
  appointment.map((a) => ({ kind: 'upsert' as const, a })),
  fc.constantFrom('a', 'b', 'c', 'd').map((id) => ({ kind: 'remove' as const, id })),
);

describe('BusyIndex', () => {
  it('answers a window exactly as filtering every appointment would, after any upserts and removals', () => {
    fc.assert(
      fc.property(
        fc.array(appointment, { maxLength: 10 }),
        fc.array(change, { maxLength: 20 }),
        fc.integer({ min: 0, max: 52 }),
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom(undefined, 'r1', 'r2'),
        (initial, changes, fromHour, hours, resourceId) => {
          const known = new Map<string, Appointment>();
          const toAppointment = (a: (typeof initial)[number]): Appointment => ({
            id: a.id,
            resourceId: a.resourceId,
            start: a.start,
            end: a.start + a.length,
            status: 'pending',
          });
          for (const a of initial) known.set(a.id, toAppointment(a));
          const index = new BusyIndex(initial.map(toAppointment));
          for (const c of changes) {
            if (c.kind === 'upsert') {
              index.upsert(toAppointment(c.a));
              known.set(c.a.id, toAppointment(c.a));
            } else {
              index.remove(c.id);
              known.delete(c.id);
            }
          }
          const from = fromHour * HOUR;
          const until = from + hours * HOUR;
          const expected = [...known.values()]
            .filter((a) => a.start < until && a.end > from && (resourceId === undefined || a.resourceId === resourceId))
            .sort((x, y) => x.start - y.start || (x.id < y.id ? -1 : 1));
          expect(index.size).toBe(known.size);
          expect(index.overlapping(from, until, LONGEST, resourceId)).toEqual(expected);
        },
      ),
    );
  });
});
