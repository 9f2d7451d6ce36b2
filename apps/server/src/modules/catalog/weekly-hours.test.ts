// Opening hours per weekday on the wire and in the scheduling API (docs/api.md#config, docs/product.md#opening-hours).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica; Sunday is the 22nd, Monday the 23rd.
const now = new Date('2026-11-21T15:00:00Z');
const split = [
  { open: '08:00', close: '12:00' },
  { open: '14:00', close: '18:00' },
];
/** Monday–Friday split, Saturday 08:00–12:00, Sunday closed. */
const clinicWeek = [split, split, split, split, split, [{ open: '08:00', close: '12:00' }], []];

let t: TestApp;
let c: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  c = await setUpClinic(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('config on the wire', () => {
  it('answers weeklyHours spelled out for the old form, which keeps working in and out', async () => {
    const everyDay = Array.from({ length: 7 }, () => [{ open: '08:00', close: '18:00' }]);
    expect((await c.api.get('/api/config')).json()).toMatchObject({
      openTime: '08:00',
      closeTime: '18:00',
      weeklyHours: everyDay,
    });
    const old = await c.api.post('/api/config', { openTime: '09:00', closeTime: '17:00' });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({
      openTime: '09:00',
      closeTime: '17:00',
      weeklyHours: Array.from({ length: 7 }, () => [{ open: '09:00', close: '17:00' }]),
    });
  });

  it('keeps the new form, with openTime/closeTime as the span of the week, and the old form replaces it', async () => {
    const res = await c.api.post('/api/config', { weeklyHours: clinicWeek, openTime: '10:00', closeTime: '11:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openTime: '08:00', closeTime: '18:00', weeklyHours: clinicWeek });
    expect((await c.api.get('/api/config')).json()).toMatchObject({
      openTime: '08:00',
      closeTime: '18:00',
      weeklyHours: clinicWeek,
    });
    // A client that only knows one range sends it alone: that range then holds every day.
    await c.api.post('/api/config', { openTime: '07:00', closeTime: '19:00' });
    expect((await c.api.get('/api/config')).json().weeklyHours).toEqual(
      Array.from({ length: 7 }, () => [{ open: '07:00', close: '19:00' }]),
    );
  });

  it.each([
    [
      [[{ open: '12:00', close: '08:00' }], [], [], [], [], [], []],
      'weeklyHours.0.0',
      'Lunes: el cierre debe ser posterior a la apertura',
    ],
    [
      [
        [],
        [
          { open: '08:00', close: '12:00' },
          { open: '11:00', close: '13:00' },
        ],
        [],
        [],
        [],
        [],
        [],
      ],
      'weeklyHours.1.1',
      'Martes: el segundo horario debe empezar después de que termine el primero',
    ],
    [
      [[{ open: '08:10', close: '12:00' }], [], [], [], [], [], []],
      'weeklyHours.0.0',
      'Lunes: las horas deben ir en intervalos de 30 minutos',
    ],
    [[[], [], [], [], [], [], []], 'weeklyHours', 'Abre al menos un día de la semana'],
    [[split], 'weeklyHours', 'El horario semanal debe tener siete días, de lunes a domingo'],
    [
      [
        [
          { open: '08:00', close: '09:00' },
          { open: '10:00', close: '11:00' },
          { open: '12:00', close: '13:00' },
        ],
        [],
        [],
        [],
        [],
        [],
        [],
      ],
      'weeklyHours.0',
      'Como máximo dos horarios por día',
    ],
    [[[{ open: '8', close: '12:00' }], [], [], [], [], [], []], 'weeklyHours.0.0.open', 'Hora inválida (HH:MM)'],
  ])('refuses %j with a Spanish message and keeps the stored hours', async (weeklyHours, field, message) => {
    const before = (await c.api.get('/api/config')).json();
    const res = await c.api.post('/api/config', { weeklyHours });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', fields: { [field]: message } });
    expect((await c.api.get('/api/config')).json()).toEqual(before);
  });
});

describe('scheduling with weekly hours', () => {
  let clinic: Clinic;
  beforeAll(async () => {
    clinic = await setUpClinic(t.app, { name: 'Clínica Semana' });
    expect((await clinic.api.post('/api/config', { weeklyHours: clinicWeek })).statusCode).toBe(200);
  });

  const availability = (from: string, days: number) =>
    clinic.api.post('/api/scheduling/availability', {
      serviceId: clinic.serviceId,
      from,
      days,
      limit: 20,
    });

  it('offers nothing on Sunday and nothing in the lunch break', async () => {
    const sunday = await availability(at('00:00', '2026-11-22'), 1);
    expect(sunday.statusCode).toBe(200);
    expect(sunday.json().slots).toEqual([]);
    const monday = (await availability(at('00:00', '2026-11-23'), 1)).json().slots as { start: string }[];
    const times = monday.map((s) => s.start.slice(11, 16));
    expect(times).toContain('11:30');
    expect(times).toContain('14:00');
    expect(times.filter((x) => x >= '12:00' && x < '14:00')).toEqual([]);
  });

  it('refuses to book or move onto a closed day or into the break, with outside_working_hours', async () => {
    const book = (start: string) =>
      clinic.api.post('/api/scheduling/book', {
        serviceId: clinic.serviceId,
        resourceId: clinic.resourceId,
        customerId: clinic.customerId,
        start,
      });
    const sunday = await book(at('09:00', '2026-11-22'));
    expect(sunday.statusCode).toBe(422);
    expect(sunday.json()).toMatchObject({ error: 'outside_working_hours', message: 'Fuera del horario de trabajo' });
    expect((await book(at('12:30'))).json().error).toBe('outside_working_hours');
    expect((await book(at('12:00', '2026-11-28'))).json().error).toBe('outside_working_hours');

    const appt = await clinic.book(at('11:30', '2026-11-28'));
    const moved = await clinic.api.post('/api/scheduling/reschedule', {
      apptId: appt.id,
      start: at('10:00', '2026-11-29'),
      resourceId: clinic.resourceId,
      durationMin: 30,
    });
    expect(moved.json().error).toBe('outside_working_hours');
  });
});
