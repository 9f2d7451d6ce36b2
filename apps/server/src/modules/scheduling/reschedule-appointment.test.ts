import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from './scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica (UTC-6).
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

const reschedule = (payload: Record<string, unknown>) => c.api.post('/api/scheduling/reschedule', payload);

// A free half hour of its own for each test that needs one (Friday 27 onwards, 08:00–17:30).
let slots = 0;
function freeSlot(): string {
  const n = slots++;
  const minutes = 8 * 60 + (n % 20) * 30;
  const day = 27 + Math.floor(n / 20);
  return at(
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    `2026-11-${day}`,
  );
}

describe('POST /api/scheduling/reschedule', () => {
  it('moves an appointment to another time, resource, length, service, customer and note', async () => {
    const appt = await c.book(at('09:00'), { note: 'Antes' });
    const resource = await c.addResource('Dr. Luis');
    const service = await c.addService('Ortodoncia', 45);
    const customer = (await c.api.post('/api/customers', { name: 'Eva Solís', phone: '+50670001111' })).json();
    const res = await reschedule({
      apptId: appt.id,
      resourceId: resource,
      start: at('10:00', '2026-11-24'),
      durationMin: 45,
      note: 'Después',
      serviceId: service,
      customerId: customer.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      appointment: {
        ...appt,
        start: '2026-11-24T10:00:00-06:00',
        end: '2026-11-24T10:45:00-06:00',
        note: 'Después',
        service: { id: service, name: 'Ortodoncia', durationMin: 45 },
        resource: { id: resource, name: 'Dr. Luis', backgroundColor: '#22c55e', textColor: '#ffffff' },
        customer: { id: customer.id, name: 'Eva Solís', phone: '+50670001111' },
      },
    });
    // The old slot is free again; the new one is taken.
    expect(
      (
        await c.api.post('/api/scheduling/book', {
          serviceId: c.serviceId,
          resourceId: c.resourceId,
          start: at('09:00'),
        })
      ).statusCode,
    ).toBe(201);
    const clash = await c.api.post('/api/scheduling/book', {
      serviceId: c.serviceId,
      resourceId: resource,
      start: at('10:30', '2026-11-24'),
    });
    expect(clash.json().error).toBe('slot_conflict');
  });

  it('keeps note, service and customer when they are not sent', async () => {
    const appt = await c.book(at('11:00'), { note: 'Traer radiografías' });
    const res = await reschedule({ apptId: appt.id, resourceId: c.resourceId, start: at('11:30'), durationMin: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toEqual({ ...appt, start: at('11:30'), end: at('12:00') });
  });

  it('does not collide with itself when lengthened over its own time', async () => {
    const appt = await c.book(at('13:00'));
    const res = await reschedule({ apptId: appt.id, resourceId: c.resourceId, start: at('13:00'), durationMin: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment.end).toBe(at('14:00'));
  });

  it('keeps a present length below a service minimum that grew since', async () => {
    const service = await c.addService('Revisión', 30);
    const appt = await c.book(at('15:00'), { serviceId: service });
    const put = await c.api.put(`/api/services/${service}`, { name: 'Revisión', durationMin: 60 });
    expect(put.statusCode).toBe(200);
    const moved = await reschedule({ apptId: appt.id, resourceId: c.resourceId, start: at('15:30'), durationMin: 30 });
    expect(moved.statusCode).toBe(200);
    const shorter = await reschedule({
      apptId: appt.id,
      resourceId: c.resourceId,
      start: at('15:30'),
      durationMin: 15,
    });
    expect(shorter.json()).toEqual({ error: 'duration_too_short', message: 'Duración demasiado corta' });
  });

  describe('refusals: code, status and Spanish text; nothing changes', () => {
    let appt: { id: string };
    let inactive: string;
    beforeAll(async () => {
      appt = await c.book(at('09:00', '2026-11-25'));
      await c.book(at('10:00', '2026-11-25'));
      inactive = await c.addResource('Dr. Inactivo', { active: false });
      const block = await c.api.post('/api/blocks', {
        resourceId: c.resourceId,
        start: at('12:00', '2026-11-25'),
        end: at('13:00', '2026-11-25'),
        reason: 'Capacitación',
      });
      expect(block.statusCode).toBe(201);
    });

    it.each([
      [
        'to the past',
        { start: at('09:00', '2026-11-20') },
        422,
        'cannot_reschedule_to_past',
        'No se puede reprogramar a una fecha en el pasado',
      ],
      [
        'onto another appointment',
        { start: at('09:30', '2026-11-25'), durationMin: 60 },
        409,
        'slot_conflict',
        'Conflicto de horario',
      ],
      ['onto a block', { start: at('12:30', '2026-11-25') }, 409, 'block_conflict', 'Conflicto con bloqueo de tiempo'],
      ['shorter than the service', { durationMin: 15 }, 422, 'duration_too_short', 'Duración demasiado corta'],
      [
        'longer than the largest allowed duration',
        { durationMin: 90 },
        422,
        'duration_too_long',
        'Duración mayor a la máxima permitida',
      ],
      [
        'outside working hours',
        { start: at('18:00', '2026-11-25') },
        422,
        'outside_working_hours',
        'Fuera del horario de trabajo',
      ],
      [
        'off the grid',
        { start: at('09:10', '2026-11-25') },
        422,
        'misaligned_start',
        'La hora de inicio no coincide con el intervalo de la agenda',
      ],
      [
        'to an inactive resource',
        { resourceId: 'inactive' },
        422,
        'resource_inactive',
        'El recurso seleccionado se encuentra inactivo',
      ],
    ])('refuses a move %s', async (_, change, status, error, message) => {
      // A conflict also says what it collides with (docs/api.md#conflicts), in the location's zone.
      const named: Record<string, object> = {
        slot_conflict: {
          detail: 'Choca con Ana Rojas, 10:00–10:30',
          conflict: {
            kind: 'appointment',
            appointmentId: expect.any(String),
            start: '2026-11-25T16:00:00.000Z',
            end: '2026-11-25T16:30:00.000Z',
            tz: 'America/Costa_Rica',
            customerName: 'Ana Rojas',
          },
        },
        block_conflict: {
          detail: 'Choca con el bloqueo «Capacitación», 12:00–13:00',
          conflict: {
            kind: 'block',
            start: '2026-11-25T18:00:00.000Z',
            end: '2026-11-25T19:00:00.000Z',
            tz: 'America/Costa_Rica',
            reason: 'Capacitación',
          },
        },
      };
      const body: Record<string, unknown> = {
        apptId: appt.id,
        resourceId: c.resourceId,
        start: at('11:00', '2026-11-25'),
        durationMin: 30,
        ...change,
      };
      if (body.resourceId === 'inactive') body.resourceId = inactive;
      const res = await reschedule(body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error, message, ...named[error] });
      const read = await c.api.get(`/api/appointments/${appt.id}`);
      expect(read.json()).toMatchObject({ start: at('09:00', '2026-11-25'), end: at('09:30', '2026-11-25') });
    });
  });

  it.each(['cancel', 'no-show'])('refuses to move an appointment after %s (409 appointment_closed)', async (verb) => {
    // Starts right now, so that it may be marked as not attended.
    const resource = await c.addResource(`Dr. ${verb}`);
    const appt = await c.book(at('09:00', '2026-11-21'), { resourceId: resource });
    expect((await c.api.post(`/api/scheduling/${verb}`, { apptId: appt.id })).statusCode).toBe(200);
    const res = await reschedule({ apptId: appt.id, resourceId: resource, start: at('16:00'), durationMin: 30 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'appointment_closed',
      message: 'La cita ya fue cancelada o marcada como no asistida',
    });
  });

  it.each([
    ['apptId', () => 'appt', 'Cita no encontrada'],
    ['resourceId', () => other.resourceId, 'Recurso no encontrado'],
    ['serviceId', () => other.serviceId, 'Servicio no encontrado'],
    ['customerId', () => other.customerId, 'Cliente no encontrado'],
  ])('404 when %s belongs to another organisation', async (field, id, message) => {
    const mine = await c.book(freeSlot());
    const theirs = await other.book(freeSlot());
    const body: Record<string, unknown> = {
      apptId: mine.id,
      resourceId: c.resourceId,
      start: freeSlot(),
      durationMin: 30,
    };
    body[field] = field === 'apptId' ? theirs.id : id();
    const res = await reschedule(body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message });
    // The other organisation's appointment is untouched.
    expect((await other.api.get(`/api/appointments/${theirs.id}`)).json()).toEqual(theirs);
  });

  it.each([
    ['an unknown field', { extra: 1 }],
    ['a missing duration', { durationMin: undefined }],
    ['a start without a zone', { start: '2026-11-23T10:00' }],
  ])('400 for %s', async (_, change) => {
    const appt = await c.book(freeSlot());
    const res = await reschedule({
      apptId: appt.id,
      resourceId: c.resourceId,
      start: freeSlot(),
      durationMin: 30,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', message: 'Datos inválidos' });
  });
});
