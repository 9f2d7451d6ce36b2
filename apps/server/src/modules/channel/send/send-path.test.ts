import { randomUUID } from 'node:crypto';
import { replies } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeGraph, startFakeGraph } from '../../../../test/fake-graph.ts';
import { runDue } from '../../../../test/run-due.ts';
import { secondConnection } from '../../../../test/second-connection.ts';
import { createAppOn, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../../scheduling/scheduling-fixtures.ts';
import { loadChannel } from '../channel-store.ts';
import { WINDOW_MS } from '../dispatch/send-rate.ts';
import { createGraphClient } from '../graph/graph-client.ts';
import { signPayload } from '../graph/signature.ts';
import { claimMessages, sendClaimed } from './deliver.ts';

// The send path's promises (issue 30): guards asked again when a message is sent, statuses by
// organisation, no blind retry after a time-out, a real per-number rate shared by two instances,
// and one clinic's burst not delaying another's reply. Real HTTP to a fake of Meta's Graph API, a
// test clock for the rules, and a second server instance on the same database.
const TOKEN = 'EAAG-valid-access-token-for-send-path-tests';
const SECRET = 'secret';
const RATE = 20;
let clock = new Date('2026-11-21T12:00:00Z');
let fake: FakeGraph;
let t: TestApp;
let second: Awaited<ReturnType<typeof secondConnection>>;
let appB: FastifyInstance;
let phoneIds = 0;
const phoneOf = new Map<string, string>();

/** Every recipient in the order their sends left this process. */
const order: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  fake = await startFakeGraph();
  // The apps' Graph clients take the global fetch when built: this one notes the order sends leave in.
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(fake.url) && url.endsWith('/messages') && typeof init?.body === 'string') {
      const to = String((JSON.parse(init.body) as { to?: string }).to);
      order.push(to);
    }
    return realFetch(input, init);
  }) as typeof fetch;
  const env = {
    WHATSAPP_GRAPH_URL: fake.url,
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_RATE_PER_SECOND: String(RATE),
  };
  t = await createTestApp({ env, now: () => clock });
  second = await secondConnection(t.database);
  appB = await createAppOn(second.database, { env, now: () => clock });
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await appB.close();
  await second.close();
  await t.close();
  await fake.close();
});

const db = () => t.database.db;

/** A clinic connected to WhatsApp through the fake Graph server. */
async function whatsappClinic(): Promise<Clinic> {
  const c = await setUpClinic(t.app);
  phoneIds += 1;
  const phoneNumberId = `71${process.pid}${phoneIds}`;
  fake.tokens.set(phoneNumberId, TOKEN);
  phoneOf.set(c.member.orgId, phoneNumberId);
  const res = await c.api.put('/api/channel', {
    kind: 'whatsapp',
    phoneNumberId,
    wabaId: '555666',
    accessToken: TOKEN,
  });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

async function dispatch(...apps: FastifyInstance[]) {
  await runDue(...apps);
}

/** Meta's signed webhook, posted to the first instance, processed before it resolves. */
async function postWebhook(payload: unknown) {
  const raw = JSON.stringify(payload);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signPayload(raw, SECRET) },
    payload: raw,
  });
  expect(res.statusCode).toBe(200);
  await t.app.channel.idle();
}

/** The patient with `waId` writes `body` to the clinic, at the test clock's moment. */
function patientWrites(c: Clinic, waId: string, body: string) {
  return postWebhook({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba-1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: phoneOf.get(c.member.orgId) },
              contacts: [{ wa_id: waId, profile: { name: 'Paciente' } }],
              messages: [
                {
                  from: waId,
                  id: `wamid.${randomUUID()}`,
                  timestamp: String(Math.floor(clock.getTime() / 1000)),
                  type: 'text',
                  text: { body },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

const sentTo = (waId: string) => fake.sent.filter((s) => s.body.to === waId);

async function customer(c: Clinic, name: string, phone: string): Promise<string> {
  return (await c.api.post('/api/customers', { name, phone })).json().id;
}

/**
 * A patient with two appointments whose 24-hour reminders fall due together: the first is sent at
 * once, the second waits in the queue PAIR_GAP_MS (6 s) behind it. Returns the second's message.
 */
async function reminderWaitingInQueue(c: Clinic, phone: string) {
  clock = new Date('2026-11-21T12:00:00Z');
  const customerId = await customer(c, 'Paciente Dos Citas', phone);
  const other = await c.addResource(`Dr. ${phone}`);
  const first = await c.book(at('10:00'), { customerId });
  const second = await c.book(at('10:30'), { customerId, resourceId: other });
  clock = new Date('2026-11-22T17:00:00Z');
  await dispatch(t.app);
  expect(sentTo(phone.slice(1))).toHaveLength(1);
  const { rows } = await db().execute(sql`select m.id, m.status, m.params from scheduled_messages s
    join messages m on m.id = s.message_id where s.appointment_id = ${second.id}::uuid and s.offset_min = 1440`);
  expect(rows[0]?.status).toBe('queued');
  return { first, second, messageId: String(rows[0]?.id), params: rows[0]?.params as string[] };
}

async function messageRow(id: string) {
  const { rows } = await db().execute(sql`select status, error_code, wamid from messages where id = ${id}::uuid`);
  return rows[0] as { status: string; error_code: string | null; wamid: string | null };
}

/** A conversation of the clinic's patient, open for free text at the test clock. */
async function openConversation(c: Clinic, customerId: string, waId: string): Promise<string> {
  const { rows } = await db().execute(sql`insert into conversations (org_id, customer_id, wa_id, last_inbound_at)
    values (${c.member.orgId}::uuid, ${customerId}::uuid, ${waId}, ${clock.toISOString()}::timestamptz) returning id`);
  return String(rows[0]?.id);
}

/** `n` queued free-text messages of `purpose` in a conversation, all due now. */
async function queue(c: Clinic, conversationId: string, n: number, purpose: string) {
  await db().execute(sql`insert into messages (org_id, conversation_id, direction, author, kind, body, status, purpose,
      next_attempt_at, sent_at)
    select ${c.member.orgId}::uuid, ${conversationId}::uuid, 'out', 'system', 'text', 'Mensaje ' || g, 'queued',
      ${purpose}, ${clock.toISOString()}::timestamptz, ${clock.toISOString()}::timestamptz
    from generate_series(1, ${n}) g`);
}

describe('guards asked again at send time', () => {
  it('stops a queued reminder when the patient writes SALIR after it was queued', async () => {
    const c = await whatsappClinic();
    const { messageId } = await reminderWaitingInQueue(c, '+50673000001');
    await patientWrites(c, '50673000001', 'SALIR');
    clock = new Date(clock.getTime() + 7_000);
    await dispatch(t.app);
    // Only the first reminder and SALIR's confirmation went.
    const texts = sentTo('50673000001').map((s) => s.body.type);
    expect(texts).toEqual(['template', 'text']);
    expect(await messageRow(messageId)).toMatchObject({ status: 'cancelled', error_code: 'opted_out' });
  });

  it('never sends the queued reminder of an appointment cancelled meanwhile', async () => {
    const c = await whatsappClinic();
    const { second, messageId } = await reminderWaitingInQueue(c, '+50673000002');
    expect((await c.api.post('/api/scheduling/cancel', { apptId: second.id })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 7_000);
    await dispatch(t.app);
    expect(sentTo('50673000002')).toHaveLength(1);
    expect(await messageRow(messageId)).toMatchObject({ status: 'cancelled', error_code: 'appointment_gone' });
    const reminders = (await c.api.get(`/api/appointments/${second.id}/reminders`)).json().items;
    expect(reminders[0]).toMatchObject({ status: 'cancelled' });
  });

  it('never sends a moved appointment’s queued reminder with the old time; the new one goes at its moment', async () => {
    const c = await whatsappClinic();
    const { second, messageId, params } = await reminderWaitingInQueue(c, '+50673000003');
    const moved = await c.api.post('/api/scheduling/reschedule', {
      apptId: second.id,
      resourceId: second.resource.id,
      start: at('15:00'),
      durationMin: 30,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock = new Date(clock.getTime() + 7_000);
    await dispatch(t.app);
    expect(sentTo('50673000003')).toHaveLength(1);
    expect(await messageRow(messageId)).toMatchObject({ status: 'cancelled', error_code: 'appointment_moved' });

    clock = new Date('2026-11-22T21:00:30Z');
    await dispatch(t.app);
    const sent = sentTo('50673000003');
    expect(sent).toHaveLength(2);
    const { rows } =
      await db().execute(sql`select m.params from scheduled_messages s join messages m on m.id = s.message_id
      where s.appointment_id = ${second.id}::uuid and s.offset_min = 1440`);
    const fresh = rows[0]?.params as string[];
    // Written for the new time (the values differ), and that is what Meta got.
    expect(fresh).not.toEqual(params);
    expect(JSON.stringify(sent[1]!.body)).toContain(JSON.stringify(fresh.at(-1)));
  });

  it('marks an undeliverable number on 131026 and refuses its later queued messages at send time', async () => {
    const c = await whatsappClinic();
    fake.failFor('50673000004', { code: 131026, message: 'Message undeliverable' });
    clock = new Date('2026-11-21T12:00:00Z');
    const customerId = await customer(c, 'Sin WhatsApp', '+50673000004');
    const other = await c.addResource('Dr. Sin');
    await c.book(at('10:00'), { customerId });
    const second = await c.book(at('10:30'), { customerId, resourceId: other });
    clock = new Date('2026-11-22T17:00:00Z');
    await dispatch(t.app);
    const { rows } = await db().execute(sql`select undeliverable_at from customers where id = ${customerId}::uuid`);
    expect(rows[0]?.undeliverable_at).not.toBeNull();
    clock = new Date(clock.getTime() + 7_000);
    fake.failFor('50673000004', undefined);
    await dispatch(t.app);
    expect(sentTo('50673000004')).toHaveLength(0);
    const { rows: queued } = await db().execute(sql`select m.status, m.error_code from scheduled_messages s
      join messages m on m.id = s.message_id where s.appointment_id = ${second.id}::uuid and s.offset_min = 1440`);
    expect(queued[0]).toMatchObject({ status: 'cancelled', error_code: 'undeliverable' });
  });

  it('commits an opt-out even when its confirmation cannot be sent (channel disconnected)', async () => {
    const c = await whatsappClinic();
    clock = new Date('2026-11-21T12:00:00Z');
    const customerId = await customer(c, 'Sale Sin Canal', '+50673000005');
    await db().execute(sql`update channels set connected = false where org_id = ${c.member.orgId}::uuid`);
    await patientWrites(c, '50673000005', 'SALIR');
    const { rows } = await db().execute(sql`select opted_out_at from customers where id = ${customerId}::uuid`);
    expect(rows[0]?.opted_out_at).not.toBeNull();
    // An answer is written just after what it answers.
    clock = new Date(clock.getTime() + 1_000);
    await dispatch(t.app);
    expect(sentTo('50673000005')).toHaveLength(0);
    const { rows: out } = await db().execute(sql`select m.status, m.error_code from messages m
      join conversations cv on cv.id = m.conversation_id
      where cv.customer_id = ${customerId}::uuid and m.direction = 'out'`);
    expect(out).toEqual([{ status: 'failed', error_code: 'channel_disconnected' }]);
  });
});

describe('SALIR stops what the clinic starts, not answers to what the patient starts (issue 31)', () => {
  it('answers inside the 24-hour window after the patient’s message, and nothing goes outside it', async () => {
    const c = await whatsappClinic();
    clock = new Date('2026-11-21T12:00:00Z');
    const customerId = await customer(c, 'Vuelve a Escribir', '+50673000006');
    await patientWrites(c, '50673000006', 'SALIR');
    clock = new Date(clock.getTime() + 1_000);
    await dispatch(t.app);
    expect(sentTo('50673000006').map((s) => (s.body.text as { body: string } | undefined)?.body)).toEqual([
      replies.optedOut,
    ]);

    clock = new Date('2026-11-22T12:00:00Z');
    await patientWrites(c, '50673000006', 'hola, quiero otra cita para el lunes');
    clock = new Date(clock.getTime() + 1_000);
    await dispatch(t.app);
    // The receptionist answered.
    expect(sentTo('50673000006').length).toBeGreaterThan(1);
    const answered = sentTo('50673000006').length;

    const { rows } = await db().execute(sql`select id from conversations where customer_id = ${customerId}::uuid`);
    const conversationId = String(rows[0]?.id);
    const staff = await c.api.post(`/api/conversations/${conversationId}/messages`, { text: 'Hola, te ayudo' });
    expect(staff.statusCode, staff.body).toBe(201);
    await dispatch(t.app);
    expect(sentTo('50673000006')).toHaveLength(answered + 1);

    clock = new Date('2026-11-23T13:00:00Z');
    const late = await c.api.post(`/api/conversations/${conversationId}/messages`, { text: '¿Sigues ahí?' });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe('customer_opted_out');
  });
});

describe('the send path', () => {
  it('moves a message only by a status posted under its own organisation’s number', async () => {
    const a = await whatsappClinic();
    const b = await whatsappClinic();
    clock = new Date('2026-11-21T12:00:00Z');
    const conversationId = await openConversation(a, a.customerId, '50688887777');
    await queue(a, conversationId, 1, 'staff');
    await dispatch(t.app);
    const { rows } = await db().execute(
      sql`select id, wamid from messages where conversation_id = ${conversationId}::uuid`,
    );
    const { id, wamid } = rows[0] as { id: string; wamid: string };
    await postWebhook(fake.statusPayload(phoneOf.get(b.member.orgId)!, [{ wamid, status: 'read', to: '50688887777' }]));
    expect((await messageRow(id)).status).toBe('sent');
    await postWebhook(fake.statusPayload(phoneOf.get(a.member.orgId)!, [{ wamid, status: 'read', to: '50688887777' }]));
    expect((await messageRow(id)).status).toBe('read');
  });

  it('does not retry a send that timed out; a status webhook naming it settles it', async () => {
    const c = await whatsappClinic();
    clock = new Date('2026-11-21T12:00:00Z');
    const customerId = await customer(c, 'Respuesta Lenta', '+50673000007');
    const conversationId = await openConversation(c, customerId, '50673000007');
    await queue(c, conversationId, 1, 'staff');
    const [row] = await claimMessages(db(), clock, 60_000, 10, {
      only: String(
        (await db().execute(sql`select id from messages where conversation_id = ${conversationId}::uuid`)).rows[0]?.id,
      ),
    });
    expect(row).toBeDefined();
    fake.delayMs = 1_500;
    const graph = createGraphClient({ baseUrl: fake.url, timeoutMs: 200 });
    const channel = await loadChannel(db(), t.app.channel.tokenBox, c.member.orgId);
    await sendClaimed(
      { db: db(), graph, tokenBox: t.app.channel.tokenBox, log: t.app.log },
      channel,
      row!,
      () => clock,
    );
    fake.delayMs = 0;
    expect(await messageRow(row!.id)).toMatchObject({ status: 'failed', error_code: 'unconfirmed' });
    // Meta got it: no round sends it again, even after any backoff.
    clock = new Date(clock.getTime() + 30 * 60_000);
    await dispatch(t.app, appB);
    expect(sentTo('50673000007')).toHaveLength(1);
    expect(sentTo('50673000007')[0]!.body.biz_opaque_callback_data).toBe(row!.id);

    const wamid = sentTo('50673000007')[0]!.wamid;
    await postWebhook(
      fake.statusPayload(phoneOf.get(c.member.orgId)!, [
        { wamid, status: 'delivered', to: '50673000007', callbackData: row!.id },
      ]),
    );
    expect(await messageRow(row!.id)).toMatchObject({ status: 'delivered', error_code: null, wamid });
  });

  // How many a window holds is checked on the limiter's own record (send-rate.test.ts); here, that
  // the dispatchers of two instances go through it, and every message goes once.
  it(`takes a place in the number's window of ${RATE} for each send, across two instances, and sends each message once`, async () => {
    const c = await whatsappClinic();
    clock = new Date('2026-11-21T12:00:00Z');
    const customerId = await customer(c, 'Muchos Mensajes', '+50673000008');
    const conversationId = await openConversation(c, customerId, '50673000008');
    await queue(c, conversationId, 70, 'staff');
    await dispatch(t.app, appB);
    await vi.waitFor(() => expect(sentTo('50673000008')).toHaveLength(70), { timeout: 60_000, interval: 50 });
    await dispatch(t.app, appB);
    expect(sentTo('50673000008')).toHaveLength(70);
    expect(new Set(sentTo('50673000008').map((m) => m.body.biz_opaque_callback_data)).size).toBe(70);
    // The number's window, as the last send left it: full at most, and within one window.
    const { rows } = await db().execute(
      sql`select coalesce(array_length(recent, 1), 0) as n, max(x) - min(x) as span
        from send_rate, unnest(recent) x where org_id = ${c.member.orgId}::uuid group by recent`,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    expect(Number(rows[0]?.n)).toBeLessThanOrEqual(RATE);
    expect(Number(rows[0]?.span)).toBeLessThan(WINDOW_MS);
  });

  it('sends another clinic’s staff reply at once during one clinic’s burst', async () => {
    const a = await whatsappClinic();
    const b = await whatsappClinic();
    clock = new Date('2026-11-21T12:00:00Z');
    const aCustomer = await customer(a, 'Ráfaga', '+50673000009');
    const aConversation = await openConversation(a, aCustomer, '50673000009');
    // 80 at 20 a window take five seconds: the reply must not wait for them.
    await queue(a, aConversation, 80, 'reminder');
    const bCustomer = await customer(b, 'Espera Respuesta', '+50673000010');
    const bConversation = await openConversation(b, bCustomer, '50673000010');
    t.app.channel.dispatcher.kick();
    await vi.waitFor(() => expect(sentTo('50673000009').length).toBeGreaterThan(2), { timeout: 30_000, interval: 20 });
    const reply = await b.api.post(`/api/conversations/${bConversation}/messages`, { text: 'Hola, ya te atiendo' });
    expect(reply.statusCode).toBe(201);
    await t.app.channel.idle();
    await vi.waitFor(() => expect(sentTo('50673000009')).toHaveLength(80), { timeout: 60_000, interval: 50 });
    expect(sentTo('50673000010')).toHaveLength(1);
    // In the order the sends left: the reply went before the burst's last message, so it did not
    // queue behind the burst (it would come after all 80 if it did).
    expect(order.indexOf('50673000010')).toBeLessThan(order.lastIndexOf('50673000009'));
  });
});
