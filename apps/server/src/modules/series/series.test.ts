import type { AppointmentWire } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica; the series start on Tuesday 2026-12-01.
const now = new Date('2026-11-21T15:00:00Z');

let t: TestApp;
let c: Clinic;
let other: Clinic;
let chile: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  c = await setUpClinic(t.app);
  other = await setUpClinic(t.app, { name: 'Otra Clínica' });
  chile = await setUpClinic(t.app, { name: 'Clínica Santiago', tz: 'America/Santiago' });
});
afterAll(async () => {
  await t.close();
});

const series = (clinic: Clinic, body: Record<string, unknown>) =>
  clinic.api.post('/api/series', {
    customerId: clinic.customerId,
    serviceId: clinic.serviceId,
    resourceId: clinic.resourceId,
    every: 'week',
    ...body,
  });

async function liveInSeries(seriesId: string): Promise<{ index: number; status: string }[]> {
  const { rows } = await t.database.db.execute(
    sql`select series_index as index, status from appointments where series_id = ${seriesId} order by series_index`,
  );
  return rows.map((r) => ({ index: Number(r.index), status: String(r.status) }));
}

async function countAppointments(orgId: string): Promise<number> {
  const { rows } = await t.database.db.execute(
    sql`select count(*)::int as n from appointments where org_id = ${orgId}`,
  );
  return Number(rows[0]?.n);
}

const wall = (a: AppointmentWire) => a.start.slice(11, 16);

describe('POST /api/series', () => {
  it('books twelve weekly sessions in one call, each an ordinary appointment of the series', async () => {
    const res = await series(c, { start: at('16:00', '2026-12-01'), count: 12 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { id: string; appointments: AppointmentWire[] };
    expect(body.appointments).toHaveLength(12);
    expect(body.appointments.map((a) => a.start.slice(0, 10))).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
      '2027-01-26',
      '2027-02-02',
      '2027-02-09',
      '2027-02-16',
    ]);
    expect(new Set(body.appointments.map(wall))).toEqual(new Set(['16:00']));
    expect(body.appointments.every((a) => a.status === 'pending' && a.customer?.id === c.customerId)).toBe(true);
    expect((await liveInSeries(body.id)).map((o) => o.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // Reminders follow each occurrence, as for any booking.
    const { rows } = await t.database.db.execute(
      sql`select count(distinct appointment_id)::int as n from scheduled_messages
          where appointment_id in (select id from appointments where series_id = ${body.id})`,
    );
    expect(Number(rows[0]?.n)).toBe(12);
  });

  it('lists every conflict with free times that day and books nothing', async () => {
    const taken = await c.book(at('09:00', '2027-03-16'));
    const before = await countAppointments(c.member.orgId);
    const res = await series(c, { start: at('09:00', '2027-03-02'), count: 4 });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ error: 'series_conflicts', message: expect.stringContaining('chocan') });
    expect(body.conflicts).toHaveLength(1);
    expect(body.conflicts[0]).toMatchObject({
      index: 2,
      date: '2027-03-16',
      start: '2027-03-16T09:00:00-06:00',
      code: 'slot_conflict',
      message: 'Conflicto de horario',
      with: { kind: 'appointment', id: taken.id },
    });
    expect(body.conflicts[0].alternatives.length).toBeGreaterThan(0);
    for (const alt of body.conflicts[0].alternatives) {
      expect(alt.start.slice(0, 10)).toBe('2027-03-16');
      expect(alt.start).not.toBe('2027-03-16T09:00:00-06:00');
    }
    expect(await countAppointments(c.member.orgId)).toBe(before);
  });

  it('refuses occurrences outside opening hours by name', async () => {
    const res = await series(c, { start: at('17:45', '2027-04-06'), count: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts.map((x: { code: string }) => x.code)).toEqual([
      'outside_working_hours',
      'outside_working_hours',
    ]);
  });

  it('keeps the wall time across a DST change (Santiago, 4 April 2027)', async () => {
    const res = await series(chile, { start: '2027-03-23T16:00:00-03:00', count: 4 });
    expect(res.statusCode, res.body).toBe(201);
    const starts = (res.json().appointments as AppointmentWire[]).map((a) => a.start);
    expect(starts).toEqual([
      '2027-03-23T16:00:00-03:00',
      '2027-03-30T16:00:00-03:00',
      '2027-04-06T16:00:00-04:00',
      '2027-04-13T16:00:00-04:00',
    ]);
  });

  it('validates the body and keeps tenancy', async () => {
    const one = await series(c, { start: at('10:00', '2027-05-04'), count: 1 });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({
      error: 'validation_failed',
      fields: { count: 'Una serie tiene al menos 2 citas' },
    });
    const every = await series(c, { start: at('10:00', '2027-05-04'), count: 3, every: 'month' });
    expect(every.statusCode).toBe(400);
    const foreign = await c.api.post('/api/series', {
      customerId: other.customerId,
      serviceId: c.serviceId,
      resourceId: c.resourceId,
      start: at('10:00', '2027-05-04'),
      every: 'week',
      count: 2,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers a repeated Idempotency-Key with the first answer and books once', async () => {
    const body = {
      customerId: c.customerId,
      serviceId: c.serviceId,
      resourceId: c.resourceId,
      start: at('11:00', '2027-06-01'),
      every: '2weeks',
      count: 3,
    };
    const first = await c.postKeyed('/api/series', body, 'serie-1');
    const again = await c.postKeyed('/api/series', body, 'serie-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect((first.json().appointments as AppointmentWire[]).map((a) => a.start.slice(0, 10))).toEqual([
      '2027-06-01',
      '2027-06-15',
      '2027-06-29',
    ]);
  });
});

describe('this and the following occurrences', () => {
  it('cancels from an occurrence on and leaves the earlier ones', async () => {
    const created = await series(c, { start: at('08:00', '2027-07-06'), count: 4 });
    const id = created.json().id as string;
    const res = await c.api.post(`/api/series/${id}/cancel`, { fromIndex: 2, reason: 'Alta médica' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appointments.map((a: AppointmentWire) => a.status)).toEqual(['cancelled', 'cancelled']);
    expect(await liveInSeries(id)).toEqual([
      { index: 0, status: 'pending' },
      { index: 1, status: 'pending' },
      { index: 2, status: 'cancelled' },
      { index: 3, status: 'cancelled' },
    ]);
    // Another organisation's member cannot touch it.
    const foreign = await other.api.post(`/api/series/${id}/cancel`, { fromIndex: 0 });
    expect(foreign.statusCode).toBe(404);
  });

  it('moves Mondays 16:00 to Thursdays 10:00 from an occurrence on, across DST (Santiago)', async () => {
    const created = await series(chile, { start: '2027-03-15T16:00:00-03:00', count: 5 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const res = await chile.api.post(`/api/series/${id}/move`, { fromIndex: 1, start: '2027-03-25T10:00:00-03:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appointments.map((a: AppointmentWire) => a.start)).toEqual([
      '2027-03-25T10:00:00-03:00',
      '2027-04-01T10:00:00-03:00',
      '2027-04-08T10:00:00-04:00',
      '2027-04-15T10:00:00-04:00',
    ]);
    const { rows } = await t.database.db.execute(
      sql`select starts_at from appointments where series_id = ${id} and series_index = 0`,
    );
    expect(new Date(String(rows[0]?.starts_at)).toISOString()).toBe('2027-03-15T19:00:00.000Z');
  });

  it('moves a week later onto its own next place without colliding with itself', async () => {
    const created = await series(c, { start: at('13:00', '2027-08-03'), count: 3 });
    const id = created.json().id as string;
    const res = await c.api.post(`/api/series/${id}/move`, { fromIndex: 0, start: at('13:00', '2027-08-10') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appointments.map((a: AppointmentWire) => a.start.slice(0, 10))).toEqual([
      '2027-08-10',
      '2027-08-17',
      '2027-08-24',
    ]);
  });

  it('a resize "esta y las siguientes" gives this and every later live one the new length', async () => {
    const created = await series(c, { start: at('10:00', '2027-10-05'), count: 3 });
    const id = created.json().id as string;
    const res = await c.api.post(`/api/series/${id}/move`, {
      fromIndex: 1,
      start: at('10:00', '2027-10-12'),
      durationMin: 60,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lengths = (res.json().appointments as AppointmentWire[]).map(
      (a) => (Date.parse(a.end) - Date.parse(a.start)) / 60_000,
    );
    expect(lengths).toEqual([60, 60]);
    const { rows } = await t.database.db.execute(
      sql`select extract(epoch from ends_at - starts_at)::int / 60 as len from appointments where series_id = ${id} order by series_index`,
    );
    expect(rows.map((r) => Number(r.len))).toEqual([30, 60, 60]);
  });

  it('moves nothing when one new place is taken', async () => {
    const created = await series(c, { start: at('14:00', '2027-09-07'), count: 3 });
    const id = created.json().id as string;
    await c.book(at('15:00', '2027-09-16'));
    const res = await c.api.post(`/api/series/${id}/move`, { fromIndex: 0, start: at('15:00', '2027-09-09') });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts.map((x: { index: number; code: string }) => [x.index, x.code])).toEqual([
      [1, 'slot_conflict'],
    ]);
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from appointments where series_id = ${id} and starts_at::time = '20:00'`,
    );
    expect(Number(rows[0]?.n)).toBe(3);
  });
});
