import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from './scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica (UTC-6, no DST); Monday 2026-11-23 is ahead.
const now = new Date('2026-11-21T15:00:00Z');

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

const book = (payload: Record<string, unknown>) =>
  c.api.post('/api/scheduling/book', { serviceId: c.serviceId, resourceId: c.resourceId, ...payload });

async function countAppointments(orgId: string): Promise<number> {
  const { rows } = await t.database.db.execute(
    sql`select count(*)::int as n from appointments where org_id = ${orgId}`,
  );
  return Number(rows[0]?.n);
}

describe('POST /api/scheduling/book', () => {
  it('records who booked: the staff member, or an integration by its API key', async () => {
    const byStaff = await book({ start: at('15:00') });
    const created = await c.api.post(`/api/orgs/${c.member.orgId}/api-keys`, { name: 'integracion' });
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api/scheduling/book',
      headers: { authorization: `Bearer ${created.json().key}` },
      payload: { serviceId: c.serviceId, resourceId: c.resourceId, start: at('15:30') },
    });
    expect([byStaff.statusCode, byKey.statusCode]).toEqual([201, 201]);
    const { rows } = await t.database.db.execute(sql`select id, booked_by, booked_by_user_id from appointments
      where id in (${byStaff.json().appointment.id}, ${byKey.json().appointment.id})`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(byStaff.json().appointment.id)).toMatchObject({
      booked_by: 'staff',
      booked_by_user_id: expect.any(String),
    });
    expect(byId.get(byKey.json().appointment.id)).toMatchObject({ booked_by: 'apiKey', booked_by_user_id: null });
    // The wire says it too (the agenda's details show it).
    expect([byStaff.json().appointment.bookedBy, byKey.json().appointment.bookedBy]).toEqual(['staff', 'apiKey']);
  });

  it('books a pending appointment with the service length and answers it on the wire', async () => {
    const res = await book({ start: at('09:00'), customerId: c.customerId, note: 'Primera visita' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      appointment: {
        id: expect.any(String),
        start: '2026-11-23T09:00:00-06:00',
        end: '2026-11-23T09:30:00-06:00',
        status: 'pending',
        note: 'Primera visita',
        service: { id: c.serviceId, name: 'Consulta', durationMin: 30 },
        resource: { id: c.resourceId, name: 'Dra. Ana', backgroundColor: '#22c55e', textColor: '#ffffff' },
        customer: { id: c.customerId, name: 'Ana Rojas', phone: '+50688887777' },
        locationId: c.locationId,
        // Booked by a member of staff in the panel (an API key's would say 'apiKey').
        bookedBy: 'staff',
      },
    });
    const read = await c.api.get(`/api/appointments/${res.json().appointment.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(res.json().appointment);
  });

  it('accepts the start with any offset or Z, and a longer duration', async () => {
    const res = await book({ start: '2026-11-23T16:00:00Z', durationMin: 60 });
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment).toMatchObject({
      start: '2026-11-23T10:00:00-06:00',
      end: '2026-11-23T11:00:00-06:00',
      customer: null,
      note: '',
    });
  });

  it('creates a customer from name and phone (read as local to the zone), then reuses it by phone', async () => {
    const first = await book({ start: at('11:00'), customer: { name: 'Luis Mora', phone: '8701 2345' } });
    expect(first.statusCode).toBe(201);
    const customer = first.json().appointment.customer;
    expect(customer).toEqual({ id: expect.any(String), name: 'Luis Mora', phone: '+50687012345' });

    const again = await book({ start: at('11:30'), customer: { name: 'Luis', phone: '+506 8701-2345' } });
    expect(again.statusCode).toBe(201);
    expect(again.json().appointment.customer).toEqual(customer);
    const list = await c.api.get('/api/customers?q=Luis');
    expect(list.json().items).toHaveLength(1);
  });

  it('refuses an invalid phone for a new customer and creates nothing', async () => {
    const before = await countAppointments(c.member.orgId);
    const res = await book({ start: at('12:00'), customer: { name: 'X', phone: '12' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation_failed',
      message: 'Datos inválidos',
      fields: { 'customer.phone': 'Teléfono inválido' },
    });
    expect(await countAppointments(c.member.orgId)).toBe(before);
  });

  it('POST /api/appointments creates with the same rules and answer', async () => {
    const res = await c.api.post('/api/appointments', {
      serviceId: c.serviceId,
      resourceId: c.resourceId,
      start: at('14:00'),
      customerId: c.customerId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, appointment: { start: at('14:00'), status: 'pending' } });
    const clash = await c.api.post('/api/appointments', {
      serviceId: c.serviceId,
      resourceId: c.resourceId,
      start: at('14:00'),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'slot_conflict', message: 'Conflicto de horario' });
  });
});

describe('placement rules: code, status and Spanish text', () => {
  let inactive: string;
  let longService: string;
  beforeAll(async () => {
    inactive = await c.addResource('Dr. Inactivo', { active: false });
    longService = await c.addService('Limpieza profunda', 60);
    await book({ start: at('15:00', '2026-11-24') });
    const block = await c.api.post('/api/blocks', {
      resourceId: c.resourceId,
      start: at('12:00', '2026-11-24'),
      end: at('13:00', '2026-11-24'),
      reason: 'Capacitación',
    });
    expect(block.statusCode).toBe(201);
    const daily = await c.api.post('/api/blocks', {
      resourceId: null,
      startTime: '13:00',
      endTime: '14:00',
      reason: 'Almuerzo',
    });
    expect(daily.statusCode).toBe(201);
  });

  it.each([
    [
      'in the past',
      { start: at('08:00', '2026-11-20') },
      422,
      'cannot_reschedule_to_past',
      'No se puede reprogramar a una fecha en el pasado',
    ],
    [
      'earlier today',
      { start: at('08:30', '2026-11-21') },
      422,
      'cannot_reschedule_to_past',
      'No se puede reprogramar a una fecha en el pasado',
    ],
    [
      'over a live appointment',
      { start: at('14:30', '2026-11-24'), serviceId: 'long' },
      409,
      'slot_conflict',
      'Conflicto de horario',
    ],
    [
      'on a one-off block',
      { start: at('12:30', '2026-11-24') },
      409,
      'block_conflict',
      'Conflicto con bloqueo de tiempo',
    ],
    [
      'on a daily block of the whole organisation',
      { start: at('13:00', '2026-11-25') },
      409,
      'block_conflict',
      'Conflicto con bloqueo de tiempo',
    ],
    [
      'shorter than the service',
      { start: at('09:00', '2026-11-25'), durationMin: 15 },
      422,
      'duration_too_short',
      'Duración demasiado corta',
    ],
    [
      'before opening',
      { start: at('07:30', '2026-11-25') },
      422,
      'outside_working_hours',
      'Fuera del horario de trabajo',
    ],
    [
      'ending after closing',
      { start: at('17:30', '2026-11-25'), durationMin: 60 },
      422,
      'outside_working_hours',
      'Fuera del horario de trabajo',
    ],
    [
      'off the increment grid',
      { start: at('09:15', '2026-11-25') },
      422,
      'misaligned_start',
      'La hora de inicio no coincide con el intervalo de la agenda',
    ],
    [
      'off the minute',
      { start: '2026-11-25T09:00:30-06:00' },
      422,
      'misaligned_start',
      'La hora de inicio no coincide con el intervalo de la agenda',
    ],
    [
      'with an inactive resource',
      { start: at('09:00', '2026-11-25'), resourceId: 'inactive' },
      422,
      'resource_inactive',
      'El recurso seleccionado se encuentra inactivo',
    ],
  ])('refuses a booking %s', async (_, payload, status, error, message) => {
    const details: Record<string, string> = {
      // Booked without a customer: no name to give.
      'over a live appointment': 'Choca con otra cita, 15:00–15:30',
      'on a one-off block': 'Choca con el bloqueo «Capacitación», 12:00–13:00',
      'on a daily block of the whole organisation': 'Choca con el bloqueo «Almuerzo», 13:00–14:00',
    };
    const before = await countAppointments(c.member.orgId);
    const body: Record<string, unknown> = { ...payload };
    if (body.serviceId === 'long') body.serviceId = longService;
    if (body.resourceId === 'inactive') body.resourceId = inactive;
    const res = await book(body);
    expect(res.statusCode).toBe(status);
    // A conflict also says what it collides with (docs/api.md#conflicts); other refusals do not.
    const { detail, conflict, ...rest } = res.json();
    expect(rest).toEqual({ error, message });
    expect(detail).toBe(details[_]);
    expect(conflict === undefined).toBe(details[_] === undefined);
    expect(await countAppointments(c.member.orgId)).toBe(before);
  });

  it('lets a booking end exactly where a block or another appointment starts', async () => {
    expect((await book({ start: at('11:30', '2026-11-24') })).statusCode).toBe(201);
    expect((await book({ start: at('14:30', '2026-11-24') })).statusCode).toBe(201);
  });

  it('frees the slot of a cancelled appointment', async () => {
    const appt = await c.book(at('16:00', '2026-11-26'));
    expect((await book({ start: at('16:00', '2026-11-26') })).statusCode).toBe(409);
    expect((await c.api.post('/api/scheduling/cancel', { apptId: appt.id })).statusCode).toBe(200);
    expect((await book({ start: at('16:00', '2026-11-26') })).statusCode).toBe(201);
  });
});

describe('ids of another organisation, or of nothing, are not found', () => {
  it.each([
    ['serviceId', () => other.serviceId, 'Servicio no encontrado'],
    ['resourceId', () => other.resourceId, 'Recurso no encontrado'],
    ['customerId', () => other.customerId, 'Cliente no encontrado'],
    ['serviceId', () => '00000000-0000-4000-8000-000000000000', 'Servicio no encontrado'],
  ])('404 for a foreign or unknown %s', async (field, id, message) => {
    const res = await book({ start: at('10:00', '2026-11-27'), [field]: id() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message });
  });

  it('404 for an archived resource or service', async () => {
    const resource = await c.addResource('Dr. Saliente');
    expect((await c.api.del(`/api/resources/${resource}`)).statusCode).toBe(204);
    const res = await book({ start: at('10:00', '2026-11-27'), resourceId: resource });
    expect(res.statusCode).toBe(404);
  });
});

describe('strict bodies (400 validation_failed)', () => {
  it.each([
    ['an unknown field', { start: at('10:00', '2026-11-27'), price: 10 }, 'body'],
    ['a start without a zone', { start: '2026-11-27T10:00:00' }, 'start'],
    ['a start that is not a date', { start: 'mañana' }, 'start'],
    ['a duration that is not whole', { start: at('10:00', '2026-11-27'), durationMin: 30.5 }, 'durationMin'],
    ['a serviceId that is not a UUID', { start: at('10:00', '2026-11-27'), serviceId: 'abc' }, 'serviceId'],
    [
      'an unknown field of customer',
      { start: at('10:00', '2026-11-27'), customer: { name: 'A', phone: '88887777', age: 3 } },
      'customer',
    ],
  ])('refuses %s', async (_, payload, field) => {
    const res = await book(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().message).toBe('Datos inválidos');
    expect(Object.keys(res.json().fields ?? {}).join(' ')).toContain(field);
  });

  it('refuses both customerId and customer', async () => {
    const res = await book({
      start: at('10:00', '2026-11-27'),
      customerId: c.customerId,
      customer: { name: 'A', phone: '88887777' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ customer: 'Indica customerId o customer, no ambos' });
  });

  it('refuses a missing body field with its name', async () => {
    const res = await c.api.post('/api/scheduling/book', { serviceId: c.serviceId, start: at('10:00', '2026-11-27') });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('resourceId');
  });
});
