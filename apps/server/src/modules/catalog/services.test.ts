import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { insertAppointment } from './catalog-fixtures.ts';

let t: TestApp;
let api: ReturnType<typeof asMember>;
let member: Awaited<ReturnType<typeof signUpWithOrg>>;
const now = new Date('2026-11-21T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  member = await signUpWithOrg(t.app);
  api = asMember(t.app, member);
});
afterAll(async () => {
  await t.close();
});

describe('services', () => {
  it('creates with defaults, lists, updates and deletes', async () => {
    const created = await api.post('/api/services', { name: 'Limpieza dental', durationMin: 30 });
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({
      name: 'Limpieza dental',
      description: 'Servicio sin descripción',
      durationMin: 30,
      intervalMin: 0,
      price: 0,
      recurring: false,
      orgId: member.orgId,
    });
    expect((await api.get('/api/services')).json().items).toEqual([service]);

    const updated = await api.put(`/api/services/${service.id}`, {
      name: 'Limpieza profunda',
      description: 'Con ultrasonido',
      durationMin: 45,
      intervalMin: 10,
      price: 27500.5,
      recurring: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Limpieza profunda',
      durationMin: 45,
      intervalMin: 10,
      price: 27500.5,
      recurring: true,
    });
    expect((await api.get('/api/services')).json().items[0].recurring).toBe(true);
    expect((await api.get('/api/services')).json().items[0].price).toBe(27500.5);

    expect((await api.del(`/api/services/${service.id}`)).statusCode).toBe(204);
    expect((await api.get('/api/services')).json().items).toEqual([]);
    expect((await api.del(`/api/services/${service.id}`)).statusCode).toBe(404);
    expect((await api.put(`/api/services/${service.id}`, { name: 'X', durationMin: 30 })).statusCode).toBe(404);
  });

  it.each([
    [{ durationMin: 30 }, 'name', 'Invalid input: expected string, received undefined'],
    [{ name: '   ', durationMin: 30 }, 'name', 'Este campo es obligatorio'],
    [{ name: 'X' }, 'durationMin', 'Debe ser un número'],
    [{ name: 'X', durationMin: 0 }, 'durationMin', 'La duración mínima es 1 minuto'],
    [{ name: 'X', durationMin: -15 }, 'durationMin', 'La duración mínima es 1 minuto'],
    [{ name: 'X', durationMin: 12.5 }, 'durationMin', 'Debe ser un número entero'],
    [{ name: 'X', durationMin: '30' }, 'durationMin', 'Debe ser un número'],
    [{ name: 'X', durationMin: 30, intervalMin: -1 }, 'intervalMin', 'El intervalo no puede ser negativo'],
    [{ name: 'X', durationMin: 30, price: -1 }, 'price', 'El precio no puede ser negativo'],
    [{ name: 'X', durationMin: 30, price: 10.555 }, 'price', 'Usa como máximo dos decimales'],
    [{ name: 'X', durationMin: 30, price: '100' }, 'price', 'Debe ser un número'],
    [{ name: 'X', durationMin: 30, price: 1e12 }, 'price', 'El precio es demasiado alto'],
    [{ name: 'X', durationMin: 30, recurring: 'sí' }, 'recurring', 'Debe ser verdadero o falso'],
  ])('refuses %j with a message on %s', async (payload, field, message) => {
    const res = await api.post('/api/services', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    if (field === 'name' && !('name' in payload)) expect(res.json().fields).toHaveProperty('name');
    else expect(res.json().fields[field]).toBe(message);
  });

  it('refuses unknown fields and loses nothing', async () => {
    const res = await api.post('/api/services', { name: 'X', durationMin: 30, cost: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect((await api.get('/api/services')).json().items).toEqual([]);
  });

  it('refuses to delete a service that a future appointment uses, and allows it once only past ones remain', async () => {
    const service = (await api.post('/api/services', { name: 'Consulta', durationMin: 30 })).json();
    const resource = (await api.post('/api/resources', { name: 'Dra. Ana', locationId: member.locationId })).json();
    await insertAppointment(t.database.db, {
      orgId: member.orgId,
      locationId: member.locationId,
      resourceId: resource.id,
      serviceId: service.id,
      start: new Date('2026-11-23T15:00:00Z'),
    });
    const refused = await api.del(`/api/services/${service.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'in_use',
      message: 'No se puede eliminar: 1 cita futura usa este servicio',
    });
    expect((await api.get('/api/services')).json().items.map((s: { id: string }) => s.id)).toContain(service.id);

    const other = (await api.post('/api/services', { name: 'Rayos X', durationMin: 15 })).json();
    await insertAppointment(t.database.db, {
      orgId: member.orgId,
      locationId: member.locationId,
      resourceId: resource.id,
      serviceId: other.id,
      start: new Date('2026-11-20T15:00:00Z'),
    });
    // Only a past appointment: the service leaves the list, the appointment keeps its service.
    expect((await api.del(`/api/services/${other.id}`)).statusCode).toBe(204);
  });
});
