import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { insertAppointment } from '../catalog/catalog-fixtures.ts';
import { insertConversation } from './messaging-fixtures.ts';

const now = new Date('2026-11-25T15:00:00Z'); // Wednesday, 09:00 in San José (UTC-6)
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

let t: TestApp;
let member: Awaited<ReturnType<typeof signUpWithOrg>>;
let api: ReturnType<typeof asMember>;
let maria: { id: string };
let jose: { id: string };
let ids: { maria: string; jose: string; stranger: string; silent: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  member = await signUpWithOrg(t.app);
  api = asMember(t.app, member);
  maria = (await api.post('/api/customers', { name: 'María Fernández', phone: '+506 8812 3456' })).json();
  jose = (await api.post('/api/customers', { name: 'José Núñez', phone: '+506 8723 4567' })).json();
  const db = t.database.db;
  const orgId = member.orgId;
  ids = {
    maria: await insertConversation(db, {
      orgId,
      customerId: maria.id,
      messages: [
        ['in', 'Hola, quisiera agendar una limpieza dental', minutesAgo(40)],
        ['out', '¡Hola María! Tengo 10:30, 14:00 o 16:15. ¿Cuál prefieres?', minutesAgo(38)],
        ['in', '14:00 por favor', minutesAgo(30)],
        ['out', 'Listo, tu cita quedó agendada.', minutesAgo(25)],
      ],
    }),
    jose: await insertConversation(db, {
      orgId,
      customerId: jose.id,
      messages: [
        ['out', 'Hola José, te recordamos tu cita de mañana.', minutesAgo(95)],
        ['in', '¿Cuánto cuesta el blanqueamiento?', minutesAgo(90)],
      ],
    }),
    // Someone who wrote before being added to the catalogue.
    stranger: await insertConversation(db, {
      orgId,
      customerId: null,
      messages: [['in', 'Buenas tardes, ¿atienden los sábados?', minutesAgo(60 * 24)]],
    }),
    silent: await insertConversation(db, { orgId, customerId: null, messages: [] }),
  };
});
afterAll(async () => {
  await t.close();
});

const names = (res: { json(): { items: { customer: { name: string } | null }[] } }) =>
  res.json().items.map((c) => c.customer?.name ?? null);

describe('conversations', () => {
  it('lists an empty inbox for a new organisation', async () => {
    const res = await asMember(t.app, await signUpWithOrg(t.app, 'Clínica Nueva')).get('/api/conversations');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('lists conversations newest first, with the customer and the last message', async () => {
    const res = await api.get('/api/conversations');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((c: { id: string }) => c.id)).toEqual([ids.maria, ids.jose, ids.stranger, ids.silent]);
    expect(items[0]).toEqual({
      id: ids.maria,
      customer: { id: maria.id, name: 'María Fernández', phone: '+50688123456', optedOut: false },
      lastMessage: { body: 'Listo, tu cita quedó agendada.', direction: 'out', sentAt: '2026-11-25T08:35:00-06:00' },
      lastMessageAt: '2026-11-25T08:35:00-06:00',
      mode: 'assistant',
      waitingSince: null,
      unread: 0,
      // 24 h after María's last message (08:30 local).
      windowOpenUntil: '2026-11-26T08:30:00-06:00',
    });
    expect(items[1].lastMessage).toMatchObject({ body: '¿Cuánto cuesta el blanqueamiento?', direction: 'in' });
    expect(items[2].customer).toBeNull();
    expect(items[3].lastMessage).toBeNull();
  });

  it.each([
    ['maria', ['María Fernández']],
    ['NÚÑEZ', ['José Núñez']],
    ['8812 3456', ['María Fernández']],
    ['+506 872', ['José Núñez']],
    ['blanqueamiento', ['José Núñez']],
    ['sabados', [null]],
    ['hola', ['María Fernández', 'José Núñez']],
    ['ortodoncia', []],
    ['%', []],
    ['_', []],
  ])('searches %j on the server by customer name, phone digits and message text', async (q, expected) => {
    const res = await api.get(`/api/conversations?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
  });

  it('opens a conversation with its messages in order and the customer’s appointments', async () => {
    const service = (await api.post('/api/services', { name: 'Limpieza dental', durationMin: 30 })).json();
    const resource = (
      await api.post('/api/resources', { name: 'Dra. Ana Rodríguez', locationId: member.locationId })
    ).json();
    const at = (iso: string, customerId = maria.id) =>
      insertAppointment(t.database.db, {
        orgId: member.orgId,
        locationId: member.locationId,
        resourceId: resource.id,
        serviceId: service.id,
        customerId,
        start: new Date(iso),
      });
    await at('2026-11-25T20:00:00Z'); // today 14:00 local: upcoming
    await at('2026-11-18T15:00:00Z'); // last week: recent
    await at('2026-11-26T16:00:00Z', jose.id); // someone else's

    const res = await api.get(`/api/conversations/${ids.maria}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toBe(ids.maria);
    expect(body.customer).toEqual({ id: maria.id, name: 'María Fernández', phone: '+50688123456', optedOut: false });
    expect(body.hasMore).toBe(false);
    expect(body.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['in', 'Hola, quisiera agendar una limpieza dental'],
      ['out', '¡Hola María! Tengo 10:30, 14:00 o 16:15. ¿Cuál prefieres?'],
      ['in', '14:00 por favor'],
      ['out', 'Listo, tu cita quedó agendada.'],
    ]);
    expect(body.messages[0]).toEqual({
      id: expect.any(String),
      direction: 'in',
      author: 'patient',
      kind: 'text',
      body: 'Hola, quisiera agendar una limpieza dental',
      status: 'delivered',
      sentAt: '2026-11-25T08:20:00-06:00',
    });
    expect(body.messages[1]).toMatchObject({ direction: 'out', author: 'assistant', status: 'read' });
    expect(body.appointments).toEqual([
      {
        id: expect.any(String),
        start: '2026-11-18T09:00:00-06:00',
        end: '2026-11-18T09:30:00-06:00',
        status: 'pending',
        upcoming: false,
        service: { id: service.id, name: 'Limpieza dental' },
        resource: { id: resource.id, name: 'Dra. Ana Rodríguez' },
        bookedBy: 'staff',
      },
      expect.objectContaining({ start: '2026-11-25T14:00:00-06:00', upcoming: true }),
    ]);
  });

  it('opens a conversation without a customer', async () => {
    const res = await api.get(`/api/conversations/${ids.stranger}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customer: null, appointments: [] });
    expect(res.json().messages).toHaveLength(1);
  });

  it('answers 404 for another organisation’s conversation and for ids that cannot exist', async () => {
    const other = asMember(t.app, await signUpWithOrg(t.app, 'Clínica Otra'));
    const res = await other.get(`/api/conversations/${ids.maria}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('María');
    expect((await other.get('/api/conversations?q=maria')).json()).toEqual({ items: [] });
    expect((await api.get('/api/conversations/no-es-un-id')).statusCode).toBe(404);
    expect((await api.get('/api/conversations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses an overlong search', async () => {
    const res = await api.get(`/api/conversations?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.q).toBe('Máximo 100 caracteres');
  });
});
