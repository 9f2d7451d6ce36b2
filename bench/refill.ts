/**
 * Refill (issue 33's target, read by people; nothing here fails on a figure), on PGlite, on the
 * sandbox channel: an organisation with 10,000 patients, 200 of them on its waitlist for the
 * service. Each of 20 appointments (a month ahead, so no minimum notice stops the offer) is
 * cancelled through the API, and the time is taken from the cancel request until the first offer
 * of the freed slot is stored as sent by the sandbox (its message `sent` or `delivered`), polled
 * every 5 ms. The same three patients lead the list for every slot, and a patient's messages are kept
 * PAIR_GAP_MS (6 s) apart: so each cancellation waits until that gap has passed since the last
 * offers, as cancellations at a clinic are minutes apart, not seconds. Baseline in the same run: the same cancellation with the refill turned off (the
 * cancel call alone). The load average is printed beside the figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAIR_GAP_MS, seedTemplates } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  apiKeys,
  configs,
  locations,
  messageTemplates,
  orgs,
  resources,
  services,
} from '../apps/server/src/db/schema/index.ts';
import { hashApiKey } from '../apps/server/src/http/actor.ts';
import { call, line, percentiles } from './lib/measure.ts';
import { fmt } from './lib/server.ts';

const PATIENTS = 10_000;
const WAITING = 200;
const CANCELLATIONS = 20;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function benchRefill(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-refill-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateDatabase(database);
  const { db } = database;
  let app: FastifyInstance | undefined;
  try {
    console.log(
      `\n# Refill: ${PATIENTS.toLocaleString('en')} patients, ${WAITING} waiting, ${CANCELLATIONS} cancellations, PGlite, sandbox channel`,
    );
    const [org] = await db.insert(orgs).values({ name: 'Clínica Lista de Espera' }).returning();
    const orgId = org!.id;
    const [location] = await db
      .insert(locations)
      .values({ orgId, name: 'San José', tz: 'America/Costa_Rica' })
      .returning();
    await db.insert(configs).values({ orgId, openTime: '00:00', closeTime: '23:30', reminderFrequencies: [] });
    await db.insert(messageTemplates).values(seedTemplates.map((t) => ({ ...t, orgId })));
    const [service] = await db.insert(services).values({ orgId, name: 'Consulta', durationMin: 30 }).returning();
    const [resource] = await db
      .insert(resources)
      .values({ orgId, name: 'Dra. Ana', locationId: location!.id })
      .returning();
    const key = `rk_${randomBytes(32).toString('base64url')}`;
    await db.insert(apiKeys).values({ orgId, name: 'bench', prefix: key.slice(0, 10), keyHash: hashApiKey(key) });
    await db.execute(sql`insert into customers (org_id, name, phone)
      select ${orgId}::uuid, 'Paciente ' || i, '+5068' || lpad(i::text, 7, '0') from generate_series(1, ${PATIENTS}) i`);
    // The first 200 patients wait for the service, with any professional, any day, until far ahead.
    await db.execute(sql`insert into waitlist_entries (org_id, customer_id, service_id, until, created_at)
      select ${orgId}::uuid, id, ${service!.id}::uuid, '2099-12-31', now() - (n || ' minutes')::interval
      from (select id, row_number() over (order by phone) as n from customers where org_id = ${orgId}::uuid) c
      where n <= ${WAITING}`);

    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }),
      database,
      mailer: { async send() {} },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const patient = (
      await db.execute(sql`select id from customers where org_id = ${orgId}::uuid
      order by phone desc limit 1`)
    ).rows[0]!.id as string;

    // 08:00 in San José, a month ahead; each cancellation its own half hour.
    const day = Math.floor((Date.now() + 30 * 86_400_000) / 86_400_000) * 86_400_000 + 14 * 3_600_000;
    let slot = 0;
    const book = async () => {
      // Twenty half hours a day, 08:00–18:00, one day for the baseline and one for the refill.
      const start = new Date(day + Math.floor(slot / 20) * 86_400_000 + (slot % 20) * 1_800_000).toISOString();
      slot += 1;
      const res = await call(`${base}/api/scheduling/book`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ serviceId: service!.id, resourceId: resource!.id, customerId: patient, start }),
      });
      if (res.status !== 201) throw new Error(`book ${res.status} ${res.body}`);
      return (JSON.parse(res.body) as { appointment: { id: string } }).appointment.id;
    };
    const cancel = async (apptId: string) => {
      const res = await call(`${base}/api/scheduling/cancel`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ apptId }),
      });
      if (res.status !== 200) throw new Error(`cancel ${res.status} ${res.body}`);
    };
    const firstSent = async (apptId: string) => {
      const { rows } = await db.execute(sql`select 1 from refill_slots s join refill_offers o on o.slot_id = s.id
        join messages m on m.id = o.message_id
        where s.freed_by = ${apptId}::uuid and m.status in ('sent', 'delivered') limit 1`);
      return rows.length > 0;
    };
    const setRefill = (on: boolean) =>
      db.execute(sql`update configs set refill_enabled = ${on} where org_id = ${orgId}::uuid`);

    // Baseline: the cancel call with the refill off.
    await setRefill(false);
    const baseline: number[] = [];
    for (let i = 0; i < CANCELLATIONS; i++) {
      const id = await book();
      const t0 = performance.now();
      await cancel(id);
      baseline.push(performance.now() - t0);
    }

    await setRefill(true);
    const toOffer: number[] = [];
    const cancelCall: number[] = [];
    const loadBefore = load();
    let lastOffers = 0;
    for (let i = 0; i < CANCELLATIONS; i++) {
      const id = await book();
      const wait = lastOffers + PAIR_GAP_MS + 200 - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const t0 = performance.now();
      await cancel(id);
      cancelCall.push(performance.now() - t0);
      while (!(await firstSent(id))) {
        if (performance.now() - t0 > 60_000) throw new Error('no offer sent within 60 s');
        await new Promise((r) => setTimeout(r, 5));
      }
      toOffer.push(performance.now() - t0);
      lastOffers = performance.now();
    }
    const a = percentiles(toOffer);
    const c = percentiles(cancelCall);
    const b = percentiles(baseline);
    line('cancel → first offer stored as sent', `p50 ${fmt(a.p50)} ms  p95 ${fmt(a.p95)} ms  (target p95 ≤ 5,000 ms)`);
    line('  of which the cancel call (refill on)', `p50 ${fmt(c.p50)} ms  p95 ${fmt(c.p95)} ms`);
    line('baseline: cancel call, refill off', `p50 ${fmt(b.p50)} ms  p95 ${fmt(b.p95)} ms`);
    line('load average (1, 5, 15 min)', `${loadBefore} before the refill runs, ${load()} after`);
    const { rows } = await db.execute(sql`select count(*)::int as n from refill_offers where org_id = ${orgId}::uuid`);
    line('offers stored', `${rows[0]!.n} (${CANCELLATIONS} slots, first wave of 3 each)`);
  } finally {
    await app?.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
