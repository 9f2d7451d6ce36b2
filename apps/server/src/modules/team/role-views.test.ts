/**
 * What each role sees inside the answers it may read (docs/architecture.md#roles-and-permissions):
 * prices only for Dueño and Administración; a professional only the patients they attend (an
 * appointment on their resource) and those patients' conversations, in lists, by id and live.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../../test/sse-client.ts';
import { asMember, createTestApp, signUp, signUpWithOrg, type TestApp, uniqueEmail } from '../../../test/test-app.ts';
import { insertAppointment } from '../catalog/catalog-fixtures.ts';
import { insertConversation } from '../messaging/messaging-fixtures.ts';

const now = new Date('2026-11-26T15:00:00Z');
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpWithOrg>>;
let professional: { cookie: string; orgId: string };
let reception: { cookie: string; orgId: string };
const ids = { ana: '', luis: '', service: '', mine: '', theirs: '', nobody: '', mineChat: '', theirsChat: '' };

async function join(role: string, extra: object = {}) {
  const email = uniqueEmail(role);
  const inv = await asMember(t.app, owner).post('/api/invitations', { email, role, ...extra });
  expect(inv.statusCode, inv.body).toBe(201);
  const person = await signUp(t.app, email);
  const token = (inv.json().url as string).split('/invitacion/')[1];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { cookie: person.cookie },
    payload: { token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: person.cookie, orgId: owner.orgId };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  owner = await signUpWithOrg(t.app, 'Clínica Roles');
  const api = asMember(t.app, owner);
  ids.ana = (await api.post('/api/resources', { name: 'Dra. Ana', locationId: owner.locationId })).json().id;
  ids.luis = (await api.post('/api/resources', { name: 'Dr. Luis', locationId: owner.locationId })).json().id;
  ids.service = (await api.post('/api/services', { name: 'Consulta', durationMin: 30, price: 25000 })).json().id;
  const patient = async (name: string, phone: string) =>
    (await api.post('/api/customers', { name, phone })).json().id as string;
  ids.mine = await patient('Paciente de Ana', '+50688880001');
  ids.theirs = await patient('Paciente de Luis', '+50688880002');
  ids.nobody = await patient('Sin citas', '+50688880003');
  const base = { orgId: owner.orgId, locationId: owner.locationId, serviceId: ids.service };
  // A cancelled appointment still makes Ana's patient hers: she attended or will attend them.
  await insertAppointment(t.database.db, {
    ...base,
    resourceId: ids.ana,
    customerId: ids.mine,
    start: new Date('2026-11-27T15:00:00Z'),
    status: 'cancelled',
  });
  await insertAppointment(t.database.db, {
    ...base,
    resourceId: ids.luis,
    customerId: ids.theirs,
    start: new Date('2026-11-27T15:00:00Z'),
  });
  const at = new Date('2026-11-26T14:00:00Z');
  ids.mineChat = await insertConversation(t.database.db, {
    orgId: owner.orgId,
    customerId: ids.mine,
    messages: [['in', 'Hola, soy de Ana', at]],
  });
  ids.theirsChat = await insertConversation(t.database.db, {
    orgId: owner.orgId,
    customerId: ids.theirs,
    messages: [['in', 'Hola, soy de Luis', at]],
  });
  // Both patients wrote and nobody has read it yet.
  await t.database.db.execute(sql`update conversations set unread = 1 where org_id = ${owner.orgId}`);
  professional = await join('professional', { resourceId: ids.ana });
  reception = await join('reception');
});
afterAll(async () => {
  await t.close();
});

describe('prices', () => {
  it('reach the owner, and neither Recepción nor Profesional', async () => {
    const priceOf = async (who: { cookie: string; orgId: string }) => {
      const res = await asMember(t.app, who).get('/api/services');
      expect(res.statusCode, res.body).toBe(200);
      const [service] = res.json().items as { name: string; price?: number }[];
      expect(service?.name).toBe('Consulta');
      return service?.price;
    };
    expect(await priceOf(owner)).toBe(25000);
    expect(await priceOf(reception)).toBeUndefined();
    expect(await priceOf(professional)).toBeUndefined();
    const one = await asMember(t.app, reception).get(`/api/services/${ids.service}`);
    if (one.statusCode === 200) expect(one.json()).not.toHaveProperty('price');
    else expect(one.statusCode).toBe(404);
  });
});

describe('a professional', () => {
  it('lists and opens only the patients they attend', async () => {
    const mine = asMember(t.app, professional);
    const list = await mine.get('/api/customers');
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([ids.mine]);
    expect(list.json().total).toBe(1);
    expect((await mine.get(`/api/customers/${ids.theirs}`)).statusCode).toBe(404);
    expect((await mine.get(`/api/customers/${ids.nobody}`)).statusCode).toBe(404);
    expect((await mine.get(`/api/customers/${ids.mine}`)).statusCode).toBe(200);
    expect((await mine.get(`/api/customers/${ids.theirs}/history`)).statusCode).toBe(404);
    expect((await mine.get(`/api/customers/${ids.mine}/history`)).statusCode).toBe(200);
    expect((await mine.get(`/api/customers/${ids.theirs}/consents`)).statusCode).toBe(404);
    expect((await mine.get(`/api/customers/${ids.mine}/consents`)).statusCode).toBe(200);
    // Rights requests name every patient: the front desk answers them, not a professional.
    expect((await mine.get('/api/rights-requests')).statusCode).toBe(403);
    expect((await asMember(t.app, reception).get('/api/rights-requests')).statusCode).toBe(200);
    // Recepción sees every patient.
    expect((await asMember(t.app, reception).get('/api/customers')).json().total).toBe(3);
  });

  it("reads only their patients' conversations, and cannot answer them", async () => {
    const mine = asMember(t.app, professional);
    const list = await mine.get('/api/conversations');
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([ids.mineChat]);
    expect((await mine.get('/api/conversations/unread')).json()).toEqual({ unread: 1 });
    expect((await asMember(t.app, owner).get('/api/conversations/unread')).json()).toEqual({ unread: 2 });
    expect((await mine.get(`/api/conversations/${ids.theirsChat}`)).statusCode).toBe(404);
    expect((await mine.get(`/api/conversations/${ids.theirsChat}/messages`)).statusCode).toBe(404);
    expect((await mine.get(`/api/conversations/${ids.mineChat}`)).statusCode).toBe(200);
    const reply = await mine.post(`/api/conversations/${ids.mineChat}/messages`, { text: 'Hola' });
    expect(reply.statusCode).toBe(403);
  });

  it("gets only their patients' conversations live", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const stream = await openSse(`${base}/api/conversations/stream?orgId=${owner.orgId}`, {
      cookie: professional.cookie,
    });
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready');
    const api = asMember(t.app, owner);
    // Luis's patient first: the stream keeps the order, so once Ana's arrives Luis's was decided.
    const other = await api.post(`/api/conversations/${ids.theirsChat}/messages`, { text: 'Para Luis' });
    expect(other.statusCode, other.body).toBeLessThan(300);
    const own = await api.post(`/api/conversations/${ids.mineChat}/messages`, { text: 'Para Ana' });
    expect(own.statusCode, own.body).toBeLessThan(300);
    await stream.waitFor((e) => e.event === 'conversation' && (e.data as { id: string }).id === ids.mineChat);
    const seen = stream.events.map((e) => JSON.stringify(e.data));
    expect(seen.some((data) => data.includes(ids.theirsChat) || data.includes('Para Luis'))).toBe(false);
    stream.close();
  });
});
