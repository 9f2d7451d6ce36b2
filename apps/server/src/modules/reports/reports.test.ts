import { parseCsv, type ReportAppointments, type ReportSummary } from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertConversation } from '../messaging/messaging-fixtures.ts';
import { aggregateAppointments } from './aggregate-appointments.ts';
import { addAppointment, addCustomer, addLocation, type ReportClinic, reportClinic } from './reports-fixtures.ts';

// Thursday 5 November 2026, 12:00 in New York (EST since Sunday 1 November, 02:00).
const now = new Date('2026-11-05T17:00:00Z');
let t: TestApp;
const db = () => t.database.db;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await t.close();
});

async function summary(clinic: ReportClinic, query: string): Promise<ReportSummary> {
  const res = await clinic.api.get(`/api/reports/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportSummary;
}

async function drill(clinic: ReportClinic, query: string): Promise<ReportAppointments> {
  const res = await clinic.api.get(`/api/reports/appointments?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportAppointments;
}

const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
// Two weeks of New York around its fall back: Monday 26 October to Sunday 8 November.
const twoWeeks = range('2026-10-26T00:00:00-04:00', '2026-11-09T00:00:00-05:00');

describe('GET /api/reports/summary', () => {
  let ny: ReportClinic;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ny = await reportClinic(t.app, 'America/New_York');
    const appt = (name: string, row: Parameters<typeof addAppointment>[2]) =>
      addAppointment(db(), ny, row).then((id) => {
        ids[name] = id;
      });
    // Week of 26 October (169 hours long: the clock goes back on Sunday 1 November).
    await appt('a1', { start: '2026-10-26T04:00:00Z', status: 'CONFIRMED', bookedBy: 'assistant' }); // Mon 00:00 EDT
    await appt('a2', { start: '2026-11-01T06:30:00Z', status: 'no_show', service: 'limpieza', resource: 'luis' }); // 01:30 EST, the second one
    await appt('a3', { start: '2026-11-02T04:30:00Z', status: 'cancelled' }); // Sun 23:30 EST: Monday in UTC
    // Week of 2 November.
    await appt('a4', { start: '2026-11-02T05:00:00Z', service: 'limpieza', bookedBy: 'assistant' }); // Mon 00:00 EST, over: attended
    await appt('a5', {
      start: '2026-11-06T15:00:00Z',
      status: 'CONFIRMED',
      service: 'limpieza',
      resource: 'luis',
      bookedBy: 'apiKey',
    });
    await appt('a6', { start: '2026-11-09T04:59:00Z', resource: 'luis' }); // Sun 8 November 23:59 EST
    // Outside: Monday 9 November 00:00 EST, and Sunday 25 October 23:59 EDT (the period before).
    await appt('out', { start: '2026-11-09T05:00:00Z', status: 'CONFIRMED' });
    await appt('p1', { start: '2026-10-26T03:59:00Z', status: 'no_show' });
    await appt('p2', { start: '2026-10-15T14:00:00Z', status: 'CONFIRMED', service: 'limpieza' });

    const customer = (name: string, createdAt: string, archived = false) =>
      addCustomer(db(), ny, { name, createdAt: at(createdAt), archived });
    const wrote = (customerId: string | null, sentAt: string) =>
      insertConversation(db(), { orgId: ny.orgId, customerId, messages: [['in', 'Hola', at(sentAt)]] });
    const c1 = await customer('Nueva en la semana 1', '2026-10-27T12:00:00Z'); // +1, week 1
    await wrote(c1, '2026-11-04T12:00:00Z'); // already counted
    const c2 = await customer('De antes', '2026-10-01T12:00:00Z');
    await wrote(c2, '2026-11-03T12:00:00Z'); // first conversation: +1, week 2
    await wrote(null, '2026-11-04T12:00:00Z'); // a stranger: +1, week 2
    const c3 = await customer('Nueva en la semana 2', '2026-11-03T12:00:00Z'); // +1, week 2
    await wrote(c3, '2026-11-03T12:05:00Z'); // already counted
    await customer('Borrada', '2026-11-03T12:00:00Z', true); // deleted: not a lead
    await customer('Del periodo anterior', '2026-10-20T12:00:00Z'); // the period before: +1 there
  });

  it('counts each figure of a DST week, by week, against hand-computed totals', async () => {
    const report = await summary(ny, `${twoWeeks}&groupBy=week`);
    expect(report.tz).toBe('America/New_York');
    expect(report.currency).toBe('USD');
    expect(report.from).toBe('2026-10-26T00:00:00-04:00');
    expect(report.to).toBe('2026-11-09T00:00:00-05:00');
    expect(report.totals).toEqual({
      leads: 4,
      appointments: 6,
      confirmed: 2,
      confirmedRate: 0.4,
      cancelled: 1,
      noShows: 1,
      noShowRate: 0.2,
      attended: 2,
      expectedRevenue: 261,
      attendedRevenue: 130.5,
      remindersSent: 0,
      remindersRead: 0,
      bookedByAssistant: 2,
      bookedByStaff: 3,
      bookedByIntegration: 1,
    });
    expect(report.series.map((s) => [s.period, s.from, s.to])).toEqual([
      ['2026-10-26', '2026-10-26T00:00:00-04:00', '2026-11-02T00:00:00-05:00'],
      ['2026-11-02', '2026-11-02T00:00:00-05:00', '2026-11-09T00:00:00-05:00'],
    ]);
    expect(report.series[0]).toMatchObject({
      leads: 1,
      appointments: 3,
      confirmed: 1,
      cancelled: 1,
      noShows: 1,
      attended: 1,
      confirmedRate: 0.5,
      noShowRate: 0.5,
      expectedRevenue: 50.5,
      attendedRevenue: 50.5,
      bookedByAssistant: 1,
      bookedByStaff: 2,
    });
    expect(report.series[1]).toMatchObject({
      leads: 3,
      appointments: 3,
      confirmed: 1,
      cancelled: 0,
      noShows: 0,
      attended: 1,
      confirmedRate: 0.3333,
      noShowRate: 0,
      expectedRevenue: 210.5,
      attendedRevenue: 80,
      bookedByIntegration: 1,
    });
  });

  it('gives the same totals for the 14 days before, for the change arrows', async () => {
    const report = await summary(ny, twoWeeks);
    expect(report.previous.from).toBe('2026-10-12T00:00:00-04:00');
    expect(report.previous.to).toBe('2026-10-26T00:00:00-04:00');
    expect(report.previous.totals).toMatchObject({
      leads: 1,
      appointments: 2,
      confirmed: 1,
      noShows: 1,
      cancelled: 0,
      attended: 1,
      confirmedRate: 0.5,
      noShowRate: 0.5,
      expectedRevenue: 80,
      attendedRevenue: 80,
    });
  });

  it('breaks the figures down by professional and by service', async () => {
    const report = await summary(ny, twoWeeks);
    const ana = report.byResource.find((r) => r.name === 'Dra. Ana');
    const luis = report.byResource.find((r) => r.name === 'Dr. Luis');
    expect(ana).toMatchObject({ resourceId: ny.resources.ana, color: '#7c3aed', appointments: 3, confirmed: 1 });
    expect(ana).toMatchObject({ cancelled: 1, attended: 2, expectedRevenue: 130.5, attendedRevenue: 130.5 });
    expect(luis).toMatchObject({
      appointments: 3,
      confirmed: 1,
      noShows: 1,
      expectedRevenue: 130.5,
      attendedRevenue: 0,
    });
    expect(report.byService.map((s) => [s.name, s.appointments, s.expectedRevenue]).sort()).toEqual([
      ['Consulta', 3, 101],
      ['Limpieza', 3, 160],
    ]);
  });

  it('counts the same in one statement as in slices of ids read side by side (PostgreSQL reads two)', async () => {
    // The period before, then the two weeks of the DST test: bucket 1 of the scan is the period before.
    const bounds = ['2026-10-12T04:00:00Z', '2026-10-26T04:00:00Z', '2026-11-02T05:00:00Z', '2026-11-09T05:00:00Z'];
    const whole = await aggregateAppointments(db(), ny.orgId, bounds.map(Date.parse), now, 1);
    expect(whole.previous).toMatchObject({ appointments: 2, confirmed: 1, noShows: 1, expectedRevenue: 80 });
    expect(whole.buckets.map((b) => [b.appointments, b.expectedRevenue])).toEqual([
      [3, 50.5],
      [3, 210.5],
    ]);
    expect(whole.byResource.get(ny.resources.ana)).toMatchObject({ appointments: 3, attendedRevenue: 130.5 });
    for (const parts of [2, 3]) {
      expect(await aggregateAppointments(db(), ny.orgId, bounds.map(Date.parse), now, parts)).toEqual(whole);
    }
  });

  it('cuts days at local midnight: the 25-hour Sunday holds 01:30 (second pass) and 23:30, not Monday 00:00', async () => {
    const report = await summary(ny, `${range('2026-10-31T00:00:00-04:00', '2026-11-03T00:00:00-05:00')}&groupBy=day`);
    expect(report.series.map((s) => [s.period, s.appointments, s.from])).toEqual([
      ['2026-10-31', 0, '2026-10-31T00:00:00-04:00'],
      ['2026-11-01', 2, '2026-11-01T00:00:00-04:00'],
      ['2026-11-02', 1, '2026-11-02T00:00:00-05:00'],
    ]);
  });

  it('groups by month in the organisation’s zone', async () => {
    const report = await summary(
      ny,
      `${range('2026-10-01T00:00:00-04:00', '2026-12-01T00:00:00-05:00')}&groupBy=month`,
    );
    expect(report.series.map((s) => [s.period, s.appointments])).toEqual([
      ['2026-10', 3], // p2, p1, a1
      ['2026-11', 6], // a2 (1 November), a3, a4, a5, a6, out
    ]);
  });

  it('keeps organisations apart', async () => {
    const other = await reportClinic(t.app, 'America/New_York', 'Otra clínica');
    await addAppointment(db(), other, { start: '2026-10-27T14:00:00Z', status: 'CONFIRMED' });
    await addCustomer(db(), other, { name: 'Suya', createdAt: at('2026-10-27T12:00:00Z') });
    const theirs = await summary(other, twoWeeks);
    expect(theirs.totals).toMatchObject({ appointments: 1, confirmed: 1, leads: 1, expectedRevenue: 50.5 });
    expect((await summary(ny, twoWeeks)).totals).toMatchObject({ appointments: 6, leads: 4 });
    // Asking for the other organisation's report is refused before anything is read.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/summary?orgId=${ny.orgId}&${twoWeeks}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await drill(other, twoWeeks)).items).toHaveLength(1);
  });

  it('answers an organisation without appointments with zeros and no rates', async () => {
    const empty = await reportClinic(t.app, 'America/Costa_Rica', 'Vacía');
    const report = await summary(empty, `${twoWeeks}&groupBy=week`);
    expect(report.currency).toBe('CRC');
    expect(report.totals).toMatchObject({ appointments: 0, confirmedRate: null, noShowRate: null, leads: 0 });
    expect(report.byResource).toEqual([]);
    // New York's midnights are 22:00 and 23:00 in San José: the weeks are San José's, clipped.
    expect(report.series.map((s) => s.period)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02']);
  });

  it('refuses a malformed, reversed or too long period with a Spanish 400', async () => {
    const refused = async (query: string, field: string, message: string) => {
      const res = await ny.api.get(`/api/reports/summary?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', message: 'Datos inválidos' });
      expect(res.json().fields[field]).toBe(message);
    };
    await refused(
      range('2026-11-09T00:00:00-05:00', '2026-10-26T00:00:00-04:00'),
      'to',
      'La fecha final debe ser posterior a la inicial',
    );
    await refused(range('2025-01-01T00:00:00Z', '2026-06-01T00:00:00Z'), 'to', 'El periodo no puede superar 400 días');
    await refused(`${twoWeeks}&groupBy=year`, 'groupBy', 'Agrupación inválida: usa day, week o month');
    await refused(
      range('ayer', '2026-11-09T00:00:00-05:00'),
      'from',
      'Fecha y hora inválidas: usa ISO 8601 con zona, p. ej. 2026-11-01T00:00:00-06:00',
    );
    const missing = await ny.api.get('/api/reports/summary');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.from).toBeTypeOf('string');
  });

  it('lists the appointments behind a figure (drill-down), of one professional or service', async () => {
    const noShows = await drill(ny, `${twoWeeks}&figure=noShows`);
    expect(noShows.total).toBe(1);
    expect(noShows.items.map((a) => [a.id, a.start, a.status, a.service.name, a.resource.name, a.price])).toEqual([
      [ids.a2, '2026-11-01T01:30:00-05:00', 'no_show', 'Limpieza', 'Dr. Luis', 80],
    ]);
    expect((await drill(ny, `${twoWeeks}&figure=attended`)).items.map((a) => a.id)).toEqual([ids.a1, ids.a4]);
    expect((await drill(ny, `${twoWeeks}&figure=expectedRevenue`)).items.map((a) => a.id)).toEqual([
      ids.a1,
      ids.a4,
      ids.a5,
      ids.a6,
    ]);
    const luis = await drill(ny, `${twoWeeks}&figure=appointments&resourceId=${ny.resources.luis}`);
    expect(luis.items.map((a) => a.id)).toEqual([ids.a2, ids.a5, ids.a6]);
    const consulta = await drill(ny, `${twoWeeks}&serviceId=${ny.services.consulta}&figure=bookedByStaff`);
    expect(consulta.items.map((a) => a.id)).toEqual([ids.a3, ids.a6]);
    const bad = await ny.api.get(`/api/reports/appointments?${twoWeeks}&figure=leads`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.figure).toBe('Cifra inválida');
  });
});

describe('GET /api/reports/export.csv', () => {
  it('writes one row per appointment, in its location’s zone, with Spanish headers, a BOM and quoting', async () => {
    const cr = await reportClinic(t.app, 'America/Costa_Rica', 'Clínica CSV');
    const bogota = await addLocation(db(), cr, 'Sede Norte, Bogotá', 'America/Bogota');
    const pat = await addCustomer(db(), cr, {
      name: 'Pérez, "Ana"',
      phone: '+50688887777',
      createdAt: at('2026-10-01T12:00:00Z'),
    });
    await addAppointment(db(), cr, {
      start: '2026-11-24T15:00:00Z',
      status: 'CONFIRMED',
      customerId: pat,
      bookedBy: 'assistant',
    });
    await addAppointment(db(), cr, {
      start: '2026-11-24T15:30:00Z',
      service: 'limpieza',
      resource: 'luis',
      status: 'cancelled',
      locationId: bogota,
    });
    // Midnight in San José starts the period; the minute before is outside.
    await addAppointment(db(), cr, { start: '2026-11-23T06:00:00Z', status: 'no_show', bookedBy: 'apiKey' });
    await addAppointment(db(), cr, { start: '2026-11-23T05:59:00Z' });

    const res = await cr.api.get(
      `/api/reports/export.csv?${range('2026-11-23T00:00:00-06:00', '2026-11-30T00:00:00-06:00')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="citas-2026-11-23-al-2026-11-29.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(res.body)).toEqual([
      ['Fecha', 'Hora', 'Paciente', 'Teléfono', 'Servicio', 'Profesional', 'Sede', 'Estado', 'Precio', 'Agendada por'],
      ['2026-11-23', '00:00', '', '', 'Consulta', 'Dra. Ana', 'Sede Centro', 'No asistió', '50.5', 'Integración'],
      [
        '2026-11-24',
        '09:00',
        'Pérez, "Ana"',
        '+50688887777',
        'Consulta',
        'Dra. Ana',
        'Sede Centro',
        'Confirmada',
        '50.5',
        'Asistente',
      ],
      ['2026-11-24', '10:30', '', '', 'Limpieza', 'Dr. Luis', 'Sede Norte, Bogotá', 'Cancelada', '80', 'Personal'],
    ]);
  });

  it('refuses a period longer than 400 days', async () => {
    const cr = await reportClinic(t.app, 'America/Costa_Rica', 'Clínica CSV 2');
    const res = await cr.api.get(`/api/reports/export.csv?${range('2020-01-01T00:00:00Z', '2026-01-01T00:00:00Z')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.to).toBe('El periodo no puede superar 400 días');
  });
});
