/**
 * The WhatsApp loop (issue 13's targets, read by people; nothing here fails on a figure):
 * - the webhook with one inbound text on PGlite: p95 from request to answer, and throughput with 20
 *   connections against a bare Fastify route in the same process that checks the same HMAC;
 * - the inbox with 10,000 conversations and 200,000 messages: p95 of the list's first page, and of
 *   opening a thread of 5,000 messages (its first page);
 * - a message's path, sandbox inbound → visible on an open inbox stream (SSE), p95 on loopback.
 * Server and client share this process (as bench/scheduling.ts's stream figure does): the latencies
 * include the client's own work.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { apiKeys, channels, configs, locations, orgs } from '../apps/server/src/db/schema/index.ts';
import { hashApiKey } from '../apps/server/src/http/actor.ts';
import { signPayload, verifySignature } from '../apps/server/src/modules/channel/graph/signature.ts';
import { openSse } from '../apps/server/test/sse-client.ts';
import { call, line, load, loadTool, percentiles, timed } from './lib/measure.ts';
import { fmt } from './lib/server.ts';

const SECRET = 'bench-app-secret';
const PHONE_ID = '100200300400';

function inboundPayload(i: number): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: PHONE_ID },
              contacts: [
                { wa_id: `5067${String(i % 1000).padStart(7, '0')}`, profile: { name: `Paciente ${i % 1000}` } },
              ],
              messages: [
                {
                  from: `5067${String(i % 1000).padStart(7, '0')}`,
                  id: `wamid.bench.${i}.${randomBytes(4).toString('hex')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'Hola, quiero una cita' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/**
 * A server of its own on a new PGlite folder: one clinic with an API key and a WhatsApp channel.
 * The webhook figures and the inbox figures each get one: after the webhook's flood the receptionist
 * has answered 2,200 patients and its replies are still being sent and retried in the background,
 * which made the inbox's seeding on the same server take minutes (docs/benchmarks.md).
 */
async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-wa-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateDatabase(database);
  const { db } = database;
  const [org] = await db.insert(orgs).values({ name: 'Clínica Bench' }).returning();
  const orgId = org!.id;
  await db.insert(locations).values({ orgId, name: 'San José', tz: 'America/Costa_Rica' });
  await db.insert(configs).values({ orgId });
  const key = `rk_${randomBytes(32).toString('base64url')}`;
  await db.insert(apiKeys).values({ orgId, name: 'bench', prefix: key.slice(0, 10), keyHash: hashApiKey(key) });
  await db
    .insert(channels)
    .values({ orgId, kind: 'whatsapp', phoneNumberId: PHONE_ID, wabaId: '1', accessTokenEnc: 'x' });
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dir,
      WHATSAPP_APP_SECRET: SECRET,
      CHANNEL_TOKEN_KEY: 'cd'.repeat(32),
    }),
    database,
    mailer: { async send() {} },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { db, orgId, key, app, base, close };
}

/** `webhookOnly`: the webhook figures alone (`npm run bench -- whatsapp-webhook`), without the inbox's seeding. */
export async function benchWhatsApp(webhookOnly = false): Promise<void> {
  let server = await startServer();
  const { app, base } = server;
  // The baseline: a bare route in this process that reads the raw body and checks the same HMAC.
  const bare = Fastify({ logger: false });
  bare.removeAllContentTypeParsers();
  bare.addContentTypeParser('*', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
  bare.post('/hook', async (request, reply) => {
    const ok = verifySignature(request.body as Buffer, request.headers['x-hub-signature-256'], SECRET);
    return reply.status(ok ? 200 : 401).send({ received: ok });
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/hook`;

  try {
    console.log('\n# Webhook: one inbound text, PGlite (answer before processing; processing after)');
    let n = 0;
    const post = async (url: string) => {
      const raw = inboundPayload(n++);
      const res = await call(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signPayload(raw, SECRET) },
        body: raw,
      });
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${res.body}`);
    };
    await timed(200, () => post(`${base}/api/whatsapp/webhook`));
    await app.channel.idle();
    const times = await timed(2_000, () => post(`${base}/api/whatsapp/webhook`));
    const p = percentiles(times);
    line('request → answer, 2,000 sequential', `p50 ${fmt(p.p50, 2)} ms  p95 ${fmt(p.p95, 2)} ms  (target p95 ≤ 5 ms)`);
    const t0 = performance.now();
    await app.channel.idle();
    line('processing left after the answers', `${fmt(performance.now() - t0)} ms for the backlog`);

    // Throughput: the same signed body each time (duplicates are stored once, answered 200 all the
    // same), 20 connections for 5 s against each; the backlog the webhook leaves is processed after.
    const raw = inboundPayload(999_999);
    const headers = { 'content-type': 'application/json', 'x-hub-signature-256': signPayload(raw, SECRET) };
    await load(bareUrl, headers, 1, { body: raw });
    const b = await load(bareUrl, headers, 5, { body: raw });
    const w = await load(`${base}/api/whatsapp/webhook`, headers, 5, { body: raw });
    const t1 = performance.now();
    await app.channel.idle();
    const backlog = performance.now() - t1;
    line(`bare Fastify route, same HMAC, 20 conn. (${loadTool})`, `${fmt(b.rps)} req/s`);
    line(
      `webhook, 20 connections (${loadTool})`,
      `${fmt(w.rps)} req/s  p99 ${fmt(w.p99, 1)} ms  ratio ${fmt(w.rps / b.rps, 2)}  (target ≥ 0.3; failed ${w.failed})`,
    );
    line('processing left after the load', `${fmt(backlog)} ms for the backlog`);
    if (webhookOnly) return;
    await server.close();
    server = await startServer();
    const { db, orgId, key } = server;
    const inboxBase = server.base;

    console.log('\n# Inbox: 10,000 conversations, 200,000 messages (one thread of 5,000), PGlite');
    const seedStart = performance.now();
    await db.execute(sql`insert into customers (org_id, name, phone)
      select ${orgId}::uuid, 'Paciente ' || g, '+5068' || lpad(g::text, 7, '0') from generate_series(1, 10000) g`);
    await db.execute(sql`insert into conversations (org_id, customer_id, wa_id, last_message_at, last_inbound_at, created_at)
      select c.org_id, c.id, substr(c.phone, 2), now() - (row_number() over (order by c.id)) * interval '1 minute', now(), now()
      from customers c where c.org_id = ${orgId} and c.phone like '+5068%'`);
    // 5,000 messages in the newest conversation, 195,000 spread over the others.
    await db.execute(sql`insert into messages (org_id, conversation_id, direction, author, body, status, sent_at)
      select ${orgId}::uuid, (select id from conversations where org_id = ${orgId} order by last_message_at desc limit 1),
        case when g % 2 = 0 then 'in' else 'out' end, case when g % 2 = 0 then 'patient' else 'assistant' end,
        'Mensaje ' || g, 'read', now() - g * interval '1 second'
      from generate_series(1, 5000) g`);
    await db.execute(sql`insert into messages (org_id, conversation_id, direction, author, body, status, sent_at)
      select c.org_id, c.id, 'in', 'patient', 'Hola ' || g, 'delivered', c.last_message_at - g * interval '1 second'
      from (select id, org_id, last_message_at from conversations where org_id = ${orgId}
            order by last_message_at desc offset 1) c, generate_series(1, 20) g
      limit 195000`);
    await db.execute(sql`analyze`);
    line('seeded', `${fmt(performance.now() - seedStart)} ms`);
    const auth = { authorization: `Bearer ${key}` };
    const list = await timed(200, async () => {
      const res = await call(`${inboxBase}/api/conversations`, { headers: auth });
      if (res.status !== 200) throw new Error(`list ${res.status}`);
    });
    const lp = percentiles(list);
    line(
      'GET /conversations (first page of 50)',
      `p50 ${fmt(lp.p50, 2)} ms  p95 ${fmt(lp.p95, 2)} ms  (target ≤ 20 ms)`,
    );
    const [busiest] = (
      await db.execute(sql`select id from conversations where org_id = ${orgId} order by last_message_at desc limit 1`)
    ).rows as { id: string }[];
    const thread = await timed(200, async () => {
      const res = await call(`${inboxBase}/api/conversations/${busiest!.id}`, { headers: auth });
      if (res.status !== 200) throw new Error(`thread ${res.status}`);
    });
    const tp = percentiles(thread);
    line(
      'GET /conversations/{id}, 5,000 messages',
      `p50 ${fmt(tp.p50, 2)} ms  p95 ${fmt(tp.p95, 2)} ms  (target ≤ 20 ms)`,
    );

    console.log('\n# A message’s path: sandbox inbound → the open inbox stream (SSE), loopback');
    await db.update(channels).set({ kind: 'sandbox', phoneNumberId: null });
    const stream = await openSse(`${inboxBase}/api/conversations/stream`, auth);
    await stream.waitFor((e) => e.event === 'ready');
    const delays: number[] = [];
    for (let i = 0; i < 220; i++) {
      const body = `camino ${i}`;
      const t = performance.now();
      const res = await call(`${inboxBase}/api/channel/sandbox/inbound`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ from: '+50670001234', text: body }),
      });
      if (res.status !== 202) throw new Error(`inbound ${res.status} ${res.body}`);
      await stream.waitFor(
        (e) => e.event === 'message' && (e.data as { message: { body: string } }).message.body === body,
        10_000,
      );
      if (i >= 20) delays.push(performance.now() - t);
    }
    stream.close();
    const sp = percentiles(delays);
    line(
      'inbound → message event, 200 messages',
      `p50 ${fmt(sp.p50, 2)} ms  p95 ${fmt(sp.p95, 2)} ms  (target ≤ 50 ms)`,
    );
  } finally {
    await server.close();
    await bare.close();
  }
}
