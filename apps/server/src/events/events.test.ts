import type { DomainEvent, EventOf } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../modules/scheduling/scheduling-fixtures.ts';
import { subscribe, subscriberNames } from './bus.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica; appointments on Monday 23 and Tuesday 24.
let now = new Date('2026-11-21T15:00:00Z');
let t: TestApp;
let c: Clinic;

// Test subscribers, registered beside the app's own: what they heard, and a switch that makes one throw.
const heard: DomainEvent[] = [];
let refuseBookings = false;
subscribe('slot.freed', 'test.freed', async (_tx, e) => {
  heard.push(e);
});
subscribe('appointment.booked', 'test.refuse', async (_tx, e) => {
  heard.push(e);
  if (refuseBookings) throw new Error('refused by a subscriber');
});

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  c = await setUpClinic(t.app);
});
afterAll(async () => {
  await t.close();
});

const freed = () => heard.filter((e): e is EventOf<'slot.freed'> => e.type === 'slot.freed');

describe('domain events', () => {
  it('names its subscribers: reminders and the refill follow the agenda, reports follow new organisations', () => {
    const names = subscriberNames();
    expect(names['appointment.booked']).toContain('reminders.plan');
    expect(names['appointment.moved']).toContain('reminders.plan');
    expect(names['appointment.cancelled']).toContain('reminders.cancel');
    expect(names['appointment.status_changed']).toContain('reminders.cancel');
    expect(names['catalog.changed']).toContain('reminders.replan');
    expect(names['org.created']).toContain('reports.plan-weekly');
    expect(names['slot.freed']).toContain('refill.offer');
    expect(names['slot.taken']).toContain('refill.stop-offers');
    expect(names['slots.taken']).toContain('refill.stop-offers-many');
    expect(names['appointment.status_changed']).toContain('refill.no-show-follow-up');
  });

  it('says a slot was freed by a cancellation, a move and a no-show, with the place it freed', async () => {
    heard.length = 0;
    const cancelled = await c.book(at('09:00'));
    const moved = await c.book(at('10:00'));
    const missed = await c.book(at('11:00'));
    expect((await c.api.post('/api/scheduling/cancel', { apptId: cancelled.id })).statusCode).toBe(200);
    const move = await c.api.post('/api/scheduling/reschedule', {
      apptId: moved.id,
      resourceId: c.resourceId,
      start: at('15:00', '2026-11-24'),
      durationMin: 30,
    });
    expect(move.statusCode, move.body).toBe(200);
    now = new Date('2026-11-23T18:00:00Z');
    expect((await c.api.post('/api/scheduling/no-show', { apptId: missed.id })).statusCode).toBe(200);
    // Cancelling again frees nothing more.
    await c.api.post('/api/scheduling/cancel', { apptId: cancelled.id });

    expect(freed().map((e) => [e.appointmentId, e.cause, new Date(e.startsAt).toISOString(), e.resourceId])).toEqual([
      [cancelled.id, 'cancelled', '2026-11-23T15:00:00.000Z', c.resourceId],
      [moved.id, 'moved', '2026-11-23T16:00:00.000Z', c.resourceId],
      [missed.id, 'no_show', '2026-11-23T17:00:00.000Z', c.resourceId],
    ]);
    expect(freed().every((e) => e.orgId === c.member.orgId && e.endsAt - e.startsAt === 30 * 60_000)).toBe(true);
  });

  it('runs subscribers in the verb’s transaction: one that throws undoes the booking', async () => {
    now = new Date('2026-11-21T15:00:00Z');
    refuseBookings = true;
    try {
      const res = await c.api.post('/api/scheduling/book', {
        serviceId: c.serviceId,
        resourceId: c.resourceId,
        start: at('13:00', '2026-11-25'),
        customerId: c.customerId,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      refuseBookings = false;
    }
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from appointments where org_id = ${c.member.orgId}
        and starts_at = ${new Date(at('13:00', '2026-11-25')).toISOString()}::timestamptz`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    // The same booking goes through once the subscriber lets it, with its reminders planned.
    const appt = await c.book(at('13:00', '2026-11-25'));
    const reminders = await t.database.db.execute(
      sql`select count(*)::int as n from scheduled_messages where appointment_id = ${appt.id} and status = 'scheduled'`,
    );
    expect(Number(reminders.rows[0]?.n)).toBe(2);
  });
});
