/**
 * What the channel's tests share (webhook, channel-settings, sending and sandbox .test.ts): the real
 * app on a port of its own (the fake Graph server posts its status webhooks to it, and the inbox's
 * live stream is read over HTTP), a fake of Meta's Graph API, one organisation's member, and Meta's
 * webhook payloads, signed with the app secret as Meta signs them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type FakeGraph, startFakeGraph } from '../../../test/fake-graph.ts';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';
import { signPayload } from './graph/signature.ts';

export const SECRET = 'app-secret-for-tests';
export const VERIFY = 'verify-token-123';
export const PHONE_ID = '109876543210';
export const TOKEN = 'EAAG-valid-access-token-for-tests';

export interface ChannelApp {
  t: TestApp;
  fake: FakeGraph;
  member: Awaited<ReturnType<typeof signUpWithOrg>>;
  api: ReturnType<typeof asMember>;
  /** The app's own address, e.g. http://127.0.0.1:41234. */
  base: string;
}

/**
 * Starts the fake Graph server and the app before the file's tests and stops both after them. The
 * state is filled in beforeAll, so read it in tests (`ch.api`), not at the file's top; the helpers
 * can be taken apart at the top.
 */
export function useChannelApp() {
  const ch = {} as ChannelApp;
  beforeAll(async () => {
    ch.fake = await startFakeGraph();
    ch.fake.tokens.set(PHONE_ID, TOKEN);
    ch.fake.tokens.set('200300400', TOKEN);
    ch.t = await createTestApp({
      env: { WHATSAPP_GRAPH_URL: ch.fake.url, WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY },
    });
    await ch.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ch.t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    ch.base = `http://127.0.0.1:${address.port}`;
    ch.fake.webhook = { url: `${ch.base}/api/whatsapp/webhook`, secret: SECRET };
    ch.member = await signUpWithOrg(ch.t.app);
    ch.api = asMember(ch.t.app, ch.member);
  });
  afterAll(async () => {
    await ch.t.close();
    await ch.fake.close();
  });

  const db = () => ch.t.database.db;
  const idle = () => ch.t.app.channel.idle();

  function webhook(payload: unknown, signature?: string) {
    const raw = JSON.stringify(payload);
    return ch.t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? signPayload(raw, SECRET) },
      payload: raw,
    });
  }

  async function count(table: string, where = sql`true`): Promise<number> {
    const { rows } = await db().execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
    return Number(rows[0]?.n);
  }

  async function connectWhatsApp(phoneNumberId = PHONE_ID) {
    const res = await ch.api.put('/api/channel', {
      kind: 'whatsapp',
      phoneNumberId,
      wabaId: '555666',
      accessToken: TOKEN,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /**
   * The member's channel on WhatsApp, and Lucía Mora (wa_id 50670001111) writing to it: the open
   * conversation that the tests of sending, statuses and tenancy answer in.
   */
  async function luciaWrites() {
    await connectWhatsApp();
    const res = await webhook(
      inbound(
        [text('50670001111', 'wamid.lucia', 'Hola, quiero una cita')],
        [{ wa_id: '50670001111', name: 'Lucía Mora' }],
      ),
    );
    expect(res.statusCode).toBe(200);
    await idle();
  }

  return Object.assign(ch, { db, idle, webhook, count, connectWhatsApp, luciaWrites });
}

/** Meta's webhook body for messages to PHONE_ID, with the senders' profiles in `contacts`. */
export function inbound(messages: Record<string, unknown>[], contacts: { wa_id: string; name: string }[] = []) {
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
export const text = (from: string, id: string, body: string, secondsAgo = 0) => ({
  from,
  id,
  timestamp: String(Math.floor(Date.now() / 1000) - secondsAgo),
  type: 'text',
  text: { body },
});
