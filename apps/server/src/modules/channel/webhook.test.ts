// Meta's webhook: its handshake and signatures, then what the inbox makes of the messages it brings
// (docs/architecture.md#whatsapp-channel).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inbound, SECRET, text, useChannelApp, VERIFY } from './channel-fixtures.ts';
import { signPayload } from './graph/signature.ts';

const ch = useChannelApp();
const { db, idle, webhook, count, connectWhatsApp } = ch;

describe('the webhook handshake and signatures', () => {
  it('answers Meta’s verify handshake with the challenge, and 403 to a wrong token', async () => {
    const ok = await ch.t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect([ok.statusCode, ok.body, ok.headers['content-type']]).toEqual([
      200,
      '1158201444',
      'text/plain; charset=utf-8',
    ]);
    const wrong = await ch.t.app.inject({
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
    const missing = await ch.t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload });
    expect(missing.statusCode).toBe(401);
    expect(await count('webhook_inbox')).toBe(before);
  });

  it('refuses a 5 MB body with 413', async () => {
    const raw = `{"object":"whatsapp_business_account","pad":"${'x'.repeat(5 * 1024 * 1024)}"}`;
    const res = await ch.t.app.inject({
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
    const list = (await ch.api.get('/api/conversations?q=Lucía')).json().items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      customer: { name: 'Lucía Mora', phone: '+50670001111' },
      unread: 2,
      // The chat receptionist answered each message (modules/assistant).
      lastMessage: { direction: 'out' },
    });
    expect(list[0].windowOpenUntil).not.toBeNull();
    expect(await count('messages', sql`wamid in ('wamid.lead-1', 'wamid.lead-2')`)).toBe(2);
    expect((await ch.api.get('/api/conversations/unread')).json().unread).toBeGreaterThanOrEqual(1);
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
    const list = (await ch.api.get('/api/conversations?q=Ráfaga 3')).json().items;
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
    ch.t.app.channel.onInbound(() => {
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

  it('stores a text with NUL or a lone surrogate cleaned, answers 200, and keeps the payloads beside it', async () => {
    await connectWhatsApp();
    const before = await count('webhook_inbox');
    // JSON allows \u0000 and a lone \ud83d in a string; PostgreSQL's jsonb and text do not. Sent at
    // once, so the four are stored in one insert (docs/architecture.md#whatsapp-channel).
    const responses = await Promise.all([
      webhook(inbound([text('50671110001', 'wamid.beside-1', 'Primero')])),
      webhook(inbound([text('50671119999', 'wamid.nul', 'a\u0000b')])),
      webhook(inbound([text('50671119998', 'wamid.surrogate', 'hola \ud83d y \udc4b')])),
      webhook(inbound([text('50671110002', 'wamid.beside-2', 'Último')])),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await idle();
    expect(await count('webhook_inbox')).toBe(before + 4);
    const { rows } = await db().execute(
      sql`select wamid, body from messages where wamid in ('wamid.nul', 'wamid.surrogate') order by wamid`,
    );
    expect(rows.map((r) => r.body)).toEqual(['ab', 'hola \ufffd y \ufffd']);
    expect(await count('messages', sql`wamid in ('wamid.beside-1', 'wamid.beside-2')`)).toBe(2);
  });

  it('answers every one of 50 deliveries that arrive at once, then silence (none waits for a next delivery)', async () => {
    await connectWhatsApp();
    const before = await count('webhook_inbox');
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${ch.base}/api/whatsapp/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': signPayload(
              JSON.stringify(inbound([text(`5067200${String(i).padStart(4, '0')}`, `wamid.flood-${i}`, 'Hola')])),
              SECRET,
            ),
          },
          body: JSON.stringify(inbound([text(`5067200${String(i).padStart(4, '0')}`, `wamid.flood-${i}`, 'Hola')])),
        }).then((r) => r.status),
      ),
    );
    expect(all).toEqual(Array.from({ length: 50 }, () => 200));
    await idle();
    expect(await count('webhook_inbox')).toBe(before + 50);
  });

  it('matches a Mexican mobile reported as 521… to a customer stored as +52…, and keeps the wa_id for replies', async () => {
    const ana = (await ch.api.post('/api/customers', { name: 'Ana Mexicana', phone: '+52 55 1234 5678' })).json();
    await webhook(inbound([text('5215512345678', 'wamid.mx-1', 'Hola desde México')]));
    await idle();
    const list = (await ch.api.get(`/api/conversations?customerId=${ana.id}`)).json().items;
    expect(list).toHaveLength(1);
    const { rows } = await db().execute(sql`select wa_id from conversations where id = ${list[0].id}`);
    expect(rows[0]?.wa_id).toBe('5215512345678');
  });
});
