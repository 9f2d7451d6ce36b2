/**
 * Privacy (docs/privacy.md): consent recorded per purpose, one patient's export holding exactly
 * their rows, erasure that leaves nothing of the patient outside the held copy while reports keep
 * their counts, the country's defaults and rights requests with their deadline.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

// Saturday 2026-11-21, 09:00 in Costa Rica; moved on once the appointments are booked.
let clock = new Date('2026-11-21T15:00:00Z');
let t: TestApp;
let c: Clinic;
let other: Clinic;
let beto: string;

const idle = () => t.app.channel.idle();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await setUpClinic(t.app);
  other = await setUpClinic(t.app, { name: 'Otra Clínica' });
  // The other clinic's patient must not share Ana's name or number: the erasure test looks for them in every table.
  await other.api.put(`/api/customers/${other.customerId}`, { name: 'Eva Solís', phone: '+50661112222' });
  beto = (
    await c.api.post('/api/customers', { name: 'Beto Vargas', phone: '+50677776666', notes: 'Alergia a X' })
  ).json().id;
  await c.book('2026-11-23T09:00:00-06:00', { note: 'Ana prefiere mañanas' });
  await c.book('2026-11-23T10:00:00-06:00', { customerId: beto });
  // Both write on WhatsApp (the sandbox takes the same pipeline): each gets a conversation.
  for (const [from, text] of [
    ['+50688887777', 'Hola, soy Ana Rojas'],
    ['+50677776666', 'Hola, soy Beto'],
  ]) {
    expect((await c.api.post('/api/channel/sandbox/inbound', { from, text })).statusCode).toBe(202);
  }
  await idle();
  clock = new Date('2026-12-01T15:00:00Z');
});
afterAll(async () => {
  await t.close();
});

describe('consent', () => {
  it('records consent events per purpose and answers the current state, newest first', async () => {
    const granted = await c.api.post(`/api/customers/${c.customerId}/consents`, {
      purpose: 'marketing',
      granted: true,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    clock = new Date(clock.getTime() + 60_000);
    await c.api.post(`/api/customers/${c.customerId}/consents`, {
      purpose: 'marketing',
      granted: false,
      via: 'chat',
      wording: 'No quiero promociones',
    });
    clock = new Date(clock.getTime() + 60_000);
    await c.api.post(`/api/customers/${c.customerId}/consents`, { purpose: 'service', granted: true });
    const res = await c.api.get(`/api/customers/${c.customerId}/consents`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.current).toEqual({ service: true, marketing: false, processing: null });
    expect(body.items[0]).toMatchObject({ purpose: 'service', granted: true });
    expect(body.items[1]).toMatchObject({
      purpose: 'marketing',
      granted: false,
      via: 'chat',
      wording: 'No quiero promociones',
    });
    expect(body.items[2]).toMatchObject({
      purpose: 'marketing',
      granted: true,
      via: 'reception',
      wording: 'Acepto recibir por WhatsApp promociones y campañas de la clínica.',
    });
  });

  it('refuses a bad purpose with a Spanish message, and another organisation’s patient', async () => {
    const bad = await c.api.post(`/api/customers/${c.customerId}/consents`, { purpose: 'spam', granted: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ purpose: 'Finalidad inválida' });
    expect((await other.api.get(`/api/customers/${c.customerId}/consents`)).statusCode).toBe(404);
    expect(
      (await other.api.post(`/api/customers/${c.customerId}/consents`, { purpose: 'service', granted: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe('export of one patient', () => {
  it('holds exactly that patient’s profile, appointments, messages and consents', async () => {
    await c.api.post(`/api/customers/${beto}/consents`, { purpose: 'processing', granted: true });
    const res = await c.api.get(`/api/customers/${c.customerId}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const body = res.json();
    expect(body.profile).toMatchObject({ id: c.customerId, name: 'Ana Rojas', phone: '+50688887777' });
    expect(body.appointments).toHaveLength(1);
    expect(body.appointments[0]).toMatchObject({
      service: 'Consulta',
      professional: 'Dra. Ana',
      note: 'Ana prefiere mañanas',
    });
    expect(body.messages.some((m: { body: string }) => m.body === 'Hola, soy Ana Rojas')).toBe(true);
    expect(body.consents.map((e: { purpose: string }) => e.purpose).sort()).toEqual([
      'marketing',
      'marketing',
      'service',
    ]);
    // Nothing of the other patient.
    expect(res.body).not.toContain('Beto');
    expect(res.body).not.toContain('77776666');
    expect(res.body).not.toContain(beto);
    expect(res.body).not.toContain('Alergia');
  });

  it('is not another organisation’s to read', async () => {
    expect((await other.api.get(`/api/customers/${c.customerId}/export`)).statusCode).toBe(404);
  });
});

describe('rights requests and the country', () => {
  it('takes Costa Rica from the first location, and counts 5 business days', async () => {
    const settings = (await c.api.get('/api/privacy')).json();
    expect(settings).toMatchObject({ country: 'CR', chosen: null, fromLocation: 'CR', countryName: 'Costa Rica' });
    expect(settings.deadlines.access.text).toBe('5 días hábiles');
    expect(settings.notice).toContain('## Sus derechos y cómo ejercerlos');
    const created = await c.api.post('/api/rights-requests', {
      customerId: c.customerId,
      kind: 'access',
      receivedOn: '2026-12-04',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'access',
      receivedOn: '2026-12-04',
      dueOn: '2026-12-11',
      status: 'open',
    });
  });

  it('follows the country the clinic chooses', async () => {
    const put = await other.api.put('/api/privacy', { country: 'CO', notice: { clinicName: 'Clínica Norte' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ country: 'CO', chosen: 'CO', fromLocation: 'CR' });
    expect(put.json().notice).toContain('# Aviso de privacidad de Clínica Norte');
    const req = await other.api.post('/api/rights-requests', {
      customerId: other.customerId,
      kind: 'erasure',
      receivedOn: '2026-12-04',
    });
    expect(req.json().dueOn).toBe('2026-12-29');
    const list = (await other.api.get('/api/rights-requests')).json().items;
    expect(list).toHaveLength(1);
    const done = await other.api.post(`/api/rights-requests/${list[0].id}/done`, {});
    expect(done.json().status).toBe('done');
  });
});

describe('erasure', () => {
  it('refuses while the patient has future appointments', async () => {
    const soon = await c.api.post('/api/customers', { name: 'Con Cita', phone: '+50670001111' });
    await c.book('2026-12-07T09:00:00-06:00', { customerId: soon.json().id });
    const res = await c.api.post(`/api/customers/${soon.json().id}/erase`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se puede eliminar: 1 cita futura usa a este paciente');
  });

  it('leaves nothing of the patient but the held copy; reports keep their counts; the number starts a new lead', async () => {
    const range = 'from=2026-11-01&to=2026-11-30';
    const before = (await c.api.get(`/api/reports/summary?${range}`)).json().totals;
    const res = await c.api.post(`/api/customers/${c.customerId}/erase`, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.held).toEqual([expect.objectContaining({ kind: 'appointments', count: 1, deleteAfter: '2031-11-23' })]);
    expect(body.erased).toEqual(expect.arrayContaining(['conversations: 1', 'profile: name, phone and notes']));

    // Every table, row by row, as text: the name, the number and the note only in the held copy.
    const tables = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { table_name: name } of tables.rows as { table_name: string }[]) {
      const hits = await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} t
          where t::text ilike '%Ana Rojas%' or t::text like '%88887777%' or t::text like '%prefiere mañanas%'`,
      );
      if (Number((hits.rows[0] as { n: number }).n) > 0) found.push(name);
    }
    expect(found).toEqual(['privacy_holds']);

    // Gone from every answer.
    expect((await c.api.get(`/api/customers/${c.customerId}`)).statusCode).toBe(404);
    expect((await c.api.get('/api/customers?q=Ana')).json().items).toEqual([]);
    expect((await c.api.get(`/api/customers/${c.customerId}/export`)).statusCode).toBe(404);
    const inbox = await c.api.get('/api/conversations');
    expect(inbox.body).not.toContain('Ana Rojas');
    expect(inbox.body).not.toContain('88887777');
    expect((await c.api.get(`/api/customers/${beto}/export`)).json().profile.name).toBe('Beto Vargas');
    // Reports count the appointment still.
    expect((await c.api.get(`/api/reports/summary?${range}`)).json().totals).toEqual(before);
    // The owner sees the hold.
    const holds = (await c.api.get('/api/privacy/holds')).json().items;
    expect(holds).toEqual([expect.objectContaining({ customerId: c.customerId, kind: 'clinical_record', count: 1 })]);
    // Erasing twice finds nothing.
    expect((await c.api.post(`/api/customers/${c.customerId}/erase`, {})).statusCode).toBe(404);

    // The same number writes again: a new lead, not the erased row.
    await c.api.post('/api/channel/sandbox/inbound', { from: '+50688887777', name: 'Ana R.', text: 'Hola de nuevo' });
    await idle();
    const leads = (await c.api.get('/api/customers?q=88887777')).json().items;
    expect(leads).toHaveLength(1);
    expect(leads[0].id).not.toBe(c.customerId);
    expect(leads[0].name).toBe('Ana R.');
  });

  it('is not another organisation’s to do, and API keys may not', async () => {
    expect((await other.api.post(`/api/customers/${beto}/erase`, {})).statusCode).toBe(404);
  });
});
