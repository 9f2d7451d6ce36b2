// What goes out to Meta on a connected WhatsApp number: replies and templates, their statuses and
// template verdicts back through the webhook, and Meta's refusals.
import { templateVariables } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_ID, TOKEN, useChannelApp } from './channel-fixtures.ts';

const ch = useChannelApp();
const { db, idle, webhook, connectWhatsApp } = ch;

// Lucía's conversation is the one the replies go to.
beforeAll(() => ch.luciaWrites());

describe('sending and statuses', () => {
  it('sends a reply through the Cloud API to the wa_id and follows its statuses forward only', async () => {
    await connectWhatsApp();
    const [conversation] = (await ch.api.get('/api/conversations?q=Lucía')).json().items;
    const sent = await ch.api.post(`/api/conversations/${conversation.id}/messages`, {
      text: 'Sí, el sábado a las 9:00',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ direction: 'out', author: 'staff', status: 'queued' });
    await idle();
    const out = ch.fake.sent.at(-1)!;
    expect(out.body).toMatchObject({ to: '50670001111', type: 'text', text: { body: 'Sí, el sábado a las 9:00' } });
    expect(out.token).toBe(TOKEN);
    const message = async () =>
      (await ch.api.get(`/api/conversations/${conversation.id}`))
        .json()
        .messages.find((m: { id: string }) => m.id === sent.json().id);
    expect((await message()).status).toBe('sent');

    // Out of order and twice, through real HTTP and Meta's signature.
    for (const status of ['read', 'delivered', 'read', 'sent']) {
      expect(
        await ch.fake.postWebhook(ch.fake.statusPayload(PHONE_ID, [{ wamid: out.wamid, status, to: '50670001111' }])),
      ).toBe(200);
    }
    await idle();
    expect((await message()).status).toBe('read');
  });

  it('takes a status that arrives before the send’s own write, and marks an undeliverable number', async () => {
    const { applyStatus, recordWamid } = await import('./inbound/statuses.ts');
    const [conversation] = (await ch.api.get('/api/conversations?q=Lucía')).json().items;
    const { rows } =
      await db().execute(sql`insert into messages (org_id, conversation_id, direction, author, kind, body, status)
      values (${ch.member.orgId}, ${conversation.id}, 'out', 'staff', 'text', 'x', 'queued') returning id`);
    const id = String(rows[0]?.id);
    await db().transaction((tx) =>
      applyStatus(tx, { orgId: ch.member.orgId, wamid: 'wamid.early', status: 'delivered' }),
    );
    await db().transaction((tx) => recordWamid(tx, id, 'wamid.early'));
    const { rows: after } = await db().execute(sql`select status from messages where id = ${id}`);
    expect(after[0]?.status).toBe('delivered');
  });

  it('applies a batch of statuses as one by one would: forward only, a failure with its reason, our id settling an unknown wamid', async () => {
    const { applyStatus, applyStatuses, lockWamids } = await import('./inbound/statuses.ts');
    const orgId = ch.member.orgId;
    // Two copies of the same messages: one copy takes the reports one at a time, the other as a batch.
    const copy = async (tag: string, phone: string) => {
      const { rows: cu } = await db().execute(sql`insert into customers (org_id, name, phone)
        values (${orgId}, ${`Lote ${tag}`}, ${phone}) returning id`);
      const { rows: co } = await db().execute(sql`insert into conversations (org_id, customer_id, wa_id)
        values (${orgId}, ${cu[0]!.id}, ${phone.slice(1)}) returning id`);
      const ids: Record<string, string> = {};
      for (const [key, status, wamid] of [
        ['read', 'sent', `wamid.${tag}.read`],
        ['failed', 'sent', `wamid.${tag}.failed`],
        ['late', 'delivered', `wamid.${tag}.late`],
        ['unknown', 'queued', null],
      ] as const) {
        const { rows } = await db().execute(sql`insert into messages
            (org_id, conversation_id, direction, author, kind, body, status, wamid)
          values (${orgId}, ${co[0]!.id}, 'out', 'assistant', 'text', 'x', ${status}, ${wamid}) returning id`);
        ids[key] = String(rows[0]!.id);
      }
      const undeliverable = { code: 131026, message: 'Message undeliverable' };
      const reports = [
        { wamid: `wamid.${tag}.read`, status: 'read' as const },
        { wamid: `wamid.${tag}.failed`, status: 'failed' as const, error: undeliverable },
        { wamid: `wamid.${tag}.read`, status: 'delivered' as const },
        { wamid: `wamid.${tag}.new`, status: 'delivered' as const, callbackData: ids.unknown },
        { wamid: `wamid.${tag}.late`, status: 'failed' as const, error: { code: 131000, message: 'Something' } },
        { wamid: `wamid.${tag}.failed`, status: 'delivered' as const },
        { wamid: `wamid.${tag}.read`, status: 'sent' as const },
        { wamid: `wamid.${tag}.new`, status: 'sent' as const },
      ].map((r) => ({ orgId, ...r }));
      const outcome = async () => {
        const { rows } = await db().execute(sql`select m.id, m.status, m.error_code, m.wamid is not null as has_wamid,
            c.undeliverable_at is not null as undeliverable
          from messages m join conversations v on v.id = m.conversation_id join customers c on c.id = v.customer_id
          where m.id = any(${sql.param(Object.values(ids))}::uuid[])`);
        return Object.fromEntries(
          Object.entries(ids).map(([key, id]) => {
            const { status, error_code, has_wamid, undeliverable } = rows.find((r) => r.id === id)!;
            return [key, { status, error_code, has_wamid, undeliverable }];
          }),
        );
      };
      return { reports, outcome };
    };
    const oneByOne = await copy('uno', '+50670007001');
    const batch = await copy('lote', '+50670007002');
    for (const report of oneByOne.reports) await db().transaction((tx) => applyStatus(tx, report));
    await db().transaction(async (tx) => {
      await lockWamids(
        tx,
        batch.reports.map((r) => r.wamid),
      );
      await applyStatuses(tx, batch.reports);
    });
    const expected = {
      read: { status: 'read', error_code: null, has_wamid: true, undeliverable: true },
      failed: { status: 'failed', error_code: '131026', has_wamid: true, undeliverable: true },
      late: { status: 'delivered', error_code: null, has_wamid: true, undeliverable: true },
      unknown: { status: 'delivered', error_code: null, has_wamid: true, undeliverable: true },
    };
    expect(await oneByOne.outcome()).toEqual(expected);
    expect(await batch.outcome()).toEqual(expected);
  });

  it('refuses free text once the 24-hour window closed, and fails a send Meta refuses, with "Reintentar"', async () => {
    const quiet = (await ch.api.post('/api/customers', { name: 'Pedro Silencio', phone: '+506 7100 2222' })).json();
    const template = (await ch.api.get('/api/templates'))
      .json()
      .items.find((x: { status: string }) => x.status === 'ready');
    expect(template).toBeDefined();
    const params = templateVariables(template.text).map(() => 'Pedro');
    const started = await ch.api.post('/api/conversations', { customerId: quiet.id, templateId: template.id, params });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id;
    const closed = await ch.api.post(`/api/conversations/${id}/messages`, { text: 'Hola' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error).toBe('window_closed');
    await idle();

    ch.fake.failFor('50671002222', { code: 131026, message: 'Message undeliverable' });
    const again = await ch.api.post('/api/conversations', {
      customerId: quiet.id,
      templateId: template.id,
      params: started.json().messages[0] ? (template.text.match(/\{\{\d+\}\}/g) ?? []).map(() => 'Pedro') : [],
    });
    expect(again.statusCode).toBe(201);
    await idle();
    ch.fake.failFor('50671002222', undefined);
    const thread = (await ch.api.get(`/api/conversations/${id}`)).json();
    const failed = thread.messages.at(-1);
    expect(failed).toMatchObject({ status: 'failed', error: { code: '131026', message: 'Message undeliverable' } });
    // The number cannot receive: further sends are refused until the phone changes.
    const refused = await ch.api.post('/api/conversations', { customerId: quiet.id, templateId: template.id, params });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('customer_undeliverable');
    const retry = await ch.api.post(`/api/conversations/${id}/messages/${failed.id}/retry`, {});
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('queued');
  });

  it('shows the channel disconnected when Meta refuses the token on a send', async () => {
    const [conversation] = (await ch.api.get('/api/conversations?q=Lucía')).json().items;
    ch.fake.tokens.set(PHONE_ID, 'rotated-token');
    await ch.api.post(`/api/conversations/${conversation.id}/messages`, { text: '¿Sigue en pie?' });
    await idle();
    ch.fake.tokens.set(PHONE_ID, TOKEN);
    expect((await ch.api.get('/api/channel')).json()).toMatchObject({
      connected: false,
      lastError: expect.stringContaining('Session'),
    });
    const refused = await ch.api.post(`/api/conversations/${conversation.id}/messages`, { text: 'Otra vez' });
    expect(refused.json().error).toBe('channel_disconnected');
    await connectWhatsApp();
  });
});

describe('templates on a WhatsApp channel', () => {
  it('submits to Meta and takes its verdict from the template webhook', async () => {
    await connectWhatsApp();
    ch.fake.tokens.set('555666', TOKEN);
    const created = await ch.api.post('/api/templates', {
      name: 'promo_noviembre',
      category: 'Marketing',
      text: 'Hola {{1}}, este mes tu {{2}} tiene descuento. Responde SALIR para no recibir más mensajes.',
      buttons: ['Quiero agendar'],
    });
    const submitted = await ch.api.post(`/api/templates/${created.json().id}/submit`, undefined);
    expect(submitted.json()).toMatchObject({ status: 'submitted' });
    const sentToMeta = ch.fake.templates.at(-1)!;
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
      (await ch.api.get('/api/templates')).json().items.find((x: { name: string }) => x.name === 'promo_noviembre');
    expect(await read()).toMatchObject({ status: 'rejected', rejectionReason: 'INVALID_FORMAT' });
    await webhook(verdict('APPROVED'));
    await idle();
    expect(await read()).toMatchObject({ status: 'ready', rejectionReason: null });
  });
});
