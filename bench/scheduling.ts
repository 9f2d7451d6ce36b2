/**
 * Scheduling figures, on PGlite and on PostgreSQL, through the real server (a child process
 * started like `npm start`, called over a socket with an API key):
 * - availability latency (p50/p95/p99) for an organisation with 50 resources, 10,000 appointments
 *   in the month and 200 blocks, 3 slots asked (target: p95 under 5 ms);
 * - GET /api/agenda of a week holding 1,000 appointments (agenda-read.ts), beside a bare Fastify
 *   route measured in the same run (target: at least 25 % of the bare route's rate);
 * - bookings per second, one at a time and 20 at once;
 * - from a committed change to its arrival at a stream subscriber (p50, p95), in process.
 * It prints figures and never fails on one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, instantToZoned, zonedToInstant } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  apiKeys,
  appointments,
  blocks,
  configs,
  locations,
  orgs,
  resources,
  services,
} from '../apps/server/src/db/schema/index.ts';
import { hashApiKey } from '../apps/server/src/http/actor.ts';
import { publishAppointmentChange } from '../apps/server/src/realtime/publish.ts';
import { openSse } from '../apps/server/test/sse-client.ts';
import { benchAgendaRead } from './agenda-read.ts';
import { call, line, load, loadTool, percentiles, random, serverCpu, timed } from './lib/measure.ts';
import { withScratchPostgres } from './lib/scratch-postgres.ts';
import { fmt, type Started, startProcess } from './lib/server.ts';

const TZ = 'America/Costa_Rica';
const MIN = 60_000;
const main = 'apps/server/src/main.ts';

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 2_000) await insert(rows.slice(i, i + 2_000));
}

export interface Org {
  orgId: string;
  key: string;
  resourceIds: string[];
  serviceIds: string[];
}

/** An organisation with `resourceCount` resources in one Costa Rican location, three services and an API key. */
async function seedOrg(db: Database['db'], name: string, resourceCount: number): Promise<Org> {
  const [org] = await db.insert(orgs).values({ name }).returning();
  const orgId = org!.id;
  const [location] = await db.insert(locations).values({ orgId, name: 'San José', tz: TZ }).returning();
  await db.insert(configs).values({ orgId });
  const key = `rk_${randomBytes(32).toString('base64url')}`;
  await db.insert(apiKeys).values({ orgId, name: 'bench', prefix: key.slice(0, 10), keyHash: hashApiKey(key) });
  const res = await db
    .insert(resources)
    .values(
      Array.from({ length: resourceCount }, (_, i) => ({ orgId, locationId: location!.id, name: `Recurso ${i}` })),
    )
    .returning({ id: resources.id });
  const svc = await db
    .insert(services)
    .values([30, 45, 60].map((durationMin) => ({ orgId, name: `Servicio ${durationMin}`, durationMin })))
    .returning({ id: services.id });
  return { orgId, key, resourceIds: res.map((r) => r.id), serviceIds: svc.map((s) => s.id) };
}

/** `count` appointments of 30 minutes on free half hours (08:00–18:00) of `days` days from `first`. */
function appointmentRows(org: Org, first: string, days: number, count: number, rnd: () => number) {
  const locationless = { orgId: org.orgId, serviceId: org.serviceIds[0]! };
  const cells = org.resourceIds.length * days * 20;
  const taken = new Set<number>();
  while (taken.size < count) taken.add(Math.floor(rnd() * cells));
  return [...taken].map((cell) => {
    const resourceId = org.resourceIds[cell % org.resourceIds.length]!;
    const rest = Math.floor(cell / org.resourceIds.length);
    const start = zonedToInstant(addDays(first, Math.floor(rest / 20)), 8 * 60 + (rest % 20) * 30, TZ);
    return { ...locationless, resourceId, startsAt: new Date(start), endsAt: new Date(start + 30 * MIN) };
  });
}

export async function seed(database: Database, first: string) {
  const { db } = database;
  const rnd = random(7);
  const search = await seedOrg(db, 'Búsqueda', 50);
  const agenda = await seedOrg(db, 'Agenda', 25);
  const booking = await seedOrg(db, 'Reservas', 20);
  const locationOf = async (orgId: string) =>
    (await db.select({ id: locations.id }).from(locations).where(eq(locations.orgId, orgId)))[0]!.id;
  const withLocation = async (org: Org, rows: ReturnType<typeof appointmentRows>) => {
    const locationId = await locationOf(org.orgId);
    return rows.map((r) => ({ ...r, locationId, status: rnd() < 0.5 ? ('pending' as const) : ('CONFIRMED' as const) }));
  };
  const searchRows = await withLocation(search, appointmentRows(search, first, 30, 10_000, rnd));
  const agendaRows = await withLocation(agenda, appointmentRows(agenda, first, 7, 1_000, rnd));
  await insertChunked([...searchRows, ...agendaRows], (chunk) => db.insert(appointments).values(chunk));
  const blockRows = Array.from({ length: 200 }, (_, i) => {
    if (i < 20)
      return {
        orgId: search.orgId,
        resourceId: search.resourceIds[i]!,
        startTime: '12:00',
        endTime: '13:00',
        reason: 'Almuerzo',
      };
    const start = zonedToInstant(addDays(first, Math.floor(rnd() * 30)), 8 * 60 + Math.floor(rnd() * 18) * 30, TZ);
    const resourceId = i < 50 ? null : search.resourceIds[Math.floor(rnd() * 50)]!;
    return {
      orgId: search.orgId,
      resourceId,
      startsAt: new Date(start),
      endsAt: new Date(start + (1 + Math.floor(rnd() * 3)) * 60 * MIN),
      reason: 'Bloqueo',
    };
  });
  await db.insert(blocks).values(blockRows);
  return { search, agenda, booking };
}

/** Everything measured against one database kind; `bareRps` is the baseline measured once. */
async function benchTarget(label: string, database: Database, env: Record<string, string>, bareRps: number) {
  console.log(`\n## ${label}`);
  const today = instantToZoned(Date.now(), TZ).date;
  const first = addDays(today, 1);
  const t0 = performance.now();
  const orgsSeeded = await seed(database, first);
  line('seed (3 orgs, 11,000 appointments, 200 blocks)', `${fmt(performance.now() - t0)} ms`);
  // The server process needs the embedded database to itself.
  await database.close();

  const server = await startProcess(main, { ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' }, '/api/health');
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const rnd = random(11);
    const { search, agenda, booking } = orgsSeeded;
    const auth = (org: Org) => ({ authorization: `Bearer ${org.key}`, 'content-type': 'application/json' });
    const monthStart = zonedToInstant(first, 0, TZ);
    const availability = async () => {
      const body = {
        serviceId: search.serviceIds[Math.floor(rnd() * 3)],
        ...(rnd() < 0.5 ? { resourceId: search.resourceIds[Math.floor(rnd() * 50)] } : {}),
        from: new Date(monthStart + Math.floor(rnd() * 25 * 24 * 60) * MIN).toISOString(),
      };
      const res = await call(`${base}/api/scheduling/availability`, {
        method: 'POST',
        headers: auth(search),
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`availability ${res.status} ${res.body}`);
    };
    await timed(100, availability);
    let times: number[] = [];
    const avCpu = await serverCpu(server.child.pid, 1_000, async () => {
      times = await timed(1_000, availability);
    });
    const av = percentiles(times);
    line(
      'availability, 3 slots (1,000 sequential calls)',
      `p50 ${fmt(av.p50, 2)} ms  p95 ${fmt(av.p95, 2)} ms  p99 ${fmt(av.p99, 2)} ms  (target p95 < 5 ms)${avCpu}`,
    );

    const week = `start=${encodeURIComponent(new Date(zonedToInstant(first, 0, TZ)).toISOString())}&end=${encodeURIComponent(new Date(zonedToInstant(addDays(first, 7), 0, TZ)).toISOString())}`;
    const agendaUrl = `${base}/api/agenda?${week}`;
    await benchAgendaRead(server, agendaUrl, { authorization: `Bearer ${agenda.key}` }, bareRps);

    let cell = 0;
    const nextBook = () => {
      const n = cell++;
      const resourceId = booking.resourceIds[n % 20]!;
      const rest = Math.floor(n / 20);
      const start = zonedToInstant(addDays(first, Math.floor(rest / 20)), 8 * 60 + (rest % 20) * 30, TZ);
      return fetch(`${base}/api/scheduling/book`, {
        method: 'POST',
        headers: auth(booking),
        body: JSON.stringify({ serviceId: booking.serviceIds[0], resourceId, start: new Date(start).toISOString() }),
      }).then(async (res) => {
        if (res.status !== 201) throw new Error(`book ${res.status} ${await res.text()}`);
      });
    };
    let t = performance.now();
    const bookCpu = await serverCpu(server.child.pid, 300, () => timed(300, nextBook));
    line('book, one at a time (300)', `${fmt(300 / ((performance.now() - t) / 1000))} books/s${bookCpu}`);
    t = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = 0; i < 30; i++) await nextBook();
      }),
    );
    line('book, 20 at once (600)', `${fmt(600 / ((performance.now() - t) / 1000))} books/s`);
  } finally {
    await server.stop();
  }
  return orgsSeeded.agenda;
}

/** Commit → arrival at a subscriber of another app instance, in this process (writer and server share no connection on PostgreSQL). */
async function streamLatency(open: () => Promise<Database>, agenda: Org) {
  const serverDb = await open();
  const writerDb = serverDb.pglite ? serverDb : await open();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    database: serverDb,
    mailer: { async send() {} },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  try {
    const [appt] = await writerDb.db.select().from(appointments).where(eq(appointments.orgId, agenda.orgId)).limit(1);
    const range = `start=${encodeURIComponent(new Date(appt!.startsAt.getTime() - 86_400_000).toISOString())}&end=${encodeURIComponent(new Date(appt!.startsAt.getTime() + 86_400_000).toISOString())}`;
    const client = await openSse(`http://127.0.0.1:${port}/api/agenda/stream?${range}`, {
      authorization: `Bearer ${agenda.key}`,
    });
    await client.waitFor((e) => e.event === 'ready');
    const delays: number[] = [];
    const commits: number[] = [];
    for (let i = 0; i < 220; i++) {
      const t0 = performance.now();
      const id = await writerDb.db.transaction(async (tx) => {
        await tx
          .update(appointments)
          .set({ note: `bench ${i}` })
          .where(eq(appointments.id, appt!.id));
        return publishAppointmentChange(tx, { orgId: agenda.orgId, appointmentId: appt!.id });
      });
      const committed = performance.now();
      await client.waitFor((e) => e.id === String(id));
      if (i >= 20) {
        delays.push(performance.now() - t0);
        commits.push(committed - t0);
      }
    }
    client.close();
    const d = percentiles(delays);
    const c = percentiles(commits);
    line(
      'change → stream subscriber (200 changes)',
      `p50 ${fmt(d.p50, 2)} ms  p95 ${fmt(d.p95, 2)} ms  (of which the write transaction p50 ${fmt(c.p50, 2)} ms)`,
    );
  } finally {
    await app.close();
    if (writerDb !== serverDb) await writerDb.close();
    await serverDb.close();
  }
}

export async function benchScheduling(postgresUrl: string | undefined): Promise<void> {
  console.log('\n# Scheduling: availability, agenda, booking and live updates through the real server');
  // Latencies are wall-clock: read them against how busy the machine was.
  console.log(
    `  load average at start: ${loadavg()
      .map((l) => fmt(l, 2))
      .join(', ')}`,
  );
  const servers: Started[] = [];
  const dirs: string[] = [];
  try {
    const bare = await startProcess('bench/bare-server.ts', {}, '/bare');
    servers.push(bare);
    await load(`http://127.0.0.1:${bare.port}/bare`, {}, 1);
    const b = await load(`http://127.0.0.1:${bare.port}/bare`, {}, 5);
    await bare.stop();
    servers.pop();
    line(
      'bare Fastify route, 20 connections, 5 s',
      `${fmt(b.rps)} req/s  p99 ${fmt(b.p99, 1)} ms (the baseline; load by ${loadTool})`,
    );

    const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-sched-'));
    dirs.push(dir);
    const openPglite = () => openDatabase({ kind: 'pglite', dataDir: dir });
    const pglite = await openPglite();
    await migrateDatabase(pglite);
    const pgliteAgenda = await benchTarget('PGlite', pglite, { DATA_DIR: dir }, b.rps);
    await streamLatency(openPglite, pgliteAgenda);

    await withScratchPostgres(postgresUrl, 'sched', async (url) => {
      const openPostgres = () => openDatabase({ kind: 'postgres', url });
      const postgres = await openPostgres();
      await migrateDatabase(postgres);
      const pgAgenda = await benchTarget('PostgreSQL', postgres, { DATABASE_URL: url }, b.rps);
      await streamLatency(openPostgres, pgAgenda);
    });
  } finally {
    for (const s of servers) await s.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
