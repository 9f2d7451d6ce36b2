import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

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

describe('the waitlist', () => {
  it('adds a patient with days, hours and a professional, lists them and removes them', async () => {
    const added = await c.api.post('/api/waitlist', {
      customerId: c.customerId,
      serviceId: c.serviceId,
      resourceId: c.resourceId,
      days: [4, 2, 2],
      from: '14:00',
      to: '19:00',
      until: '2026-12-31',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      customer: { id: c.customerId, name: 'Ana Rojas' },
      service: { id: c.serviceId, name: 'Consulta' },
      resource: { id: c.resourceId, name: 'Dra. Ana' },
      days: [2, 4],
      from: '14:00',
      to: '19:00',
      until: '2026-12-31',
      source: 'staff',
    });
    const anyone = await c.api.post('/api/waitlist', {
      customerId: c.customerId,
      serviceId: c.serviceId,
      until: '2026-12-15',
    });
    expect(anyone.json()).toMatchObject({ resource: null, days: [], from: null, to: null });

    const list = await c.api.get('/api/waitlist');
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([added.json().id, anyone.json().id]);
    // Another organisation sees none of it and cannot remove it.
    expect((await other.api.get('/api/waitlist')).json().items).toEqual([]);
    expect((await other.api.del(`/api/waitlist/${added.json().id}`)).statusCode).toBe(404);

    expect((await c.api.del(`/api/waitlist/${added.json().id}`)).statusCode).toBe(204);
    expect((await c.api.del(`/api/waitlist/${added.json().id}`)).statusCode).toBe(404);
    expect((await c.api.get('/api/waitlist')).json().items.map((i: { id: string }) => i.id)).toEqual([
      anyone.json().id,
    ]);
  });

  it("lists one patient's entries for the patient page (?customerId=)", async () => {
    const luis = (await c.api.post('/api/customers', { name: 'Luis Mora', phone: '+50688880001' })).json().id as string;
    const hers = await c.api.post('/api/waitlist', {
      customerId: c.customerId,
      serviceId: c.serviceId,
      until: '2026-12-20',
    });
    const his = await c.api.post('/api/waitlist', { customerId: luis, serviceId: c.serviceId, until: '2026-12-20' });
    expect(his.statusCode, his.body).toBe(201);
    const only = await c.api.get(`/api/waitlist?customerId=${luis}`);
    expect(only.statusCode).toBe(200);
    expect(only.json().items.map((i: { id: string }) => i.id)).toEqual([his.json().id]);
    const all = (await c.api.get('/api/waitlist')).json().items.map((i: { id: string }) => i.id);
    expect(all).toEqual(expect.arrayContaining([hers.json().id, his.json().id]));
    expect((await c.api.get('/api/waitlist?customerId=nope')).statusCode).toBe(400);
  });

  it('refuses bad input with Spanish field texts and foreign ids with 404', async () => {
    const bad = await c.api.post('/api/waitlist', {
      customerId: c.customerId,
      serviceId: c.serviceId,
      days: [0, 8],
      from: '19:00',
      to: '14:00',
      until: '31/12/2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation_failed',
      fields: { 'days.0': 'Días de 1 (lunes) a 7 (domingo)', until: 'Fecha inválida: usa AAAA-MM-DD' },
    });
    const order = await c.api.post('/api/waitlist', {
      customerId: c.customerId,
      serviceId: c.serviceId,
      from: '19:00',
      to: '14:00',
      until: '2026-12-31',
    });
    expect(order.json()).toMatchObject({ fields: { to: 'La hora final debe ser posterior a la inicial' } });
    const foreign = await c.api.post('/api/waitlist', {
      customerId: other.customerId,
      serviceId: c.serviceId,
      until: '2026-12-31',
    });
    expect(foreign.statusCode).toBe(404);
    const foreignResource = await c.api.post('/api/waitlist', {
      customerId: c.customerId,
      serviceId: c.serviceId,
      resourceId: other.resourceId,
      until: '2026-12-31',
    });
    expect(foreignResource.statusCode).toBe(404);
  });
});
