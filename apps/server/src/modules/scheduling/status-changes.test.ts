import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from './scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica (UTC-6); the clock moves in one test.
let now = new Date('2026-11-21T15:00:00Z');

let t: TestApp;
let c: Clinic;
let other: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  c = await setUpClinic(t.app);
  other = await setUpClinic(t.app, { name: 'Otra Clínica' });
});
afterAll(async () => {
  await t.close();
});

let hour = 8;
/** A fresh appointment on Monday, each in its own hour of its own resource. */
async function fresh(date = '2026-11-23') {
  const resource = await c.addResource(`Dr. ${hour}`);
  const appt = await c.book(at(`${String(hour).padStart(2, '0')}:00`, date), { resourceId: resource });
  hour = hour >= 16 ? 8 : hour + 1;
  return appt;
}

async function eventsOf(apptId: string): Promise<number> {
  const { rows } = await t.database.db.execute(
    sql`select count(*)::int as n from appointment_events where appointment_id = ${apptId}`,
  );
  return Number(rows[0]?.n);
}

const closed = { error: 'appointment_closed', message: 'La cita ya fue cancelada o marcada como no asistida' };

describe('POST /api/scheduling/confirm', () => {
  it('confirms a pending appointment; confirming again changes nothing', async () => {
    const appt = await fresh();
    const res = await c.api.post('/api/scheduling/confirm', { apptId: appt.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, appointment: { ...appt, status: 'CONFIRMED' } });
    expect(await eventsOf(appt.id)).toBe(2);
    const again = await c.api.post('/api/scheduling/confirm', { apptId: appt.id });
    expect(again.json()).toEqual(res.json());
    expect(await eventsOf(appt.id)).toBe(2);
  });

  it('refuses to confirm a cancelled appointment', async () => {
    const appt = await fresh();
    await c.api.post('/api/scheduling/cancel', { apptId: appt.id });
    const res = await c.api.post('/api/scheduling/confirm', { apptId: appt.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(closed);
  });
});

describe('POST /api/scheduling/cancel', () => {
  it('cancels a confirmed appointment with a reason, frees its slot, and cancelling twice is harmless', async () => {
    const appt = await fresh();
    await c.api.post('/api/scheduling/confirm', { apptId: appt.id });
    const res = await c.api.post('/api/scheduling/cancel', { apptId: appt.id, reason: 'Viaje' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, appointment: { ...appt, status: 'cancelled' } });
    const { rows } = await t.database.db.execute(sql`select cancel_reason from appointments where id = ${appt.id}`);
    expect(rows[0]?.cancel_reason).toBe('Viaje');
    expect((await c.api.post('/api/scheduling/cancel', { apptId: appt.id })).json()).toEqual(res.json());
    const rebook = await c.api.post('/api/scheduling/book', {
      serviceId: c.serviceId,
      resourceId: appt.resource.id,
      start: appt.start,
    });
    expect(rebook.statusCode).toBe(201);
  });
});

describe('POST /api/scheduling/no-show', () => {
  it('refuses before the appointment starts, marks it once it has, and then it cannot be cancelled', async () => {
    const appt = await fresh();
    const early = await c.api.post('/api/scheduling/no-show', { apptId: appt.id });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      error: 'appointment_not_started',
      message: 'La cita aún no ha comenzado: no se puede marcar como no asistida',
    });
    const saved = now;
    now = new Date(Date.parse(appt.start as string) + 10 * 60_000);
    try {
      const res = await c.api.post('/api/scheduling/no-show', { apptId: appt.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, appointment: { ...appt, status: 'no_show' } });
      expect((await c.api.post('/api/scheduling/no-show', { apptId: appt.id })).statusCode).toBe(200);
      const cancel = await c.api.post('/api/scheduling/cancel', { apptId: appt.id });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toEqual(closed);
      expect((await c.api.post('/api/scheduling/confirm', { apptId: appt.id })).json()).toEqual(closed);
    } finally {
      now = saved;
    }
  });

  it('refuses a cancelled appointment', async () => {
    const appt = await fresh();
    await c.api.post('/api/scheduling/cancel', { apptId: appt.id });
    const res = await c.api.post('/api/scheduling/no-show', { apptId: appt.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(closed);
  });
});

describe.each(['confirm', 'cancel', 'no-show'])('POST /api/scheduling/%s refusals', (verb) => {
  it("answers 404 for another organisation's appointment and leaves it alone", async () => {
    const day = { confirm: '2026-11-24', cancel: '2026-11-25', 'no-show': '2026-11-26' }[verb];
    const theirs = await other.book(at('10:00', day));
    const res = await c.api.post(`/api/scheduling/${verb}`, { apptId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Cita no encontrada' });
    expect((await other.api.get(`/api/appointments/${theirs.id}`)).json()).toEqual(theirs);
  });

  it('answers 400 for a missing, malformed or extra field', async () => {
    for (const body of [{}, { apptId: 'nope' }, { apptId: '00000000-0000-4000-8000-000000000000', extra: true }]) {
      const res = await c.api.post(`/api/scheduling/${verb}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });
});

describe('GET /api/appointments/:id', () => {
  it('answers 404 for an id that is not a UUID, unknown, or of another organisation', async () => {
    const theirs = await other.book(at('11:00', '2026-11-24'));
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', theirs.id]) {
      const res = await c.api.get(`/api/appointments/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Cita no encontrada' });
    }
  });
});
