/**
 * Capacity (issue 36, docs/capacity.md): one PostgreSQL holding 1,000 organisations, 1,000,000
 * patients, 2,000,000 appointments and 200,000 conversations, served by three instances on this
 * machine. `CAPACITY_SCALE` (default 1) scales every count (0.01: ten clinics, to try the bench);
 * `CAPACITY_PARTS` names the parts to run (reads, webhook, reply, streams, drain; default all).
 * Each figure is printed with the load average beside it; it never fails on one. Measured:
 * - GET /api/agenda of a week, and availability (3 slots), for random clinics, across the instances;
 * - webhook messages acknowledged: p95 one at a time, and per second with 20 senders;
 * - an inbound message → the receptionist's reply stored;
 * - live updates: a booking → its arrival at every open stream of that clinic, with 2,000 open.
 * - 100 reminders per clinic due at once, drained through the fake Graph API with one instance
 *   killed half-way (capacity-drain.ts): sends a second, per-number rate, duplicates and losses.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { addDays, instantToZoned, seedTemplates, zonedToInstant } from '@recepta/domain';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { apiKeys } from '../apps/server/src/db/schema/index.ts';
import { hashApiKey } from '../apps/server/src/http/actor.ts';
import { signPayload } from '../apps/server/src/modules/channel/graph/signature.ts';
import { createTokenBox } from '../apps/server/src/modules/channel/token-crypto.ts';
import { openSse } from '../apps/server/test/sse-client.ts';
import { drainWithKill } from './capacity-drain.ts';
import { startFakeGraphProcess } from './lib/fake-graph-process.ts';
import { line, percentiles, random, timed } from './lib/measure.ts';
import { withScratchPostgres } from './lib/scratch-postgres.ts';
import { fmt, type Started, startProcess } from './lib/server.ts';

const TZ = 'America/Costa_Rica';
const SECRET = 'capacity-app-secret';
const TOKEN_KEY = 'cd'.repeat(32);
/** Every clinic's access token at the fake Graph server. */
const TOKEN = 'EAAG-capacity-token-for-the-fake-graph-server';
const RATE_PER_NUMBER = 80;
/** The built server, as people host it (built by the bench before it starts). */
const main = 'apps/server/dist/main.js';
const scale = Number(process.env.CAPACITY_SCALE ?? '1');
const ORGS = Math.max(2, Math.round(1_000 * scale));
/** CAPACITY_PARTS=reads,webhook,reply,streams,drain (default: all) runs only those parts. */
const parts = process.env.CAPACITY_PARTS?.split(',');
const wanted = (part: 'reads' | 'webhook' | 'reply' | 'streams' | 'drain') => !parts || parts.includes(part);
const PATIENTS_PER_ORG = 1_000;
const APPOINTMENTS_PER_ORG = 2_000;
const CONVERSATIONS_PER_ORG = 200;

const load = () =>
  loadavg()
    .map((l) => fmt(l, 2))
    .join(' ');

interface Clinic {
  orgId: string;
  n: number;
  key: string;
  serviceId: string;
  phoneId: string;
}

/** Everything in SQL (generate_series): a year of appointments, on free half hours of three professionals. */
async function seed(url: string): Promise<Clinic[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const today = instantToZoned(Date.now(), TZ).date;
  const first = addDays(today, -180);
  try {
    await client.query(`insert into orgs (name) select 'Clínica ' || g from generate_series(1, ${ORGS}) g`);
    await client.query(`create temporary table cap as
      select id as org_id, split_part(name, ' ', 2)::int as n from orgs where name like 'Clínica %'`);
    await client.query(`insert into locations (org_id, name, tz) select org_id, 'Sede', '${TZ}' from cap`);
    await client.query('insert into configs (org_id) select org_id from cap');
    await client.query(`insert into resources (org_id, location_id, name)
      select c.org_id, l.id, 'Profesional ' || r from cap c join locations l on l.org_id = c.org_id, generate_series(1, 3) r`);
    await client.query(`insert into services (org_id, name, duration_min, price)
      select org_id, 'Servicio ' || s, 30, 1000 * s from cap, generate_series(1, 3) s`);
    await client.query(`insert into customers (org_id, name, phone)
      select org_id, 'Paciente ' || p, '+506' || lpad((n * ${PATIENTS_PER_ORG} + p)::text, 8, '0')
      from cap, generate_series(1, ${PATIENTS_PER_ORG}) p`);
    // Lookups by number, so the two million rows are one join, not a query each.
    await client.query(`create temporary table cap_res as
      select org_id, location_id, array_agg(id order by id) as ids from resources
      where org_id in (select org_id from cap) group by org_id, location_id`);
    await client.query(`create temporary table cap_svc as
      select distinct on (org_id) org_id, id from services where org_id in (select org_id from cap) order by org_id, id`);
    await client.query(`create temporary table cap_cust as
      select org_id, id, (row_number() over (partition by org_id order by id))::int - 1 as i from customers
      where org_id in (select org_id from cap)`);
    await client.query('create index on cap_cust (org_id, i)');
    // 365 days × 20 half hours × 3 professionals; stepping by a number prime to it visits distinct cells.
    await client.query(`insert into appointments (org_id, location_id, resource_id, service_id, customer_id, starts_at, ends_at, status)
      select c.org_id, r.location_id, r.ids[x.cell % 3 + 1], s.id, cu.id, t.starts_at, t.starts_at + interval '30 minutes',
        case when t.starts_at < now() then 'CONFIRMED' else 'pending' end
      from cap c
      join cap_res r on r.org_id = c.org_id
      join cap_svc s on s.org_id = c.org_id
      cross join generate_series(0, ${APPOINTMENTS_PER_ORG - 1}) k
      cross join lateral (select ((k * 7919) % 21900) as cell) x
      join cap_cust cu on cu.org_id = c.org_id and cu.i = k % ${PATIENTS_PER_ORG}
      cross join lateral (select (('${first}'::date + (x.cell / 3 / 20)::int)::timestamp
        + ((8 * 60 + ((x.cell / 3) % 20) * 30) * interval '1 minute')) at time zone '${TZ}' as starts_at) t`);
    await client.query(`insert into conversations (org_id, customer_id, wa_id, last_message_at)
      select cu.org_id, cu.id, substring(cu.phone from 2), now() - (random() * interval '90 days')
      from (select org_id, id, phone, row_number() over (partition by org_id order by id) as i from customers
            where org_id in (select org_id from cap)) cu
      where cu.i <= ${CONVERSATIONS_PER_ORG}`);
    await client.query(
      `insert into channels (org_id, kind, phone_number_id, waba_id, access_token_enc)
      select org_id, 'whatsapp', 'cap' || n, 'waba' || n, $1 from cap`,
      [createTokenBox(Buffer.from(TOKEN_KEY, 'hex')).seal(TOKEN)],
    );
    await client.query(
      `insert into message_templates (org_id, name, category, text, status, buttons)
      select c.org_id, t.name, t.category, t.text, t.status, t.buttons
      from cap c, json_to_recordset($1::json) as t(name text, category text, text text, status text, buttons jsonb)`,
      [JSON.stringify(seedTemplates)],
    );
    const { rows } = await client.query<{ org_id: string; n: number; service_id: string }>(
      `select c.org_id, c.n, (select id from services where org_id = c.org_id order by id limit 1) as service_id
       from cap c order by c.n`,
    );
    await client.query('analyze');
    return rows.map((r) => ({
      orgId: r.org_id,
      n: r.n,
      serviceId: r.service_id,
      key: `rk_${randomBytes(32).toString('base64url')}`,
      phoneId: `cap${r.n}`,
    }));
  } finally {
    await client.end();
  }
}

function inbound(clinic: Clinic, from: string, text: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: `waba${clinic.n}`,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: clinic.phoneId },
              contacts: [{ wa_id: from, profile: { name: 'Paciente Nuevo' } }],
              messages: [
                {
                  from,
                  id: `wamid.cap.${randomBytes(8).toString('hex')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

async function postWebhook(base: string, body: string): Promise<void> {
  const res = await fetch(`${base}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signPayload(body, SECRET) },
    body,
  });
  if (res.status !== 200) throw new Error(`webhook ${res.status} ${await res.text()}`);
}

export async function benchCapacity(postgresUrl: string | undefined): Promise<void> {
  console.log(`\n# Capacity: ${ORGS} clinics on one PostgreSQL, three instances (scale ${scale})`);
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
  await withScratchPostgres(postgresUrl, 'capacity', async (url) => {
    const database: Database = await openDatabase({ kind: 'postgres', url });
    await migrateDatabase(database);
    let t0 = performance.now();
    const clinics = await seed(url);
    await database.db.insert(apiKeys).values(
      clinics.map((c) => ({
        orgId: c.orgId,
        name: 'capacity',
        prefix: c.key.slice(0, 10),
        keyHash: hashApiKey(c.key),
      })),
    );
    await database.close();
    // Meta's Graph API, faked in a process of its own (as Meta is elsewhere).
    const fake = await startFakeGraphProcess();
    await fake.tokens(
      clinics.map((c) => c.phoneId),
      TOKEN,
    );
    line(
      `seed (${ORGS} clinics)`,
      `${fmt((performance.now() - t0) / 1000, 1)} s: ${ORGS * PATIENTS_PER_ORG} patients, ${ORGS * APPOINTMENTS_PER_ORG} appointments, ${ORGS * CONVERSATIONS_PER_ORG} conversations (load ${load()})`,
    );

    const env = {
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WHATSAPP_APP_SECRET: SECRET,
      CHANNEL_TOKEN_KEY: TOKEN_KEY,
      // Replies and reminders go to the local fake of Meta's Graph API.
      WHATSAPP_GRAPH_URL: fake.url,
      WHATSAPP_RATE_PER_SECOND: String(RATE_PER_NUMBER),
    };
    const instances: Started[] = [];
    let killed: Started | undefined;
    try {
      for (let i = 0; i < 3; i++) instances.push(await startProcess(main, env, '/api/health'));
      const bases = instances.map((s) => `http://127.0.0.1:${s.port}`);
      const rnd = random(36);
      const pick = () => clinics[Math.floor(rnd() * clinics.length)]!;
      const today = instantToZoned(Date.now(), TZ).date;
      const weekStart = new Date(zonedToInstant(addDays(today, -3), 0, TZ)).toISOString();
      const weekEnd = new Date(zonedToInstant(addDays(today, 4), 0, TZ)).toISOString();

      let i = 0;
      if (wanted('reads')) {
        const agendaCall = async () => {
          const c = pick();
          const res = await fetch(
            `${bases[i++ % 3]}/api/agenda?start=${encodeURIComponent(weekStart)}&end=${encodeURIComponent(weekEnd)}`,
            { headers: { authorization: `Bearer ${c.key}` } },
          );
          if (res.status !== 200) throw new Error(`agenda ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        };
        await timed(100, agendaCall);
        const agenda = percentiles(await timed(1_000, agendaCall));
        line(
          'agenda week, random clinic (1,000 calls)',
          `p50 ${fmt(agenda.p50, 2)} ms  p95 ${fmt(agenda.p95, 2)} ms  (target p95 ≤ 30 ms; load ${load()})`,
        );

        const availabilityCall = async () => {
          const c = pick();
          const from = new Date(zonedToInstant(addDays(today, 1 + Math.floor(rnd() * 60)), 8 * 60, TZ)).toISOString();
          const res = await fetch(`${bases[i++ % 3]}/api/scheduling/availability`, {
            method: 'POST',
            headers: { authorization: `Bearer ${c.key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ serviceId: c.serviceId, from }),
          });
          if (res.status !== 200) throw new Error(`availability ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        };
        await timed(100, availabilityCall);
        const availability = percentiles(await timed(1_000, availabilityCall));
        line(
          'availability, 3 slots, random clinic (1,000)',
          `p50 ${fmt(availability.p50, 2)} ms  p95 ${fmt(availability.p95, 2)} ms  (target p95 ≤ 10 ms; load ${load()})`,
        );
      }
      if (wanted('webhook')) {
        // Webhooks from patients the clinics know (their conversations exist), one at a time, then 20 at once.
        const known = (c: Clinic) =>
          `506${String(c.n * PATIENTS_PER_ORG + 1 + Math.floor(rnd() * CONVERSATIONS_PER_ORG)).padStart(8, '0')}`;
        const hook = async () => {
          const c = pick();
          await postWebhook(bases[i++ % 3]!, inbound(c, known(c), 'gracias'));
        };
        // The baseline, in turn with the product's calls so both meet the same load: the same
        // insert and commit in a bare route (bench/bare-webhook-server.ts).
        const bare = await startProcess('bench/bare-webhook-server.ts', env, '/health');
        const ackTimes: number[] = [];
        const bareTimes: number[] = [];
        try {
          for (let k = 0; k < 2_000; k++) {
            const c = pick();
            const body = inbound(c, known(c), 'gracias');
            const start = performance.now();
            await postWebhook(k % 2 === 0 ? bases[i++ % 3]! : `http://127.0.0.1:${bare.port}`, body);
            (k % 2 === 0 ? ackTimes : bareTimes).push(performance.now() - start);
          }
        } finally {
          await bare.stop();
        }
        const acks = percentiles(ackTimes);
        const floor = percentiles(bareTimes);
        line(
          'webhook ack, one at a time (1,000)',
          `p50 ${fmt(acks.p50, 2)} ms  p95 ${fmt(acks.p95, 2)} ms  (target p95 ≤ 20 ms; load ${load()})`,
        );
        line(
          '  baseline: bare route, same insert (1,000)',
          `p50 ${fmt(floor.p50, 2)} ms  p95 ${fmt(floor.p95, 2)} ms  (ack / baseline p95 ${fmt(acks.p95 / floor.p95, 2)})`,
        );
        let sent = 0;
        t0 = performance.now();
        const until = t0 + 10_000;
        await Promise.all(
          Array.from({ length: 20 }, async () => {
            while (performance.now() < until) {
              await hook();
              sent++;
            }
          }),
        );
        line(
          'webhook acks, 20 senders for 10 s',
          `${fmt(sent / ((performance.now() - t0) / 1000))} messages/s (load ${load()})`,
        );
      }
      if (wanted('reply')) {
        // A new patient's "hola" → the receptionist's reply stored (it is queued; nothing is sent from here).
        const watcher = new pg.Client({ connectionString: url });
        await watcher.connect();
        try {
          const turns: number[] = [];
          for (let k = 0; k < 100; k++) {
            const c = pick();
            const from = `5068${String(c.n * 1_000 + k).padStart(7, '0')}`;
            const start = performance.now();
            await postWebhook(bases[k % 3]!, inbound(c, from, 'Hola, quiero una cita'));
            for (;;) {
              const { rows } = await watcher.query(
                `select 1 from messages m join conversations v on v.id = m.conversation_id
                 where v.org_id = $1 and v.wa_id = $2 and m.direction = 'out' limit 1`,
                [c.orgId, from],
              );
              if (rows.length > 0) break;
              await new Promise((r) => setTimeout(r, 2));
            }
            turns.push(performance.now() - start);
          }
          const reply = percentiles(turns);
          line(
            'inbound "hola" → reply stored (100)',
            `p50 ${fmt(reply.p50, 1)} ms  p95 ${fmt(reply.p95, 1)} ms  (load ${load()})`,
          );
        } finally {
          await watcher.end();
        }
      }
      if (wanted('streams')) {
        // 2,000 open agenda streams (no range, as the panel's one stream per browser): 10 for each of
        // 200 clinics, spread over the instances.
        const watched = clinics.slice(0, Math.min(200, clinics.length));
        const streams = await Promise.all(
          Array.from({ length: watched.length * 10 }, async (_, s) => {
            const c = watched[s % watched.length]!;
            const stream = await openSse(`${bases[s % 3]}/api/agenda/stream`, { authorization: `Bearer ${c.key}` });
            if (stream.status !== 200) throw new Error(`agenda stream answered ${stream.status}`);
            await stream.waitFor((e) => e.event === 'ready', 120_000);
            return { clinic: c, stream };
          }),
        );
        try {
          const arrivals: number[] = [];
          for (let k = 0; k < 100; k++) {
            const c = watched[k % watched.length]!;
            const mine = streams.filter((s) => s.clinic === c);
            const slots = await fetch(`${bases[k % 3]}/api/scheduling/availability`, {
              method: 'POST',
              headers: { authorization: `Bearer ${c.key}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                serviceId: c.serviceId,
                from: new Date(zonedToInstant(addDays(today, 2 + (k % 50)), 8 * 60, TZ)).toISOString(),
              }),
            }).then((r) => r.json() as Promise<{ slots: { start: string; resourceId: string }[] }>);
            const slot = slots.slots[0];
            if (!slot) continue;
            const start = performance.now();
            const res = await fetch(`${bases[(k + 1) % 3]}/api/scheduling/book`, {
              method: 'POST',
              headers: { authorization: `Bearer ${c.key}`, 'content-type': 'application/json' },
              body: JSON.stringify({ serviceId: c.serviceId, resourceId: slot.resourceId, start: slot.start }),
            });
            if (res.status !== 201) throw new Error(`book ${res.status} ${await res.text()}`);
            const { id } = ((await res.json()) as { appointment: { id: string } }).appointment;
            await Promise.all(
              mine.map(async ({ stream }) => {
                await stream.waitFor((e) => e.event === 'appointment' && JSON.stringify(e.data).includes(id), 60_000);
                arrivals.push(performance.now() - start);
              }),
            );
          }
          const live = percentiles(arrivals);
          line(
            `booking → ${streams.length} open streams (100 bookings)`,
            `p50 ${fmt(live.p50, 1)} ms  p95 ${fmt(live.p95, 1)} ms at each of the clinic's 10 streams (load ${load()})`,
          );
        } finally {
          for (const { stream } of streams) stream.close();
        }
      }

      if (wanted('drain')) ({ killed } = await drainWithKill(url, instances, fake, RATE_PER_NUMBER, SECRET, load));
    } finally {
      for (const instance of instances) if (instance !== killed) await instance.stop();
      await fake.close();
    }
  });
}
