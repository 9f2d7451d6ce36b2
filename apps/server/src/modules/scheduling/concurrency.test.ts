/**
 * No double booking, ever: many requests racing for one slot get exactly one success. On PGlite
 * (one connection) the check and the write of each request run in one transaction; on PostgreSQL
 * the transactions really overlap and the exclusion constraint refuses the losers.
 */
import { DomainError } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testEnv } from '../../../test/test-env.ts';
import { appointments } from '../../db/schema/index.ts';
import { type Clinic, setUpClinic } from './scheduling-fixtures.ts';
import { takeSlot } from './slot-guard.ts';

const now = new Date('2026-11-21T15:00:00Z');
const RACERS = 50;

let t: TestApp;
let c: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  c = await setUpClinic(t.app);
});
afterAll(async () => {
  await t.close();
});

async function liveIn(resourceId: string, start: string): Promise<number> {
  const { rows } = await t.database.db.execute(
    sql`select count(*)::int as n from appointments
        where resource_id = ${resourceId} and status in ('pending', 'CONFIRMED')
          and tstzrange(starts_at, ends_at) && tstzrange(${start}::timestamptz, ${start}::timestamptz + interval '30 minutes')`,
  );
  return Number(rows[0]?.n);
}

function tally(responses: { statusCode: number; json(): { error?: string } }[]) {
  return {
    ok: responses.filter((r) => r.statusCode === 201 || r.statusCode === 200).length,
    conflicts: responses.filter((r) => r.statusCode === 409 && r.json().error === 'slot_conflict').length,
    other: responses.filter((r) => ![200, 201, 409].includes(r.statusCode)).map((r) => r.statusCode),
  };
}

describe('racing for one slot', () => {
  it(`${RACERS} simultaneous bookings: exactly one 201, the rest 409 slot_conflict`, async () => {
    const start = '2026-11-23T09:00:00-06:00';
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        c.api.post('/api/scheduling/book', {
          serviceId: c.serviceId,
          resourceId: c.resourceId,
          start,
          customer: { name: `Cliente ${i}`, phone: `+5068800${String(1000 + i)}` },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ ok: 1, conflicts: RACERS - 1, other: [] });
    expect(await liveIn(c.resourceId, start)).toBe(1);
    // The losers' new customers were rolled back with their bookings.
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from customers where org_id = ${c.member.orgId} and name like 'Cliente %'`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it(`${RACERS} appointments rescheduled into one slot at once: one moves, the rest 409 slot_conflict`, async () => {
    const resource = await c.addResource('Dr. Carrera');
    const booked: { id: string }[] = [];
    for (let i = 0; i < RACERS; i++) {
      const day = 24 + Math.floor(i / 20);
      const minutes = 8 * 60 + (i % 20) * 30;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      booked.push(await c.book(`2026-11-${day}T${time}:00-06:00`, { resourceId: resource }));
    }
    const target = '2026-11-30T10:00:00-06:00';
    const responses = await Promise.all(
      booked.map((appt) =>
        c.api.post('/api/scheduling/reschedule', {
          apptId: appt.id,
          resourceId: resource,
          start: target,
          durationMin: 30,
        }),
      ),
    );
    expect(tally(responses)).toEqual({ ok: 1, conflicts: RACERS - 1, other: [] });
    expect(await liveIn(resource, target)).toBe(1);
  });

  it('a conflicting write the rules did not see is refused by the exclusion constraint as slot_conflict', async () => {
    const first = await c.book('2026-11-23T11:00:00-06:00');
    const overlapping = takeSlot(() =>
      t.database.db.insert(appointments).values({
        orgId: c.member.orgId,
        locationId: c.locationId,
        resourceId: c.resourceId,
        serviceId: c.serviceId,
        startsAt: new Date('2026-11-23T17:15:00Z'),
        endsAt: new Date('2026-11-23T17:45:00Z'),
      }),
    );
    await expect(overlapping).rejects.toBeInstanceOf(DomainError);
    await expect(overlapping).rejects.toMatchObject({ code: 'slot_conflict' });
    expect(first.start).toBe('2026-11-23T11:00:00-06:00');
  });
});

/**
 * Two uncommitted rows in one slot each wait for the other under an exclusion constraint: when the
 * first holder of a slot rolls back, the two writers queued behind it deadlock (40P01), which was
 * answered 500. The per-resource lock orders them, so one moves and the other is refused by the
 * rules. Needs two real connections, so PostgreSQL only (PGlite has one: nothing overlaps there).
 */
describe.skipIf(testEnv.db !== 'postgres')('writers queued behind a slot held by a transaction that rolls back', () => {
  it('one moves and the other gets 409 slot_conflict, never a deadlock', async () => {
    const resource = await c.addResource('Dra. Solano');
    const a = await c.book('2026-11-25T08:00:00-06:00', { resourceId: resource });
    const b = await c.book('2026-11-25T09:00:00-06:00', { resourceId: resource });
    const target = '2026-11-30T15:00:00-06:00';
    const waiting = async () => {
      const { rows } = await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return Number(rows[0]?.n);
    };
    let moves: Promise<{ statusCode: number; json(): { error?: string } }[]> | undefined;
    const rolledBack = new Error('the holder gives the slot back');
    // A writer outside the verbs (as a migration or a script would be) holds the slot, uncommitted.
    const holder = t.database.db.transaction(async (tx) => {
      await tx.insert(appointments).values({
        orgId: c.member.orgId,
        locationId: c.locationId,
        resourceId: resource,
        serviceId: c.serviceId,
        startsAt: new Date(target),
        endsAt: new Date(Date.parse(target) + 30 * 60_000),
      });
      moves = Promise.all(
        [a, b].map((appt) =>
          c.api.post('/api/scheduling/reschedule', {
            apptId: appt.id,
            resourceId: resource,
            start: target,
            durationMin: 30,
          }),
        ),
      );
      await vi.waitFor(async () => expect(await waiting()).toBe(2), { timeout: 30_000, interval: 50 });
      throw rolledBack;
    });
    await expect(holder).rejects.toBe(rolledBack);
    expect(tally(await moves!)).toEqual({ ok: 1, conflicts: 1, other: [] });
    expect(await liveIn(resource, target)).toBe(1);
  });
});
