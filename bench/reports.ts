/**
 * Reports figures (docs/benchmarks.md#reports), through the real server over a socket with an API
 * key, on PGlite and on PostgreSQL: GET /api/reports/summary of an organisation holding 100,000
 * appointments over one year (30 professionals, 6 priced services, every status and booker),
 * 6,000 customers and 4,000 conversations. Target: p95 ≤ 100 ms for the year on PostgreSQL. Also
 * the CSV export of the whole year once, and the Reports screen's JavaScript (its chunk and the
 * chart's), gzipped (target: ≤ 70 KB added). It prints figures and never fails on one.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { addDays, formatInstantInZone, instantToZoned, zonedToInstant } from '@recepta/domain';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  apiKeys,
  appointments,
  conversations,
  customers,
  locations,
  orgs,
  resources,
  services,
} from '../apps/server/src/db/schema/index.ts';
import { hashApiKey } from '../apps/server/src/http/actor.ts';
import { call, line, percentiles, random, serverCpu, timed } from './lib/measure.ts';
import { withScratchPostgres } from './lib/scratch-postgres.ts';
import { fmt, root, startProcess } from './lib/server.ts';

const TZ = 'America/Mexico_City';
const MIN = 60_000;
const APPOINTMENTS = 100_000;
const main = 'apps/server/src/main.ts';

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 2_000) await insert(rows.slice(i, i + 2_000));
}

/** One clinic with a year of history ending today; a second, small one beside it (tenancy in the plan). */
export async function seedReportsOrg(db: Database['db'], today: string) {
  const rnd = random(23);
  const [org] = await db.insert(orgs).values({ name: 'Reportes', currency: 'MXN' }).returning();
  const orgId = org!.id;
  const [location] = await db.insert(locations).values({ orgId, name: 'Centro', tz: TZ }).returning();
  const key = `rk_${randomBytes(32).toString('base64url')}`;
  await db.insert(apiKeys).values({ orgId, name: 'bench', prefix: key.slice(0, 10), keyHash: hashApiKey(key) });
  const res = await db
    .insert(resources)
    .values(Array.from({ length: 30 }, (_, i) => ({ orgId, locationId: location!.id, name: `Profesional ${i}` })))
    .returning({ id: resources.id });
  const svc = await db
    .insert(services)
    .values([300, 450, 600, 900, 1200, 2500].map((price, i) => ({ orgId, name: `Servicio ${i}`, price })))
    .returning({ id: services.id });
  const first = addDays(today, -364);
  const yearStart = zonedToInstant(first, 0, TZ);
  const yearMs = zonedToInstant(addDays(today, 1), 0, TZ) - yearStart;
  const customerRows = Array.from({ length: 6_000 }, (_, i) => ({
    orgId,
    name: `Paciente ${i}`,
    phone: `+5255${String(10_000_000 + i)}`,
    createdAt: new Date(yearStart + Math.floor(rnd() * yearMs)),
  }));
  const customerIds: string[] = [];
  await insertChunked(customerRows, async (chunk) => {
    const ids = await db.insert(customers).values(chunk).returning({ id: customers.id });
    customerIds.push(...ids.map((r) => r.id));
  });
  await insertChunked(
    Array.from({ length: 4_000 }, (_, i) => ({
      orgId,
      customerId: i < 3_000 ? customerIds[i]! : null,
      createdAt: new Date(yearStart + Math.floor(rnd() * yearMs)),
    })),
    (chunk) => db.insert(conversations).values(chunk),
  );
  const statuses = ['pending', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'cancelled', 'no_show'] as const;
  const bookers = ['staff', 'staff', 'assistant', 'apiKey'] as const;
  // Distinct half hours (08:00–18:00) of distinct professionals: live appointments may not overlap.
  const cells = new Set<number>();
  while (cells.size < APPOINTMENTS) cells.add(Math.floor(rnd() * res.length * 365 * 20));
  const rows = [...cells].map((cell) => {
    const resourceId = res[cell % res.length]!.id;
    const rest = Math.floor(cell / res.length);
    const start = zonedToInstant(addDays(first, Math.floor(rest / 20)), 8 * 60 + (rest % 20) * 30, TZ);
    return {
      orgId,
      locationId: location!.id,
      resourceId,
      serviceId: svc[Math.floor(rnd() * svc.length)]!.id,
      customerId: customerIds[Math.floor(rnd() * customerIds.length)]!,
      startsAt: new Date(start),
      endsAt: new Date(start + 30 * MIN),
      status: statuses[Math.floor(rnd() * statuses.length)]!,
      bookedBy: bookers[Math.floor(rnd() * bookers.length)]!,
    };
  });
  await insertChunked(rows, (chunk) => db.insert(appointments).values(chunk));
  return { key, first };
}

async function benchTarget(label: string, database: Database, env: Record<string, string>) {
  console.log(`\n## ${label}`);
  const today = instantToZoned(Date.now(), TZ).date;
  let t = performance.now();
  const { key, first } = await seedReportsOrg(database.db, today);
  line(`seed (${fmt(APPOINTMENTS)} appointments over a year)`, `${fmt(performance.now() - t)} ms`);
  // Fresh planner statistics, as autovacuum would have them on a database that grew over a year.
  await database.db.execute('analyze');
  await database.close();

  const server = await startProcess(main, { ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' }, '/api/health');
  const base = `http://127.0.0.1:${server.port}`;
  const headers = { authorization: `Bearer ${key}` };
  const range = (from: string, to: string) =>
    `from=${encodeURIComponent(formatInstantInZone(zonedToInstant(from, 0, TZ), TZ))}&to=${encodeURIComponent(formatInstantInZone(zonedToInstant(to, 0, TZ), TZ))}`;
  try {
    // The baseline, PostgreSQL only (PGlite belongs to the server process): the same rows counted by
    // a bare query, so the summary reads as a multiple of what the machine gives today.
    let bare: number | undefined;
    if (env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      const yearStart = new Date(zonedToInstant(first, 0, TZ));
      const yearEnd = new Date(zonedToInstant(addDays(today, 1), 0, TZ));
      const times = await timed(30, async () => {
        await client.query('select count(*) from appointments where starts_at >= $1 and starts_at < $2', [
          yearStart,
          yearEnd,
        ]);
      });
      await client.end();
      bare = percentiles(times.slice(5)).p50;
      line('bare count(*) of the year, in SQL (baseline)', `p50 ${fmt(bare, 1)} ms`);
    }
    const cases = [
      ['summary, the year by month', `${range(first, addDays(today, 1))}&groupBy=month`],
      ['summary, the year by day (365 bars)', `${range(first, addDays(today, 1))}&groupBy=day`],
      ['summary, the last 90 days by week', `${range(addDays(today, -89), addDays(today, 1))}&groupBy=week`],
    ] as const;
    for (const [name, query] of cases) {
      const url = `${base}/api/reports/summary?${query}`;
      const once = async () => {
        const res = await call(url, { headers });
        if (res.status !== 200) throw new Error(`summary ${res.status} ${res.body.slice(0, 300)}`);
      };
      await timed(10, once);
      let times: number[] = [];
      const cpu = await serverCpu(server.child.pid, 100, async () => {
        times = await timed(100, once);
      });
      const p = percentiles(times);
      const ratio = bare ? `  = ${fmt(p.p50 / bare, 1)}× the bare count` : '';
      line(
        `${name} (100 calls)`,
        `p50 ${fmt(p.p50, 1)} ms  p95 ${fmt(p.p95, 1)} ms${ratio}  (target p95 ≤ 100 ms)${cpu}`,
      );
    }
    t = performance.now();
    const csv = await call(`${base}/api/reports/export.csv?${range(first, addDays(today, 1))}`, { headers });
    if (csv.status !== 200) throw new Error(`export ${csv.status}`);
    line(
      'export.csv, the whole year (once)',
      `${fmt(performance.now() - t)} ms, ${fmt(Buffer.byteLength(csv.body) / 1_048_576, 1)} MB`,
    );
  } finally {
    await server.stop();
  }
}

/** The Reports screen's own JavaScript, gzipped: its route chunk and the lazily loaded chart. */
function chunkSizes() {
  const assets = join(root, 'apps/web/dist/assets');
  if (!existsSync(assets)) {
    line('reports chunks', 'not measured (build the web app first: npm run build)');
    return;
  }
  let total = 0;
  for (const prefix of ['reports-page-', 'trend-chart-']) {
    const file = readdirSync(assets).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    if (!file) continue;
    const bytes = readFileSync(join(assets, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    total += gz;
    line(`chunk ${file}`, `${fmt(bytes.length / 1024, 1)} KB, gzip ${fmt(gz / 1024, 1)} KB`);
  }
  line(
    'reports screen, added JavaScript',
    `gzip ${fmt(total / 1024, 1)} KB (target ≤ 70 KB; loaded on /admin/reports only)`,
  );
}

export async function benchReports(postgresUrl: string | undefined): Promise<void> {
  console.log('\n# Reports: the summary over a year of 100,000 appointments, the export, the screen’s JavaScript');
  console.log(
    `  load average at start: ${loadavg()
      .map((l) => fmt(l, 2))
      .join(', ')}`,
  );
  chunkSizes();
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-reports-'));
  try {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(pglite);
    await benchTarget('PGlite', pglite, { DATA_DIR: dir });
    await withScratchPostgres(postgresUrl, 'reports', async (url) => {
      const postgres = await openDatabase({ kind: 'postgres', url });
      await migrateDatabase(postgres);
      await benchTarget('PostgreSQL', postgres, { DATABASE_URL: url });
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
