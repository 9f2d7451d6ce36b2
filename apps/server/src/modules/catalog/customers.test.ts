import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { insertAppointment } from './catalog-fixtures.ts';

let t: TestApp;
let api: ReturnType<typeof asMember>;
let member: Awaited<ReturnType<typeof signUpWithOrg>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-21T15:00:00Z') });
  member = await signUpWithOrg(t.app); // located in America/Costa_Rica
  api = asMember(t.app, member);
});
afterAll(async () => {
  await t.close();
});

describe('customers', () => {
  it('normalises phones to international form, reading local numbers as of the org’s country', async () => {
    const local = await api.post('/api/customers', { name: 'Luis Mora', phone: '8888 7777' });
    expect(local.statusCode).toBe(201);
    expect(local.json()).toMatchObject({ name: 'Luis Mora', phone: '+50688887777' });
    const foreign = await api.post('/api/customers', { name: 'Ana Pérez', phone: '+52 55 1234 5678' });
    expect(foreign.json().phone).toBe('+525512345678');
    const bad = await api.post('/api/customers', { name: 'X', phone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'validation_failed',
      message: 'Datos inválidos',
      fields: { phone: 'Teléfono inválido' },
    });
  });

  it('lets two customers share a phone (families do), and a search by its digits finds both', async () => {
    const mother = await api.post('/api/customers', { name: 'Ana Quirós', phone: '8811 2233' });
    const son = await api.post('/api/customers', { name: 'Tomás Quirós', phone: '+506 8811-2233' });
    expect([mother.statusCode, son.statusCode]).toEqual([201, 201]);
    expect(son.json().phone).toBe(mother.json().phone);
    // What the screens' duplicate-phone warning asks (docs/api.md#catalogue).
    const found = await api.get('/api/customers?q=50688112233');
    expect(
      found
        .json()
        .items.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Ana Quirós', 'Tomás Quirós']);
  });

  it('requires name and phone', async () => {
    const res = await api.post('/api/customers', { name: '', phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Este campo es obligatorio', phone: 'Este campo es obligatorio' });
  });

  it('gets, updates and deletes one customer', async () => {
    const c = (await api.post('/api/customers', { name: 'Carla Díaz', phone: '8777 6666' })).json();
    expect((await api.get(`/api/customers/${c.id}`)).json()).toEqual(c);
    const up = await api.put(`/api/customers/${c.id}`, { name: 'Carla Díaz Soto', phone: '+506 8777 6666' });
    expect(up.json()).toMatchObject({ name: 'Carla Díaz Soto', phone: '+50687776666' });
    expect((await api.del(`/api/customers/${c.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/customers/${c.id}`)).statusCode).toBe(404);
    expect((await api.get('/api/customers/not-a-uuid')).statusCode).toBe(404);
  });

  it('searches by name or phone on the server and pages through 10,000 customers', async () => {
    const org = await signUpWithOrg(t.app, 'Clínica Grande');
    const big = asMember(t.app, org);
    // Bulk insert: 10,000 customers, one of them findable.
    await t.database.db.execute(sql`
      insert into customers (org_id, name, phone)
      select ${org.orgId}::uuid, 'Cliente ' || lpad(g::text, 5, '0'), '+5068' || lpad(g::text, 7, '0')
      from generate_series(1, 10000) g`);
    await big.post('/api/customers', { name: 'Zoila Quesada', phone: '6012 3456' });

    const page = await big.get('/api/customers?limit=50&offset=100');
    expect(page.json().total).toBe(10001);
    expect(page.json().items).toHaveLength(50);
    expect(page.json().items[0].name).toBe('Cliente 00101');

    const byName = await big.get('/api/customers?q=zoila');
    expect(byName.json()).toMatchObject({ total: 1, items: [{ name: 'Zoila Quesada', phone: '+50660123456' }] });
    const byPhone = await big.get('/api/customers?q=6012%203456');
    expect(byPhone.json().items.map((c: { name: string }) => c.name)).toEqual(['Zoila Quesada']);
    // A wildcard typed by a person is a literal character.
    expect((await big.get('/api/customers?q=%25')).json().total).toBe(0);
    expect((await big.get('/api/customers?limit=500')).statusCode).toBe(400);
  });

  it('refuses to delete a customer with a future appointment', async () => {
    const c = (await api.post('/api/customers', { name: 'Pedro', phone: '8666 5555' })).json();
    const s = (await api.post('/api/services', { name: 'Control', durationMin: 30 })).json();
    const r = (await api.post('/api/resources', { name: 'Dr. Luis', locationId: member.locationId })).json();
    await insertAppointment(t.database.db, {
      orgId: member.orgId,
      locationId: member.locationId,
      resourceId: r.id,
      serviceId: s.id,
      customerId: c.id,
      start: new Date('2026-11-24T16:00:00Z'),
    });
    const res = await api.del(`/api/customers/${c.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se puede eliminar: 1 cita futura usa este cliente');
  });
});
