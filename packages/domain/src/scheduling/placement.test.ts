import { describe, expect, it } from 'vitest';
import { errorMessages } from '../errors.ts';
import { checkPlacement, localStart, type PlacementInput } from './placement.ts';
import { appt, at, CR, clone, context, NY } from './test-fixtures.ts';
import type { Block } from './types.ts';

const day = '2026-11-23'; // a Monday
const now = at('2026-11-20', '09:00');
const base = (over: Partial<PlacementInput> = {}): PlacementInput => ({
  start: at(day, '10:00'),
  durationMin: 30,
  resourceId: 'r1',
  serviceDurationMin: 30,
  now,
  mode: 'book',
  ...over,
});

function codeOf(input: PlacementInput, ctx = context()) {
  const r = checkPlacement(input, ctx);
  return r.ok ? 'ok' : r.code;
}

describe('checkPlacement: each rule', () => {
  it('accepts a free slot on the grid inside opening hours', () => {
    expect(checkPlacement(base(), context())).toEqual({ ok: true });
  });

  it('refuses an inactive resource', () => {
    const r = checkPlacement(base({ resourceActive: false }), context());
    expect(r).toMatchObject({
      ok: false,
      code: 'resource_inactive',
      message: 'El recurso seleccionado se encuentra inactivo',
    });
  });

  it('refuses a start in the past, even by a minute, and accepts one starting now', () => {
    const r = checkPlacement(base({ now: at(day, '10:01') }), context());
    expect(r).toMatchObject({
      code: 'cannot_reschedule_to_past',
      message: 'No se puede reprogramar a una fecha en el pasado',
    });
    expect(codeOf(base({ now: at(day, '10:00') }))).toBe('ok');
    expect(codeOf(base({ now: undefined }))).toBe('ok');
  });

  it('refuses a duration below the service minimum, or below 30 when the service has none', () => {
    expect(codeOf(base({ durationMin: 30, serviceDurationMin: 45 }))).toBe('duration_too_short');
    expect(codeOf(base({ durationMin: 15, serviceDurationMin: undefined }))).toBe('duration_too_short');
    expect(codeOf(base({ durationMin: 45, serviceDurationMin: 45 }))).toBe('ok');
    expect(codeOf(base({ durationMin: 0, serviceDurationMin: 15 }))).toBe('duration_too_short');
  });

  it('lets a reschedule keep its current length below a minimum that grew since', () => {
    const move = base({ mode: 'reschedule', durationMin: 30, serviceDurationMin: 45, currentDurationMin: 30 });
    expect(codeOf(move)).toBe('ok');
    expect(codeOf({ ...move, mode: 'book' })).toBe('duration_too_short');
    expect(codeOf({ ...move, currentDurationMin: 60 })).toBe('duration_too_short');
  });

  it('refuses placements starting before opening or ending after closing', () => {
    expect(codeOf(base({ start: at(day, '07:30') }))).toBe('outside_working_hours');
    expect(codeOf(base({ start: at(day, '17:30'), durationMin: 60 }))).toBe('outside_working_hours');
    expect(codeOf(base({ start: at(day, '17:30'), durationMin: 30 }))).toBe('ok');
    expect(codeOf(base({ start: at(day, '08:00') }))).toBe('ok');
    expect(
      codeOf(base({ start: at(day, '23:30'), durationMin: 60 }), context({ config: { closeTime: '23:59' } })),
    ).toBe('outside_working_hours');
    const r = checkPlacement(base({ start: at(day, '07:30') }), context());
    expect(r).toMatchObject({ message: 'Fuera del horario de trabajo' });
  });

  it('reads opening hours in the location zone', () => {
    // 08:00 New York is 07:00 Costa Rica (November: UTC-5 vs UTC-6).
    const start = at(day, '08:00', NY);
    expect(codeOf(base({ start }), context({ tz: NY }))).toBe('ok');
    expect(codeOf(base({ start }), context({ tz: CR }))).toBe('outside_working_hours');
  });

  it('refuses a start off the increment grid, or with seconds', () => {
    expect(codeOf(base({ start: at(day, '10:15') }))).toBe('misaligned_start');
    expect(codeOf(base({ start: at(day, '10:15') }), context({ config: { increment: 15 } }))).toBe('ok');
    expect(codeOf(base({ start: at(day, '10:00') + 1000 }))).toBe('misaligned_start');
    const r = checkPlacement(base({ start: at(day, '10:10') }), context());
    expect(r).toMatchObject({ message: errorMessages.misaligned_start, details: { increment: 30 } });
  });

  it('measures the grid from local midnight, not from UTC', () => {
    const nepal = context({ tz: 'Asia/Kathmandu' }); // UTC+05:45
    expect(codeOf(base({ start: at(day, '10:00', 'Asia/Kathmandu') }), nepal)).toBe('ok');
    // 04:00Z is on the hour in UTC but 09:45 in Kathmandu.
    expect(codeOf(base({ start: Date.parse('2026-11-23T04:00:00Z') }), nepal)).toBe('misaligned_start');
  });

  it('refuses overlap with a one-off block of the resource or of the organisation, half-open', () => {
    const own: Block = { id: 'b1', resourceId: 'r1', kind: 'oneoff', start: at(day, '10:15'), end: at(day, '11:00') };
    const other: Block = { ...own, id: 'b2', resourceId: 'r2' };
    const org: Block = { ...own, id: 'b3', resourceId: null };
    expect(checkPlacement(base(), context({ blocks: [own] }))).toMatchObject({
      code: 'block_conflict',
      message: 'Conflicto con bloqueo de tiempo',
      details: { blockId: 'b1' },
    });
    expect(codeOf(base(), context({ blocks: [other] }))).toBe('ok');
    expect(codeOf(base(), context({ blocks: [org] }))).toBe('block_conflict');
    // Ending exactly when the block starts, or starting when it ends, is fine.
    expect(codeOf(base({ start: at(day, '09:30'), durationMin: 45 }), context({ blocks: [own] }))).toBe('ok');
    expect(codeOf(base({ start: at(day, '11:00') }), context({ blocks: [own] }))).toBe('ok');
  });

  it('refuses overlap with a daily block on any day, and with a wrapping one', () => {
    const lunch: Block = { id: 'l', resourceId: null, kind: 'daily', startTime: '12:00', endTime: '13:00' };
    const lunchCtx = context({ blocks: [lunch] });
    expect(codeOf(base({ start: at(day, '12:30') }), lunchCtx)).toBe('block_conflict');
    expect(codeOf(base({ start: at('2026-12-30', '11:30'), durationMin: 60 }), lunchCtx)).toBe('block_conflict');
    expect(codeOf(base({ start: at(day, '13:00') }), lunchCtx)).toBe('ok');
    const night: Block = { id: 'n', resourceId: 'r1', kind: 'daily', startTime: '17:00', endTime: '09:00' };
    const nightCtx = context({ blocks: [night] });
    expect(codeOf(base({ start: at(day, '08:30') }), nightCtx)).toBe('block_conflict');
    expect(codeOf(base({ start: at(day, '17:00') }), nightCtx)).toBe('block_conflict');
    expect(codeOf(base({ start: at(day, '09:00') }), nightCtx)).toBe('ok');
    expect(codeOf(base({ start: at(day, '08:30'), resourceId: 'r2' }), nightCtx)).toBe('ok');
  });

  it('refuses overlap with a live appointment of the same resource only', () => {
    const busy = appt('r1', at(day, '09:45'), 30);
    expect(checkPlacement(base(), context({ appointments: [busy] }))).toMatchObject({
      code: 'slot_conflict',
      message: 'Conflicto de horario',
      details: { appointmentId: busy.id },
    });
    expect(codeOf(base(), context({ appointments: [{ ...busy, status: 'CONFIRMED' }] }))).toBe('slot_conflict');
    expect(codeOf(base(), context({ appointments: [{ ...busy, status: 'cancelled' }] }))).toBe('ok');
    expect(codeOf(base(), context({ appointments: [{ ...busy, status: 'no_show' }] }))).toBe('ok');
    expect(codeOf(base(), context({ appointments: [{ ...busy, resourceId: 'r2' }] }))).toBe('ok');
    expect(
      codeOf(base({ start: at(day, '10:15') }), context({ appointments: [busy], config: { increment: 15 } })),
    ).toBe('ok');
  });

  it('does not collide an appointment with itself when moving it', () => {
    const self = appt('r1', at(day, '10:00'), 30);
    const moving = base({ start: at(day, '10:00'), mode: 'reschedule', excludeAppointmentId: self.id });
    expect(codeOf(moving, context({ appointments: [self] }))).toBe('ok');
    expect(codeOf({ ...moving, excludeAppointmentId: undefined }, context({ appointments: [self] }))).toBe(
      'slot_conflict',
    );
  });

  it('refuses malformed numbers', () => {
    expect(codeOf(base({ start: Number.NaN }))).toBe('validation_failed');
    expect(codeOf(base({ durationMin: 30.5 }))).toBe('validation_failed');
  });
});

describe('checkPlacement: the first broken rule wins', () => {
  it('follows the documented order', () => {
    const busy = appt('r1', at(day, '07:00'), 600);
    const block: Block = { id: 'b', resourceId: null, kind: 'oneoff', start: at(day, '00:00'), end: at(day, '23:00') };
    const ctx = context({ blocks: [block], appointments: [busy] });
    // Everything wrong at once: inactive, in the past, too short, outside hours, off grid, blocked, taken.
    const all = base({ start: at(day, '07:10'), durationMin: 15, resourceActive: false, now: at(day, '12:00') });
    expect(codeOf(all, ctx)).toBe('resource_inactive');
    expect(codeOf({ ...all, resourceActive: true }, ctx)).toBe('cannot_reschedule_to_past');
    expect(codeOf({ ...all, resourceActive: true, now }, ctx)).toBe('duration_too_short');
    expect(codeOf({ ...all, resourceActive: true, now, durationMin: 30 }, ctx)).toBe('outside_working_hours');
    const inside = { ...all, resourceActive: true, now, durationMin: 30, start: at(day, '09:10') };
    expect(codeOf(inside, ctx)).toBe('misaligned_start');
    expect(codeOf({ ...inside, start: at(day, '09:00') }, ctx)).toBe('block_conflict');
    expect(codeOf({ ...inside, start: at(day, '09:00') }, context({ appointments: [busy] }))).toBe('slot_conflict');
  });

  it('does not mutate the context', () => {
    const ctx = context({ appointments: [appt('r1', at(day, '09:00'), 30)] });
    const snapshot = clone(ctx);
    checkPlacement(base(), ctx);
    expect(ctx).toEqual(snapshot);
  });
});

describe('localStart', () => {
  it('turns an agenda wall time into an instant, refusing one the clock skips', () => {
    expect(localStart('2026-03-08', 9 * 60, NY)).toEqual({ ok: true, start: Date.parse('2026-03-08T13:00:00Z') });
    expect(localStart('2026-03-08', 2 * 60 + 30, NY)).toMatchObject({ ok: false, code: 'outside_working_hours' });
    expect(localStart('2026-03-08', 1440, NY)).toMatchObject({ ok: false });
  });
});
