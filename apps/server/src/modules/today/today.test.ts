import type { AppointmentStatus } from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { insertConversation } from '../messaging/messaging-fixtures.ts';
import { clinicIn, insertAppointment, insertCustomer } from './today-fixtures.ts';

// The clock each test sets; the app reads it on every call.
let now = new Date('2026-11-24T14:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const at = (iso: string) => new Date(iso);

interface Today {
  date: string;
  tz: string;
  appointments: { id: string; start: string; status: string }[];
  counters: { leadsToday: number; appointmentsToday: number; confirmedToday: number; noShowsYesterday: number };
  calls: {
    appointmentId: string;
    customer: { name: string; phone: string };
    reasons: string[];
    why: string[];
  }[];
}

async function today(api: { get(url: string): Promise<{ statusCode: number; body: string; json(): unknown }> }) {
  const res = await api.get('/api/today');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Today;
}

describe('GET /api/today', () => {
  it('answers an empty day with zero counters for a new organisation', async () => {
    now = at('2026-11-24T14:00:00Z');
    const clinic = await clinicIn(t.app, 'America/Costa_Rica');
    expect(await today(clinic.api)).toEqual({
      date: '2026-11-24',
      tz: 'America/Costa_Rica',
      appointments: [],
      counters: { leadsToday: 0, appointmentsToday: 0, confirmedToday: 0, noShowsYesterday: 0 },
      calls: [],
    });
  });

  it('lists who to call: two no-shows in the last six, or unconfirmed two hours before, with the phone', async () => {
    now = at('2026-11-24T14:00:00Z'); // 08:00 in San José
    const clinic = await clinicIn(t.app, 'America/Costa_Rica');
    const created = at('2026-10-01T12:00:00Z');
    const missing = await insertCustomer(db(), { orgId: clinic.orgId, name: 'Rosa Faltas', createdAt: created });
    const steady = await insertCustomer(db(), { orgId: clinic.orgId, name: 'Luis Puntual', createdAt: created });
    const late = await insertCustomer(db(), { orgId: clinic.orgId, name: 'Eva Pendiente', createdAt: created });
    for (const [start, status] of [
      ['2026-11-02T15:00:00Z', 'no_show'],
      ['2026-11-09T15:00:00Z', 'CONFIRMED'],
      ['2026-11-16T15:00:00Z', 'no_show'],
    ] as const) {
      await insertAppointment(db(), clinic, { start, status, customerId: missing });
      const hourLater = new Date(Date.parse(start) + 3_600_000).toISOString();
      await insertAppointment(db(), clinic, { start: hourLater, status: 'CONFIRMED', customerId: steady });
    }
    const risky = await insertAppointment(db(), clinic, {
      start: '2026-11-24T20:00:00Z',
      status: 'CONFIRMED',
      customerId: missing,
    });
    await insertAppointment(db(), clinic, { start: '2026-11-24T20:30:00Z', status: 'pending', customerId: steady });
    const soon = await insertAppointment(db(), clinic, {
      start: '2026-11-24T15:30:00Z',
      status: 'pending',
      customerId: late,
    });
    const calls = (await today(clinic.api)).calls;
    expect(calls.map((c) => [c.appointmentId, c.customer.name, c.reasons, c.why])).toEqual([
      [soon, 'Eva Pendiente', ['unconfirmed'], ['Sin confirmar a 2 h de la cita']],
      [risky, 'Rosa Faltas', ['repeated_no_show'], ['Faltó a 2 de sus últimas 6 citas']],
    ]);
    expect(calls[0]!.customer.phone).toMatch(/^\+5068\d{7}$/);
  });

  it('counts the local day around midnight in Costa Rica (UTC-6), not the UTC day', async () => {
    // 23:30 on Tuesday 24 in San José is already Wednesday 25 in UTC.
    now = at('2026-11-25T05:30:00Z');
    const clinic = await clinicIn(t.app, 'America/Costa_Rica');
    const appt = (start: string, status?: AppointmentStatus) =>
      insertAppointment(db(), clinic, { start, ...(status ? { status } : {}) });
    const midnight = await appt('2026-11-24T06:00:00Z'); // 00:00 today
    const confirmed = await appt('2026-11-24T16:00:00Z', 'CONFIRMED'); // 10:00
    await appt('2026-11-24T18:00:00Z', 'cancelled'); // 12:00, left out
    const noShow = await appt('2026-11-24T15:00:00Z', 'no_show'); // 09:00, listed but not counted
    const late = await appt('2026-11-25T05:30:00Z'); // 23:30 today
    await appt('2026-11-25T06:00:00Z'); // 00:00 tomorrow
    await appt('2026-11-24T05:30:00Z', 'no_show'); // 23:30 yesterday
    await appt('2026-11-23T06:00:00Z', 'no_show'); // 00:00 yesterday
    await appt('2026-11-23T05:30:00Z', 'no_show'); // 23:30 the day before yesterday
    await appt('2026-11-23T16:00:00Z', 'CONFIRMED'); // yesterday, attended

    const newToday = await insertCustomer(db(), {
      orgId: clinic.orgId,
      name: 'Nueva',
      createdAt: at('2026-11-24T06:00:00Z'),
    });
    const old = await insertCustomer(db(), {
      orgId: clinic.orgId,
      name: 'Antigua',
      createdAt: at('2026-11-24T05:59:59Z'),
    });
    const deleted = await insertCustomer(db(), {
      orgId: clinic.orgId,
      name: 'Borrada',
      createdAt: at('2026-11-24T12:00:00Z'),
      archived: true,
    });
    await insertCustomer(db(), { orgId: clinic.orgId, name: 'Tardía', createdAt: at('2026-11-25T05:29:00Z') });
    const wrote = (customerId: string | null, sentAt: string) =>
      insertConversation(db(), { orgId: clinic.orgId, customerId, messages: [['in', 'Hola', at(sentAt)]] });
    await wrote(null, '2026-11-24T20:00:00Z'); // a stranger today: +1
    await wrote(null, '2026-11-24T05:00:00Z'); // a stranger yesterday
    // An earlier customer writes today, twice: +1, once (a customer has one conversation per organisation).
    await insertConversation(db(), {
      orgId: clinic.orgId,
      customerId: old,
      messages: [
        ['in', 'Hola', at('2026-11-24T13:00:00Z')],
        ['in', 'Otra vez', at('2026-11-24T22:00:00Z')],
      ],
    });
    await wrote(newToday, '2026-11-24T07:00:00Z'); // already counted as a customer created today
    await wrote(deleted, '2026-11-24T12:30:00Z'); // deleted

    const day = await today(clinic.api);
    expect(day.date).toBe('2026-11-24');
    expect(day.appointments.map((a) => a.id)).toEqual([midnight, noShow, confirmed, late]);
    expect(day.appointments.map((a) => [a.start, a.status])).toEqual([
      ['2026-11-24T00:00:00-06:00', 'pending'],
      ['2026-11-24T09:00:00-06:00', 'no_show'],
      ['2026-11-24T10:00:00-06:00', 'CONFIRMED'],
      ['2026-11-24T23:30:00-06:00', 'pending'],
    ]);
    expect(day.counters).toEqual({ leadsToday: 4, appointmentsToday: 3, confirmedToday: 1, noShowsYesterday: 2 });

    // Half an hour later it is Wednesday in San José: Tuesday becomes yesterday.
    now = at('2026-11-25T06:00:00Z');
    const next = await today(clinic.api);
    expect(next.date).toBe('2026-11-25');
    expect(next.appointments.map((a) => a.start)).toEqual(['2026-11-25T00:00:00-06:00']);
    expect(next.counters).toEqual({ leadsToday: 0, appointmentsToday: 1, confirmedToday: 0, noShowsYesterday: 1 });
  });

  it('gives the 25-hour day when New York falls back from daylight time', async () => {
    // Sunday 1 November 2026, 23:50 EST: the day began at 00:00 EDT (04:00Z) and ends at 05:00Z.
    now = at('2026-11-02T04:50:00Z');
    const clinic = await clinicIn(t.app, 'America/New_York');
    const appt = (start: string, status?: AppointmentStatus) =>
      insertAppointment(db(), clinic, { start, ...(status ? { status } : {}) });
    const lateEst = await appt('2026-11-02T04:30:00Z'); // 23:30 EST, in the 25th hour
    const firstEdt = await appt('2026-11-01T04:00:00Z', 'CONFIRMED'); // 00:00 EDT
    await appt('2026-11-02T05:00:00Z'); // 00:00 EST on Monday
    await appt('2026-11-01T03:30:00Z', 'no_show'); // Saturday 23:30 EDT
    await appt('2026-10-31T04:00:00Z', 'no_show'); // Saturday 00:00 EDT
    await appt('2026-10-31T03:30:00Z', 'no_show'); // Friday 23:30 EDT
    await insertCustomer(db(), { orgId: clinic.orgId, name: 'Tarde', createdAt: at('2026-11-02T04:10:00Z') });
    await insertCustomer(db(), { orgId: clinic.orgId, name: 'Sábado', createdAt: at('2026-11-01T03:59:00Z') });

    const day = await today(clinic.api);
    expect(day).toMatchObject({ date: '2026-11-01', tz: 'America/New_York' });
    expect(day.appointments.map((a) => [a.id, a.start])).toEqual([
      [firstEdt, '2026-11-01T00:00:00-04:00'],
      [lateEst, '2026-11-01T23:30:00-05:00'],
    ]);
    expect(day.counters).toEqual({ leadsToday: 1, appointmentsToday: 2, confirmedToday: 1, noShowsYesterday: 2 });
  });

  it('gives the 23-hour day when Madrid springs forward to summer time', async () => {
    // Sunday 29 March 2026, 23:45 CEST: the day began at 00:00 CET (23:00Z) and ends at 22:00Z.
    now = at('2026-03-29T21:45:00Z');
    const clinic = await clinicIn(t.app, 'Europe/Madrid');
    const appt = (start: string, status?: AppointmentStatus) =>
      insertAppointment(db(), clinic, { start, ...(status ? { status } : {}) });
    const firstCet = await appt('2026-03-28T23:00:00Z', 'CONFIRMED'); // 00:00 CET
    const lateCest = await appt('2026-03-29T21:30:00Z'); // 23:30 CEST
    await appt('2026-03-29T22:00:00Z'); // 00:00 on Monday: a 24-hour day would take it
    await appt('2026-03-28T22:30:00Z', 'no_show'); // Saturday 23:30 CET

    const day = await today(clinic.api);
    expect(day.date).toBe('2026-03-29');
    expect(day.appointments.map((a) => [a.id, a.start])).toEqual([
      [firstCet, '2026-03-29T00:00:00+01:00'],
      [lateCest, '2026-03-29T23:30:00+02:00'],
    ]);
    expect(day.counters).toEqual({ leadsToday: 0, appointmentsToday: 2, confirmedToday: 1, noShowsYesterday: 1 });
  });

  it('lists what the scheduling API booked, confirmed and cancelled, earliest first, as its wire', async () => {
    now = at('2026-11-24T14:00:00Z'); // 08:00 in San José
    const clinic = await clinicIn(t.app, 'America/Costa_Rica');
    const other = (await clinic.api.post('/api/resources', { name: 'Dr. Luis', locationId: clinic.locationId })).json();
    const customerId = await insertCustomer(db(), {
      orgId: clinic.orgId,
      name: 'Ana Rojas',
      createdAt: at('2026-01-05T15:00:00Z'),
    });
    const book = async (start: string, resourceId = clinic.resourceId) => {
      const res = await clinic.api.post('/api/scheduling/book', {
        serviceId: clinic.serviceId,
        resourceId,
        start,
        customerId,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().appointment.id as string;
    };
    // Booked out of order, and two at the same time with different professionals.
    const afternoon = await book('2026-11-24T14:00:00-06:00');
    const morningA = await book('2026-11-24T10:00:00-06:00');
    const morningB = await book('2026-11-24T10:00:00-06:00', other.id);
    const gone = await book('2026-11-24T16:00:00-06:00');
    expect((await clinic.api.post('/api/scheduling/confirm', { apptId: afternoon })).statusCode).toBe(200);
    expect((await clinic.api.post('/api/scheduling/cancel', { apptId: gone })).statusCode).toBe(200);

    const day = await today(clinic.api);
    const morning = [morningA, morningB].sort();
    expect(day.appointments.map((a) => a.id)).toEqual([...morning, afternoon]);
    for (const appointment of day.appointments) {
      expect(appointment).toEqual((await clinic.api.get(`/api/appointments/${appointment.id}`)).json());
    }
    expect(day.appointments[2]).toMatchObject({
      status: 'CONFIRMED',
      start: '2026-11-24T14:00:00-06:00',
      customer: { id: customerId, name: 'Ana Rojas' },
      resource: { name: 'Dra. Ana', backgroundColor: '#7c3aed' },
      service: { name: 'Consulta', durationMin: 30 },
    });
    expect(day.counters).toEqual({ leadsToday: 0, appointmentsToday: 3, confirmedToday: 1, noShowsYesterday: 0 });
  });

  it('is refused for another organisation, without an orgId and signed out; an API key names its own', async () => {
    now = at('2026-11-24T14:00:00Z');
    const clinic = await clinicIn(t.app, 'America/Costa_Rica', 'Clínica Reservada');
    await insertAppointment(db(), clinic, { start: '2026-11-24T16:00:00Z' });
    const stranger = await signUpWithOrg(t.app, 'Clínica Ajena');
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    const foreign = await get(`/api/today?orgId=${clinic.orgId}`, { cookie: stranger.cookie });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Clínica Reservada');
    expect(foreign.body).not.toContain('Dra. Ana');
    expect((await get('/api/today', { cookie: stranger.cookie })).statusCode).toBe(400);
    expect((await get(`/api/today?orgId=${clinic.orgId}`)).statusCode).toBe(401);

    const key = await t.app.inject({
      method: 'POST',
      url: `/api/orgs/${clinic.orgId}/api-keys`,
      headers: { cookie: clinic.cookie },
      payload: { name: 'recepcionista' },
    });
    const bearer = { authorization: `Bearer ${key.json().key}` };
    const own = await get('/api/today', bearer);
    expect(own.statusCode).toBe(200);
    expect(own.json().counters.appointmentsToday).toBe(1);
    expect((await get(`/api/today?orgId=${stranger.orgId}`, bearer)).statusCode).toBe(403);
  });

  it('sits behind the org guard, so the tenancy walk (test/tenancy.test.ts) covers it', () => {
    expect(t.app.orgScopedRoutes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/today' }));
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const op = res.json().paths['/api/today']?.get;
    expect(op?.tags).toEqual(['today']);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '403']));
  });
});
