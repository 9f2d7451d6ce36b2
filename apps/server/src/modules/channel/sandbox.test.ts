// The sandbox: the simulator's messages take the WhatsApp pipeline, replies are delivered at once,
// the inbox hears of them live, and each organisation sees only its own.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../../test/sse-client.ts';
import { asMember, signUpWithOrg } from '../../../test/test-app.ts';
import { useChannelApp } from './channel-fixtures.ts';

const ch = useChannelApp();
const { idle } = ch;

// The member is on WhatsApp with Lucía's conversation: another organisation must see neither.
beforeAll(() => ch.luciaWrites());

describe('the sandbox', () => {
  it('takes a simulator message through the same pipeline, and delivers replies at once', async () => {
    const org = await signUpWithOrg(ch.t.app, 'Clínica Sandbox');
    const sandbox = asMember(ch.t.app, org);
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
    const org = await signUpWithOrg(ch.t.app, 'Clínica En Vivo');
    const live = asMember(ch.t.app, org);
    const stream = await openSse(`${ch.base}/api/conversations/stream?orgId=${org.orgId}`, { cookie: org.cookie });
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
      const other = await signUpWithOrg(ch.t.app, 'Clínica Sorda');
      const deaf = await openSse(`${ch.base}/api/conversations/stream?orgId=${other.orgId}`, { cookie: other.cookie });
      await deaf.waitFor((e) => e.event === 'ready');
      await live.post('/api/channel/sandbox/inbound', { from: '+50673334444', text: 'Otra vez' });
      await stream.waitFor(
        (e) => e.event === 'message' && (e.data as { message: { body: string } }).message.body === 'Otra vez',
      );
      expect(deaf.events.filter((e) => e.event !== 'ready')).toEqual([]);
      // A change of the configuration reaches the open panels of its organisation only.
      expect((await live.post('/api/config', { reminderFrequencies: [140] })).statusCode).toBe(200);
      await stream.waitFor((e) => e.event === 'config');
      await live.post('/api/channel/sandbox/inbound', { from: '+50673334444', text: 'Después' });
      await stream.waitFor(
        (e) => e.event === 'message' && (e.data as { message: { body: string } }).message.body === 'Después',
      );
      expect(deaf.events.filter((e) => e.event !== 'ready')).toEqual([]);
      deaf.close();
    } finally {
      stream.close();
    }
  });

  it('processes a simulator message from what it stored, without reading its row back', async () => {
    // One statement less in every chat turn of the simulator and the demo (the row is handed over in
    // memory, as a webhook's payload is): were it read back, the row's later text would be the message.
    const org = await signUpWithOrg(ch.t.app, 'Clínica Sin Relectura');
    const id = await ch.t.app.channel.storeSandbox(org.orgId, { from: '+50674445555', name: 'Marta', text: 'Hola' });
    const db = ch.t.database.db;
    await db.execute(
      sql`update webhook_inbox set payload = jsonb_set(payload, '{text}', '"releído"') where id = ${id}`,
    );
    ch.t.app.channel.process(id);
    await idle();
    const { rows } = await db.execute(sql`select m.body, w.processed_at is not null as processed
      from messages m join webhook_inbox w on w.id = ${id} and m.org_id = w.org_id where m.direction = 'in'`);
    expect(rows).toEqual([{ body: 'Hola', processed: true }]);
  });

  it('refuses a bad phone or an empty message with the field’s Spanish text', async () => {
    const bad = await ch.api.post('/api/channel/sandbox/inbound', { from: '8888', text: 'Hola' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ from: 'Teléfono inválido' });
    const empty = await ch.api.post('/api/channel/sandbox/inbound', { from: '+50688887777' });
    expect(empty.json().fields).toEqual({ text: 'Escribe un mensaje' });
  });

  it('keeps each organisation’s channel and conversations to itself', async () => {
    const other = asMember(ch.t.app, await signUpWithOrg(ch.t.app, 'Ajena'));
    const [mine] = (await ch.api.get('/api/conversations?q=Lucía')).json().items;
    expect((await other.post(`/api/conversations/${mine.id}/messages`, { text: 'x' })).statusCode).toBe(404);
    expect((await other.post(`/api/conversations/${mine.id}/mode`, { mode: 'staff' })).statusCode).toBe(404);
    expect((await other.get('/api/channel')).json().kind).toBe('sandbox');
  });
});
