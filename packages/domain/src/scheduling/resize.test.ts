import { describe, expect, it } from 'vitest';
import { type ResizeInput, validateResize } from './resize.ts';
import { appt, at, context } from './test-fixtures.ts';

const day = '2026-11-23';
const self = appt('r1', at(day, '10:00'), 30);
const base = (over: Partial<ResizeInput> = {}): ResizeInput => ({
  appointmentId: self.id,
  resourceId: 'r1',
  start: at(day, '10:00'),
  durationMin: 45,
  serviceDurationMin: 30,
  now: at(day, '07:00'),
  ...over,
});

describe('validateResize', () => {
  it('floors the dragged length to the increment', () => {
    expect(validateResize(base({ durationMin: 59 }), context({ appointments: [self] }))).toEqual({
      ok: true,
      durationMin: 30,
      end: at(day, '10:30'),
    });
    expect(validateResize(base({ durationMin: 52 }), context({ config: { increment: 15 } }))).toMatchObject({
      durationMin: 45,
    });
  });

  it('refuses a length short of the service minimum', () => {
    expect(validateResize(base({ durationMin: 29 }), context())).toMatchObject({
      ok: false,
      code: 'duration_too_short',
      details: { minDurationMin: 30 },
    });
    expect(validateResize(base({ durationMin: 44, serviceDurationMin: 45 }), context())).toMatchObject({
      code: 'duration_too_short',
    });
  });

  it('names the same first broken rule as checkPlacement', () => {
    expect(validateResize(base({ durationMin: 20, resourceActive: false }), context())).toMatchObject({
      code: 'resource_inactive',
    });
    expect(validateResize(base({ durationMin: 20, now: at(day, '11:00') }), context())).toMatchObject({
      code: 'cannot_reschedule_to_past',
    });
  });

  it('never floors below the minimum: a 45-minute service on a 30-minute grid can be 45', () => {
    expect(validateResize(base({ durationMin: 50, serviceDurationMin: 45 }), context())).toMatchObject({
      ok: true,
      durationMin: 45,
    });
  });

  it('stops at the largest allowed duration', () => {
    expect(validateResize(base({ durationMin: 200 }), context())).toMatchObject({ ok: true, durationMin: 60 });
    expect(
      validateResize(base({ durationMin: 200 }), context({ config: { allowedDurations: [30, 90] } })),
    ).toMatchObject({
      durationMin: 90,
    });
  });

  it('checks conflicts with the same resource, excluding the appointment itself', () => {
    const next = appt('r1', at(day, '11:00'), 30);
    const ctx = context({ appointments: [self, next] });
    expect(validateResize(base({ durationMin: 60 }), ctx)).toMatchObject({ ok: true, durationMin: 60 });
    // The default maximum is 60; allow 90 so the resize can reach the next appointment.
    const wide = context({ appointments: [self, next], config: { allowedDurations: [30, 60, 90] } });
    expect(validateResize(base({ durationMin: 90 }), wide)).toMatchObject({
      ok: false,
      code: 'slot_conflict',
      details: { appointmentId: next.id },
    });
    const otherResource = context({
      appointments: [self, { ...next, resourceId: 'r2' }],
      config: { allowedDurations: [90] },
    });
    expect(validateResize(base({ durationMin: 90 }), otherResource)).toMatchObject({ ok: true });
  });

  it('checks the other placement rules (hours, blocks)', () => {
    expect(validateResize(base({ start: at(day, '17:30'), durationMin: 60 }), context())).toMatchObject({
      code: 'outside_working_hours',
    });
    const blocks = [{ id: 'b', resourceId: null, kind: 'daily' as const, startTime: '10:30', endTime: '11:00' }];
    expect(validateResize(base({ durationMin: 60 }), context({ blocks }))).toMatchObject({ code: 'block_conflict' });
  });

  it('refuses a malformed length', () => {
    expect(validateResize(base({ durationMin: Number.NaN }), context())).toMatchObject({ code: 'validation_failed' });
  });
});
