import { describe, expect, it } from 'vitest';
import { type ResizeInput, validateResize } from './resize.ts';
import { appt, at, context, LONDON, NY } from './test-fixtures.ts';

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
      start: at(day, '10:00'),
      durationMin: 30,
      end: at(day, '10:30'),
      maxDurationMin: 60,
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
    expect(validateResize(base({ start: at(day, '18:00'), durationMin: 60 }), context())).toMatchObject({
      code: 'outside_working_hours',
    });
    const blocks = [{ id: 'b', resourceId: null, kind: 'daily' as const, startTime: '10:30', endTime: '11:00' }];
    expect(validateResize(base({ durationMin: 60 }), context({ blocks }))).toMatchObject({ code: 'block_conflict' });
  });

  it('refuses a malformed length', () => {
    expect(validateResize(base({ durationMin: Number.NaN }), context())).toMatchObject({ code: 'validation_failed' });
  });
});

describe('validateResize clamps (docs/product.md#resize-rules)', () => {
  it('stops the bottom edge at the closing time instead of growing past it', () => {
    const late = appt('r1', at(day, '17:00'), 30);
    const input = base({ appointmentId: late.id, start: at(day, '17:00'), durationMin: 240 });
    const wide = context({ appointments: [late], config: { allowedDurations: [30, 60, 90, 240] } });
    expect(validateResize(input, wide)).toEqual({
      ok: true,
      start: at(day, '17:00'),
      durationMin: 60,
      end: at(day, '18:00'),
      clampedBy: 'close',
      maxDurationMin: 240,
    });
  });

  it('stops at the end of the morning range on a split day, not in the midday break', () => {
    const split = context({
      config: {
        allowedDurations: [30, 180],
        weeklyHours: Array.from({ length: 7 }, () => [
          { open: '08:00', close: '12:00' },
          { open: '14:00', close: '18:00' },
        ]),
      },
    });
    expect(validateResize(base({ start: at(day, '11:00'), durationMin: 120 }), split)).toMatchObject({
      ok: true,
      durationMin: 60,
      clampedBy: 'close',
    });
  });

  it('clamps to the largest allowed duration and says so', () => {
    expect(validateResize(base({ durationMin: 200 }), context())).toMatchObject({
      ok: true,
      durationMin: 60,
      clampedBy: 'max',
      maxDurationMin: 60,
    });
  });

  it('counts the present length as allowed: a 90-minute appointment is not shrunk by pulling it longer', () => {
    expect(validateResize(base({ durationMin: 120, currentDurationMin: 90 }), context())).toMatchObject({
      ok: true,
      durationMin: 90,
      clampedBy: 'max',
    });
  });

  it('resizes a 45-minute appointment on a 30-minute grid both ways', () => {
    const ctx = context({ config: { allowedDurations: [30, 45, 60, 90] } });
    const input = { serviceDurationMin: 45, currentDurationMin: 45 };
    expect(validateResize(base({ ...input, durationMin: 80 }), ctx)).toMatchObject({ ok: true, durationMin: 60 });
    expect(validateResize(base({ ...input, durationMin: 95 }), ctx)).toMatchObject({ ok: true, durationMin: 90 });
  });

  it('moves the top edge no earlier than the opening time, nor longer than the maximum', () => {
    const end = at(day, '09:00');
    const early = base({ edge: 'top', start: at(day, '06:00'), end, durationMin: 0 });
    expect(validateResize(early, context({ config: { allowedDurations: [30, 240] } }))).toMatchObject({
      ok: true,
      start: at(day, '08:00'),
      durationMin: 60,
      clampedBy: 'open',
    });
    const long = base({ edge: 'top', start: at(day, '11:00'), end: at(day, '13:00'), durationMin: 0 });
    expect(validateResize(long, context())).toMatchObject({
      ok: true,
      start: at(day, '12:00'),
      durationMin: 60,
      clampedBy: 'max',
    });
  });

  it('refuses a top edge dragged below the minimum, and names what it collides with', () => {
    const short = base({ edge: 'top', start: at(day, '10:10'), end: at(day, '10:30'), durationMin: 0 });
    expect(validateResize(short, context())).toMatchObject({ code: 'duration_too_short' });
    const before = appt('r1', at(day, '09:30'), 30);
    const up = base({ edge: 'top', start: at(day, '09:30'), end: at(day, '10:30'), durationMin: 0 });
    expect(validateResize(up, context({ appointments: [self, before] }))).toMatchObject({
      code: 'slot_conflict',
      details: { appointmentId: before.id, start: before.start, end: before.end },
    });
  });

  it('stops at the closing time on DST days, in the location’s zone', () => {
    // New York falls back on 1 November 2026: the day is 25 hours long, closing is still 18:00 local.
    for (const [date, tz] of [
      ['2026-11-01', NY],
      ['2026-03-08', NY],
      ['2026-03-29', LONDON],
    ] as const) {
      const input = base({ start: at(date, '17:00', tz), durationMin: 300, now: at(date, '07:00', tz) });
      const result = validateResize(input, context({ tz, config: { allowedDurations: [30, 300] } }));
      expect(result).toMatchObject({ ok: true, durationMin: 60, clampedBy: 'close', end: at(date, '18:00', tz) });
    }
  });

  it('refuses nothing else than the rules do: a closed day is outside working hours', () => {
    const closedMonday = context({
      config: { weeklyHours: [[], ...Array.from({ length: 6 }, () => [{ open: '08:00', close: '18:00' }])] },
    });
    expect(validateResize(base({ durationMin: 60 }), closedMonday)).toMatchObject({ code: 'outside_working_hours' });
  });
});
