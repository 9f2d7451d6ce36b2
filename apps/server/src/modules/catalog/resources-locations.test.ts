import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { insertAppointment } from './catalog-fixtures.ts';

let t: TestApp;
let api: ReturnType<typeof asMember>;
let member: Awaited<ReturnType<typeof signUpWithOrg>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-21T15:00:00Z') });
  member = await signUpWithOrg(t.app);
  api = asMember(t.app, member);
});
afterAll(async () => {
  await t.close();
});

describe('resources', () => {
  it('creates with defaults and shows the location name', async () => {
    const res = await api.post('/api/resources', { name: 'Dra. Ana', locationId: member.locationId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Dra. Ana',
      locationId: member.locationId,
      locationName: 'San José',
      capacity: 1,
      active: true,
      backgroundColor: '#22c55e',
      textColor: '#ffffff',
    });
    const up = await api.put(`/api/resources/${res.json().id}`, {
      name: 'Dra. Ana Solís',
      locationId: member.locationId,
      capacity: 2,
      active: false,
      backgroundColor: '#0d9488',
      textColor: '#000000',
    });
    expect(up.json()).toMatchObject({ name: 'Dra. Ana Solís', capacity: 2, active: false, backgroundColor: '#0d9488' });
  });

  it.each([
    [{ name: 'X', locationId: undefined }, 'locationId'],
    [{ name: '', locationId: '00000000-0000-4000-8000-000000000000' }, 'name'],
    [{ name: 'X', locationId: 'nope' }, 'locationId'],
    [{ name: 'X', capacity: 0 }, 'capacity'],
    [{ name: 'X', backgroundColor: 'red' }, 'backgroundColor'],
    [{ name: 'X', active: 'yes' }, 'active'],
  ])('refuses %j naming %s', async (payload, field) => {
    const res = await api.post('/api/resources', { locationId: member.locationId, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('refuses a location of another organisation as a 400 on locationId, not a database error', async () => {
    const other = await signUpWithOrg(t.app);
    const res = await api.post('/api/resources', { name: 'X', locationId: other.locationId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ locationId: 'Elige una ubicación válida' });
  });

  it('refuses to delete a resource with a future appointment; deleting takes its blocks along', async () => {
    const r = (await api.post('/api/resources', { name: 'Dr. Pablo', locationId: member.locationId })).json();
    const s = (await api.post('/api/services', { name: 'Consulta', durationMin: 30 })).json();
    await insertAppointment(t.database.db, {
      orgId: member.orgId,
      locationId: member.locationId,
      resourceId: r.id,
      serviceId: s.id,
      start: new Date('2026-11-25T15:00:00Z'),
      minutes: 60,
    });
    const res = await api.del(`/api/resources/${r.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'in_use', message: 'No se puede eliminar: 1 cita futura usa este recurso' });

    const free = (await api.post('/api/resources', { name: 'Sala 2', locationId: member.locationId })).json();
    await api.post('/api/blocks', { resourceId: free.id, startTime: '12:00', endTime: '13:00', reason: 'Limpieza' });
    expect((await api.del(`/api/resources/${free.id}`)).statusCode).toBe(204);
    const blocks = (await api.get('/api/blocks')).json().items as { resourceId: string }[];
    expect(blocks.filter((b) => b.resourceId === free.id)).toEqual([]);
  });
});

describe('locations', () => {
  it('creates, lists in creation order, renames and re-zones', async () => {
    const res = await api.post('/api/locations', { name: 'Escazú', tz: 'America/Costa_Rica' });
    expect(res.statusCode).toBe(201);
    const list = (await api.get('/api/locations')).json().items;
    expect(list.map((l: { name: string }) => l.name)).toEqual(['San José', 'Escazú']);
    const up = await api.put(`/api/locations/${res.json().id}`, { name: 'Escazú Centro', tz: 'America/Mexico_City' });
    expect(up.json()).toMatchObject({ name: 'Escazú Centro', tz: 'America/Mexico_City' });
    const bad = await api.post('/api/locations', { name: 'X', tz: 'America/Atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ tz: 'Zona horaria inválida' });
  });

  it('refuses to delete a location that resources use, or the only one', async () => {
    const org = await signUpWithOrg(t.app);
    const o = asMember(t.app, org);
    await o.post('/api/resources', { name: 'Dra. Eva', locationId: org.locationId });
    const used = await o.del(`/api/locations/${org.locationId}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('No se puede eliminar: 1 recurso usa esta ubicación');

    const lone = await signUpWithOrg(t.app);
    const only = await asMember(t.app, lone).del(`/api/locations/${lone.locationId}`);
    expect(only.statusCode).toBe(409);
    expect(only.json().message).toBe('No se puede eliminar: es la única ubicación de la organización');

    const extra = (await o.post('/api/locations', { name: 'Bodega', tz: 'UTC' })).json();
    expect((await o.del(`/api/locations/${extra.id}`)).statusCode).toBe(204);
  });
});
