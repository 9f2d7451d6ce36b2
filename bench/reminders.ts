/**
 * Reminders (issue 14's targets, read by people; nothing here fails on a figure), on PGlite, with
 * the real dispatcher sending through real HTTP to the local fake of Meta's Graph API:
 * - planning the reminders of 10,000 appointments (what a change of frequencies does);
 * - 10,000 reminders due in the same minute, drained at the configured rate (80/s: the measured
 *   rate beside it), then, with the limit lifted, as fast as the dispatcher goes; duplicates and
 *   losses counted from what the fake Graph server received;
 * - booking with reminders planned against booking without them, in the same run.
 * The appointments are spread over a week (a professional holds one at a time); the bench then moves
 * every reminder's moment to the same minute, which is what the dispatcher sees when that happens.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedTemplates } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  apiKeys,
  channels,
  configs,
  locations,
  messageTemplates,
  orgs,
  resources,
  services,
} from '../apps/server/src/db/schema/index.ts';
import { hashApiKey } from '../apps/server/src/http/actor.ts';
import { createTokenBox } from '../apps/server/src/modules/channel/token-crypto.ts';
import { replanOrgReminders } from '../apps/server/src/modules/reminders/plan-reminders.ts';
import { startFakeGraph } from '../apps/server/test/fake-graph.ts';
import { call, line, percentiles, timed } from './lib/measure.ts';
import { fmt } from './lib/server.ts';

const N = 10_000;
const RESOURCES = 50;
const TOKEN_KEY = 'ef'.repeat(32);
const TOKEN = 'EAAG-bench-token-for-the-fake-graph-server';
const PHONE_ID = '900800700600';

async function seedClinic(database: Database, name: string, resourceCount: number) {
  const { db } = database;
  const [org] = await db.insert(orgs).values({ name }).returning();
  const orgId = org!.id;
  const [location] = await db
    .insert(locations)
    .values({ orgId, name: 'San José', tz: 'America/Costa_Rica' })
    .returning();
  await db.insert(configs).values({ orgId, openTime: '00:00', closeTime: '23:30', reminderFrequencies: [1440] });
  await db.insert(messageTemplates).values(seedTemplates.map((t) => ({ ...t, orgId })));
  const [service] = await db.insert(services).values({ orgId, name: 'Consulta', durationMin: 30 }).returning();
  const resourceRows = await db
    .insert(resources)
    .values(Array.from({ length: resourceCount }, (_, i) => ({ orgId, name: `Dr. ${i}`, locationId: location!.id })))
    .returning();
  const key = `rk_${randomBytes(32).toString('base64url')}`;
  await db.insert(apiKeys).values({ orgId, name: 'bench', prefix: key.slice(0, 10), keyHash: hashApiKey(key) });
  return { orgId, locationId: location!.id, serviceId: service!.id, resourceIds: resourceRows.map((r) => r.id), key };
}

async function startApp(database: Database, dir: string, graphUrl: string, rate: number, now: () => Date) {
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dir,
      WHATSAPP_GRAPH_URL: graphUrl,
      WHATSAPP_APP_SECRET: 'bench-secret',
      WHATSAPP_RATE_PER_SECOND: String(rate),
      CHANNEL_TOKEN_KEY: TOKEN_KEY,
    }),
    database,
    mailer: { async send() {} },
    now,
  });
  await app.ready();
  return app;
}

/** Resolves when `count()` reaches `target`, checking every 20 ms; the time it happened. */
async function reach(count: () => number, target: number, limitMs: number): Promise<number> {
  const started = performance.now();
  while (count() < target) {
    if (performance.now() - started > limitMs) throw new Error(`stuck at ${count()} of ${target}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now();
}

export async function benchReminders(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-rem-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateDatabase(database);
  const { db } = database;
  const fake = await startFakeGraph();
  fake.tokens.set(PHONE_ID, TOKEN);
  const clock = new Date();
  const now = () => clock;
  let app: FastifyInstance | undefined;
  try {
    console.log(`\n# Reminders: ${N.toLocaleString('en')} appointments, PGlite, the fake Graph server over HTTP`);
    const clinic = await seedClinic(database, 'Clínica Recordatorios', RESOURCES);
    await db.insert(channels).values({
      orgId: clinic.orgId,
      kind: 'whatsapp',
      phoneNumberId: PHONE_ID,
      wabaId: '1',
      accessTokenEnc: createTokenBox(Buffer.from(TOKEN_KEY, 'hex')).seal(TOKEN),
    });
    // 10,000 patients, each with one appointment in the coming week (30-minute slots per professional).
    const firstSlot = Math.ceil((Date.now() + 2 * 86_400_000) / 1_800_000) * 1_800_000;
    await db.execute(sql`insert into customers (org_id, name, phone)
      select ${clinic.orgId}::uuid, 'Paciente ' || i, '+5068' || lpad(i::text, 7, '0') from generate_series(1, ${N}) i`);
    await db.execute(sql`insert into appointments (org_id, location_id, resource_id, service_id, customer_id, starts_at, ends_at)
      select ${clinic.orgId}::uuid, ${clinic.locationId}::uuid, r.id, ${clinic.serviceId}::uuid, c.id,
        to_timestamp(${firstSlot / 1000} + ((c.n - 1) / ${RESOURCES}) * 1800),
        to_timestamp(${firstSlot / 1000} + ((c.n - 1) / ${RESOURCES}) * 1800 + 1800)
      from (select id, row_number() over (order by phone) as n from customers where org_id = ${clinic.orgId}::uuid) c
      join (select id, row_number() over (order by name) - 1 as k from resources where org_id = ${clinic.orgId}::uuid) r
        on r.k = (c.n - 1) % ${RESOURCES}`);

    const plans: number[] = [];
    for (const frequencies of [[1440, 120], [1440]]) {
      const t0 = performance.now();
      await db.transaction((tx) => replanOrgReminders(tx, clinic.orgId, frequencies, clock));
      plans.push(performance.now() - t0);
    }
    line(
      `plan the reminders of ${N.toLocaleString('en')} appointments`,
      `${fmt(plans[0]!)} ms (two each), then ${fmt(plans[1]!)} ms to drop one frequency  (target ≤ 2,000 ms)`,
    );

    // Every reminder due in the same minute.
    await db.execute(sql`update scheduled_messages set run_at = ${clock.toISOString()}::timestamptz
      where org_id = ${clinic.orgId}::uuid and status = 'scheduled'`);
    const sent = () => fake.sent.length;

    // At the configured rate: measured between the 200th and the 1,800th send (after the start-up).
    app = await startApp(database, dir, fake.url, 80, now);
    const from = await reach(sent, 200, 120_000);
    const to = await reach(sent, 1_800, 120_000);
    const measured = 1_600 / ((to - from) / 1000);
    line(
      'drain at WHATSAPP_RATE_PER_SECOND=80',
      `${fmt(measured, 1)} sends/s  (${fmt((measured / 80 - 1) * 100, 1)} % off 80; target within 5 %)`,
    );
    await app.close();

    // The limit lifted: the rest as fast as the dispatcher goes.
    const before = sent();
    const t0 = performance.now();
    app = await startApp(database, dir, fake.url, 1_000_000, now);
    await reach(sent, N, 300_000);
    const fast = (N - before) / ((performance.now() - t0) / 1000);
    line('drain with the limit lifted', `${fmt(fast)} sends/s over ${N - before} sends  (target ≥ 500/s)`);
    const recipients = new Set(fake.sent.map((s) => s.body.to));
    line('duplicates, lost', `${fake.sent.length - recipients.size} duplicates, ${N - recipients.size} lost`);
    await app.close();

    // Booking with reminders planned against without, alternating blocks in one run.
    const booking = await seedClinic(database, 'Clínica Reservas', 40);
    app = await startApp(database, dir, fake.url, 80, now);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const headers = { authorization: `Bearer ${booking.key}`, 'content-type': 'application/json' };
    let slot = 0;
    // 01:00 in San José, a month ahead, whatever the hour the bench runs at: the bookings (ten hours
    // of them) stay inside the day's opening hours.
    const bookingDay = Math.floor((Date.now() + 32 * 86_400_000) / 86_400_000) * 86_400_000 + 7 * 3_600_000;
    const book = async () => {
      const start = bookingDay + Math.floor(slot / 40) * 1_800_000;
      const resourceId = booking.resourceIds[slot % 40]!;
      slot += 1;
      const res = await call(`${base}/api/scheduling/book`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ serviceId: booking.serviceId, resourceId, start: new Date(start).toISOString() }),
      });
      if (res.status !== 201) throw new Error(`book ${res.status} ${res.body}`);
    };
    const setFrequencies = (list: number[]) =>
      db.execute(
        sql`update configs set reminder_frequencies = ${`{${list.join(',')}}`}::int[] where org_id = ${booking.orgId}::uuid`,
      );
    await timed(100, book);
    const without: number[] = [];
    const withReminders: number[] = [];
    for (let round = 0; round < 6; round++) {
      await setFrequencies([]);
      without.push(...(await timed(60, book)));
      await setFrequencies([1440, 120]);
      withReminders.push(...(await timed(60, book)));
    }
    const a = percentiles(without);
    const b = percentiles(withReminders);
    const mean = (v: number[]) => v.reduce((x, y) => x + y, 0) / v.length;
    line('book without reminders (360)', `p50 ${fmt(a.p50, 2)} ms  mean ${fmt(mean(without), 2)} ms`);
    line(
      'book with two reminders (360)',
      `p50 ${fmt(b.p50, 2)} ms  mean ${fmt(mean(withReminders), 2)} ms  ratio ${fmt(mean(withReminders) / mean(without), 2)}× (target ≤ 1.2×)`,
    );
  } finally {
    await app?.close();
    await fake.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
