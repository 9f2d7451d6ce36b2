import { templateVariables } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGraph, startFakeGraph } from '../../../test/fake-graph.ts';
import { openSse } from '../../../test/sse-client.ts';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { signPayload } from './graph/signature.ts';

const SECRET = 'app-secret-for-tests';
const VERIFY = 'verify-token-123';
const PHONE_ID = '109876543210';
const TOKEN = 'EAAG-valid-access-token-for-tests';

let t: TestApp;
let fake: FakeGraph;
let member: Awaited<ReturnType<typeof signUpWithOrg>>;
let api: ReturnType<typeof asMember>;
let base: string;

beforeAll(async () => {
  fake = await startFakeGraph();
  fake.tokens.set(PHONE_ID, TOKEN);
  fake.tokens.set('200300400', TOKEN);
  t = await createTestApp({
    env: { WHATSAPP_GRAPH_URL: fake.url, WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  fake.webhook = { url: `${base}/api/whatsapp/webhook`, secret: SECRET };
  member = await signUpWithOrg(t.app);
  api = asMember(t.app, member);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const idle = () => t.app.channel.idle();

function webhook(payload: unknown, signature?: string) {
  const raw = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? signPayload(raw, SECRET) },
    payload: raw,
  });
}

function inbound(messages: Record<string, unknown>[], contacts: { wa_id: string; name: string }[] = []) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba-1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: PHONE_ID },
              contacts: contacts.map((c) => ({ wa_id: c.wa_id, profile: { name: c.name } })),
              messages,
            },
          },
        ],
      },
    ],
  };
}

// Meta's timestamps are whole seconds; `secondsAgo` keeps two messages of one test in order.
const text = (from: string, id: string, body: string, secondsAgo = 0) => ({
  from,
  id,
  timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo),
  type: 'text',
  text: { body },
});

async function count(table: string, where = sql`true`): Promise<number> {
  const { rows } = await db().execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return Number(rows[0]?.n);
}

async function connectWhatsApp(phoneNumberId = PHONE_ID) {
  const res = await api.put('/api/channel', { kind: 'whatsapp', phoneNumberId, wabaId: '555666', accessToken: TOKEN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the webhook handshake and signatures', () => {
  it('answers Meta’s verify handshake with the challenge, and 403 to a wrong token', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect([ok.statusCode, ok.body, ok.headers['content-type']]).toEqual([
      200,
      '1158201444',
      'text/plain; charset=utf-8',
    ]);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses a missing or wrong signature with 401, storing nothing', async () => {
    const before = await count('webhook_inbox');
    const payload = inbound([text('50688887777', 'wamid.sig', 'Hola')]);
    const wrong = await webhook(payload, signPayload('{}', SECRET));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_signature', message: 'Firma del webhook inválida' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload });
    expect(missing.statusCode).toBe(401);
    expect(await count('webhook_inbox')).toBe(before);
  });

  it('refuses a 5 MB body with 413', async () => {
    const raw = `{"object":"whatsapp_business_account","pad":"${'x'.repeat(5 * 1024 * 1024)}"}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signPayload(raw, SECRET) },
      payload: raw,
    });
    expect(res.statusCode).toBe(413);
  });

  it('ignores (200) messages for a phone number id no organisation has', async () => {
    const before = await count('messages');
    const res = await webhook(inbound([text('50688887777', 'wamid.unknown-number', 'Hola')]));
    expect(res.statusCode).toBe(200);
    await idle();
    expect(await count('messages')).toBe(before);
  });
});

describe('the channel settings', () => {
  it('starts on the sandbox and never returns the token', async () => {
    const res = await api.get('/api/channel');
    expect(res.json()).toMatchObject({ kind: 'sandbox', connected: true, verifyToken: VERIFY });
    expect(res.json().webhookUrl).toMatch(/\/api\/whatsapp\/webhook$/);
  });

  it('refuses a bad token with Meta’s reason, and stores a good one sealed', async () => {
    const bad = await api.put('/api/channel', {
      kind: 'whatsapp',
      phoneNumberId: PHONE_ID,
      wabaId: '555666',
      accessToken: 'EAAG-this-token-is-wrong',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'channel_unreachable' });
    expect(bad.json().message).toContain('Session has expired');
    const saved = await connectWhatsApp();
    expect(saved).toMatchObject({
      kind: 'whatsapp',
      connected: true,
      phoneNumberId: PHONE_ID,
      displayPhoneNumber: '+506 4000 1234',
    });
    expect(JSON.stringify(saved)).not.toContain(TOKEN);
    expect(await count('channels', sql`access_token_enc like ${`%${TOKEN}%`}`)).toBe(0);
    expect(await count('channels', sql`access_token_enc is not null`)).toBe(1);
  });

  it('refuses a number another organisation holds', async () => {
    const other = asMember(t.app, await signUpWithOrg(t.app, 'Otra'));
    const res = await other.put('/api/channel', {
      kind: 'whatsapp',
      phoneNumberId: PHONE_ID,
      wabaId: '1',
      accessToken: TOKEN,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('phone_number_in_use');
    expect((await other.get('/api/channel')).json().kind).toBe('sandbox');
  });
});

describe('inbound messages', () => {
  it('stores several messages of one POST once, creating a lead named by the profile', async () => {
    await connectWhatsApp();
    const payload = inbound(
      [
        text('50670001111', 'wamid.lead-1', 'Hola, quiero una cita', 5),
        text('50670001111', 'wamid.lead-2', '¿Tienen el sábado?'),
      ],
      [{ wa_id: '50670001111', name: 'Lucía Mora' }],
    );
    // The same delivery twice, at once: the unique wamid lets each message land once.
    const [a, b] = await Promise.all([webhook(payload), webhook(payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await idle();
    const list = (await api.get('/api/conversations?q=Lucía')).json().items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      customer: { name: 'Lucía Mora', phone: '+50670001111' },
      unread: 2,
      // The chat receptionist answered each message (modules/assistant).
      lastMessage: { direction: 'out' },
    });
    expect(list[0].windowOpenUntil).not.toBeNull();
    expect(await count('messages', sql`wamid in ('wamid.lead-1', 'wamid.lead-2')`)).toBe(2);
    expect((await api.get('/api/conversations/unread')).json().unread).toBeGreaterThanOrEqual(1);
  });

  it('processes a burst in batches: each message once, one lead per new number, every payload marked', async () => {
    await connectWhatsApp();
    const before = await count('webhook_inbox');
    // 8 new numbers, 3 messages each, every POST sent twice, all at once: the rows are processed
    // a batch per transaction (docs/architecture.md#whatsapp-channel).
    const posts = [];
    for (let p = 0; p < 8; p++) {
      const from = `5067100${String(p).padStart(4, '0')}`;
      for (let m = 0; m < 3; m++) {
        const payload = inbound(
          [text(from, `wamid.burst-${p}-${m}`, `Mensaje ${m}`, 3 - m)],
          [{ wa_id: from, name: `Ráfaga ${p}` }],
        );
        posts.push(webhook(payload), webhook(payload));
      }
    }
    const answers = await Promise.all(posts);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await idle();
    expect(await count('webhook_inbox')).toBe(before + 48);
    expect(await count('webhook_inbox', sql`processed_at is null`)).toBe(0);
    expect(await count('messages', sql`wamid like 'wamid.burst-%'`)).toBe(24);
    expect(await count('customers', sql`name like 'Ráfaga %'`)).toBe(8);
    const list = (await api.get('/api/conversations?q=Ráfaga 3')).json().items;
    expect(list).toHaveLength(1);
    // Three messages from the patient, each once; the receptionist's answers come after them.
    expect(list[0]).toMatchObject({ unread: 3 });
    expect(await count('messages', sql`wamid like 'wamid.burst-3-%'`)).toBe(3);
  });

  it('answers a webhook that arrives while the receptionist works through a batch before the batch ends', async () => {
    await connectWhatsApp();
    const batch = Array.from({ length: 5 }, (_, i) =>
      inbound([text(`5067222000${i}`, `wamid.turn-${i}`, 'Hola, quiero una cita')]),
    );
    const wamids = sql`wamid in (${sql.join(
      batch.map((_, i) => sql`${`wamid.turn-${i}`}`),
      sql`, `,
    )})`;
    // When the first of them has been answered, another payload comes in; the rest of the batch,
    // each row its own transaction, must not hold its answer back (docs/architecture.md#whatsapp-channel).
    let answeredWhileBusy: Promise<{ status: number; storedMessages: number }> | undefined;
    t.app.channel.onInbound(() => {
      answeredWhileBusy ??= webhook(inbound([text('50672229999', 'wamid.turn-late', 'Otra')])).then(async (res) => ({
        status: res.statusCode,
        storedMessages: await count('messages', wamids),
      }));
    });
    const answers = await Promise.all(batch.map((p) => webhook(p)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await idle();
    expect(answeredWhileBusy).toBeDefined();
    const late = await answeredWhileBusy!;
    expect(late.status).toBe(200);
    expect(late.storedMessages).toBeLessThan(5);
    expect(await count('messages', wamids)).toBe(5);
  });

  it('stores the payloads that arrived with one the database refuses: only that one fails', async () => {
    await connectWhatsApp();
    const before = await count('webhook_inbox');
    // JSON allows \u0000 in a string; PostgreSQL's jsonb does not. Sent at once, so the three
    // are stored in one insert (docs/architecture.md#whatsapp-channel).
    const bad = inbound([text('50671119999', 'wamid.nul', 'a\u0000b')]);
    const [first, refused, last] = await Promise.all([
      webhook(inbound([text('50671110001', 'wamid.beside-1', 'Primero')])),
      webhook(bad),
      webhook(inbound([text('50671110002', 'wamid.beside-2', 'Último')])),
    ]);
    expect([first.statusCode, refused.statusCode, last.statusCode]).toEqual([200, 500, 200]);
    await idle();
    expect(await count('webhook_inbox')).toBe(before + 2);
    expect(await count('messages', sql`wamid in ('wamid.beside-1', 'wamid.beside-2')`)).toBe(2);
  });

  it('matches a Mexican mobile reported as 521… to a customer stored as +52…, and keeps the wa_id for replies', async () => {
    const ana = (await api.post('/api/customers', { name: 'Ana Mexicana', phone: '+52 55 1234 5678' })).json();
    await webhook(inbound([text('5215512345678', 'wamid.mx-1', 'Hola desde México')]));
    await idle();
    const list = (await api.get(`/api/conversations?customerId=${ana.id}`)).json().items;
    expect(list).toHaveLength(1);
    const { rows } = await db().execute(sql`select wa_id from conversations where id = ${list[0].id}`);
    expect(rows[0]?.wa_id).toBe('5215512345678');
  });
});

describe('sending and statuses', () => {
  it('sends a reply through the Cloud API to the wa_id and follows its statuses forward only', async () => {
    await connectWhatsApp();
    const [conversation] = (await api.get('/api/conversations?q=Lucía')).json().items;
    const sent = await api.post(`/api/conversations/${conversation.id}/messages`, { text: 'Sí, el sábado a las 9:00' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ direction: 'out', author: 'staff', status: 'queued' });
    await idle();
    const out = fake.sent.at(-1)!;
    expect(out.body).toMatchObject({ to: '50670001111', type: 'text', text: { body: 'Sí, el sábado a las 9:00' } });
    expect(out.token).toBe(TOKEN);
    const message = async () =>
      (await api.get(`/api/conversations/${conversation.id}`))
        .json()
        .messages.find((m: { id: string }) => m.id === sent.json().id);
    expect((await message()).status).toBe('sent');

    // Out of order and twice, through real HTTP and Meta's signature.
    for (const status of ['read', 'delivered', 'read', 'sent']) {
      expect(
        await fake.postWebhook(fake.statusPayload(PHONE_ID, [{ wamid: out.wamid, status, to: '50670001111' }])),
      ).toBe(200);
    }
    await idle();
    expect((await message()).status).toBe('read');
  });

  it('takes a status that arrives before the send’s own write, and marks an undeliverable number', async () => {
    const { applyStatus, recordWamid } = await import('./inbound/statuses.ts');
    const [conversation] = (await api.get('/api/conversations?q=Lucía')).json().items;
    const { rows } =
      await db().execute(sql`insert into messages (org_id, conversation_id, direction, author, kind, body, status)
      values (${member.orgId}, ${conversation.id}, 'out', 'staff', 'text', 'x', 'queued') returning id`);
    const id = String(rows[0]?.id);
    await db().transaction((tx) => applyStatus(tx, { wamid: 'wamid.early', status: 'delivered' }));
    await db().transaction((tx) => recordWamid(tx, id, 'wamid.early'));
    const { rows: after } = await db().execute(sql`select status from messages where id = ${id}`);
    expect(after[0]?.status).toBe('delivered');
  });

  it('refuses free text once the 24-hour window closed, and fails a send Meta refuses, with "Reintentar"', async () => {
    const quiet = (await api.post('/api/customers', { name: 'Pedro Silencio', phone: '+506 7100 2222' })).json();
    const template = (await api.get('/api/templates'))
      .json()
      .items.find((x: { status: string }) => x.status === 'ready');
    expect(template).toBeDefined();
    const params = templateVariables(template.text).map(() => 'Pedro');
    const started = await api.post('/api/conversations', { customerId: quiet.id, templateId: template.id, params });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id;
    const closed = await api.post(`/api/conversations/${id}/messages`, { text: 'Hola' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error).toBe('window_closed');
    await idle();

    fake.failFor('50671002222', { code: 131026, message: 'Message undeliverable' });
    const again = await api.post('/api/conversations', {
      customerId: quiet.id,
      templateId: template.id,
      params: started.json().messages[0] ? (template.text.match(/\{\{\d+\}\}/g) ?? []).map(() => 'Pedro') : [],
    });
    expect(again.statusCode).toBe(201);
    await idle();
    fake.failFor('50671002222', undefined);
    const thread = (await api.get(`/api/conversations/${id}`)).json();
    const failed = thread.messages.at(-1);
    expect(failed).toMatchObject({ status: 'failed', error: { code: '131026', message: 'Message undeliverable' } });
    // The number cannot receive: further sends are refused until the phone changes.
    const refused = await api.post('/api/conversations', { customerId: quiet.id, templateId: template.id, params });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('customer_undeliverable');
    const retry = await api.post(`/api/conversations/${id}/messages/${failed.id}/retry`, {});
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('queued');
  });

  it('shows the channel disconnected when Meta refuses the token on a send', async () => {
    const [conversation] = (await api.get('/api/conversations?q=Lucía')).json().items;
    fake.tokens.set(PHONE_ID, 'rotated-token');
    await api.post(`/api/conversations/${conversation.id}/messages`, { text: '¿Sigue en pie?' });
    await idle();
    fake.tokens.set(PHONE_ID, TOKEN);
    expect((await api.get('/api/channel')).json()).toMatchObject({
      connected: false,
      lastError: expect.stringContaining('Session'),
    });
    const refused = await api.post(`/api/conversations/${conversation.id}/messages`, { text: 'Otra vez' });
    expect(refused.json().error).toBe('channel_disconnected');
    await connectWhatsApp();
  });
});

describe('templates on a WhatsApp channel', () => {
  it('submits to Meta and takes its verdict from the template webhook', async () => {
    await connectWhatsApp();
    fake.tokens.set('555666', TOKEN);
    const created = await api.post('/api/templates', {
      name: 'promo_noviembre',
      category: 'Marketing',
      text: 'Hola {{1}}, este mes tu {{2}} tiene descuento. Responde SALIR para no recibir más mensajes.',
      buttons: ['Quiero agendar'],
    });
    const submitted = await api.post(`/api/templates/${created.json().id}/submit`, undefined);
    expect(submitted.json()).toMatchObject({ status: 'submitted' });
    const sentToMeta = fake.templates.at(-1)!;
    expect(sentToMeta.body).toMatchObject({
      name: 'promo_noviembre',
      category: 'MARKETING',
      components: [{ type: 'BODY', example: { body_text: [['María', 'Limpieza dental']] } }, { type: 'BUTTONS' }],
    });
    const verdict = (event: string, reason?: string) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '555666',
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event,
                message_template_id: Number(sentToMeta.id),
                message_template_name: 'promo_noviembre',
                message_template_language: 'es',
                ...(reason ? { reason } : {}),
              },
            },
          ],
        },
      ],
    });
    await webhook(verdict('REJECTED', 'INVALID_FORMAT'));
    await idle();
    const read = async () =>
      (await api.get('/api/templates')).json().items.find((x: { name: string }) => x.name === 'promo_noviembre');
    expect(await read()).toMatchObject({ status: 'rejected', rejectionReason: 'INVALID_FORMAT' });
    await webhook(verdict('APPROVED'));
    await idle();
    expect(await read()).toMatchObject({ status: 'ready', rejectionReason: null });
  });
});

describe('the sandbox', () => {
  it('takes a simulator message through the same pipeline, and delivers replies at once', async () => {
    const org = await signUpWithOrg(t.app, 'Clínica Sandbox');
    const sandbox = asMember(t.app, org);
    const res = await sandbox.post('/api/channel/sandbox/inbound', {
      from: '+50672223333',
      name: 'Paciente Prueba',
      text: 'Hola',
    });
    expect(res.statusCode).toBe(202);
    await idle();
    const [conversation] = (await sandbox.get('/api/conversations')).json().items;
    expect(conversation).toMatchObject({ customer: { name: 'Paciente Prueba', phone: '+50672223333' }, unread: 1 });
    const reply = await sandbox.post(`/api/conversations/${conversation.id}/messages`, {
      text: '¡Hola! ¿En qué te ayudo?',
    });
    expect(reply.statusCode).toBe(201);
    await idle();
    const thread = (await sandbox.get(`/api/conversations/${conversation.id}`)).json();
    expect(thread.messages.map((m: { author: string; status: string }) => [m.author, m.status])).toEqual([
      ['patient', 'delivered'],
      ['assistant', 'delivered'],
      ['staff', 'delivered'],
    ]);
    expect(await sandbox.post(`/api/conversations/${conversation.id}/read`, {})).toMatchObject({ statusCode: 204 });
    const mode = await sandbox.post(`/api/conversations/${conversation.id}/mode`, { mode: 'staff' });
    expect(mode.json()).toMatchObject({ mode: 'staff', unread: 0 });
  });

  it('tells an open inbox, live, of a new message, of its status and of the conversation', async () => {
    const org = await signUpWithOrg(t.app, 'Clínica En Vivo');
    const live = asMember(t.app, org);
    const stream = await openSse(`${base}/api/conversations/stream?orgId=${org.orgId}`, { cookie: org.cookie });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('cache-control')).toBe('private, no-store, no-transform');
      await stream.waitFor((e) => e.event === 'ready');
      await live.post('/api/channel/sandbox/inbound', { from: '+50673334444', name: 'Rosa', text: 'Hola en vivo' });
      const inbound = await stream.waitFor((e) => e.event === 'message');
      expect(inbound.data).toMatchObject({ message: { direction: 'in', body: 'Hola en vivo', author: 'patient' } });
      const summary = await stream.waitFor((e) => e.event === 'conversation');
      expect(summary.data).toMatchObject({ customer: { name: 'Rosa' }, unread: 1 });
      const conversationId = (inbound.data as { conversationId: string }).conversationId;
      const sent = (await live.post(`/api/conversations/${conversationId}/messages`, { text: 'Hola Rosa' })).json();
      await stream.waitFor(
        (e) =>
          e.event === 'message' &&
          (e.data as { message: { id: string; status: string } }).message.id === sent.id &&
          (e.data as { message: { status: string } }).message.status === 'delivered',
      );
      // Another organisation's stream hears nothing of it.
      const other = await signUpWithOrg(t.app, 'Clínica Sorda');
      const deaf = await openSse(`${base}/api/conversations/stream?orgId=${other.orgId}`, { cookie: other.cookie });
      await deaf.waitFor((e) => e.event === 'ready');
      await live.post('/api/channel/sandbox/inbound', { from: '+50673334444', text: 'Otra vez' });
      await stream.waitFor(
        (e) => e.event === 'message' && (e.data as { message: { body: string } }).message.body === 'Otra vez',
      );
      expect(deaf.events.filter((e) => e.event !== 'ready')).toEqual([]);
      deaf.close();
    } finally {
      stream.close();
    }
  });

  it('refuses a bad phone or an empty message with the field’s Spanish text', async () => {
    const bad = await api.post('/api/channel/sandbox/inbound', { from: '8888', text: 'Hola' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ from: 'Teléfono inválido' });
    const empty = await api.post('/api/channel/sandbox/inbound', { from: '+50688887777' });
    expect(empty.json().fields).toEqual({ text: 'Escribe un mensaje' });
  });

  it('keeps each organisation’s channel and conversations to itself', async () => {
    const other = asMember(t.app, await signUpWithOrg(t.app, 'Ajena'));
    const [mine] = (await api.get('/api/conversations?q=Lucía')).json().items;
    expect((await other.post(`/api/conversations/${mine.id}/messages`, { text: 'x' })).statusCode).toBe(404);
    expect((await other.post(`/api/conversations/${mine.id}/mode`, { mode: 'staff' })).statusCode).toBe(404);
    expect((await other.get('/api/channel')).json().kind).toBe('sandbox');
  });
});
