/**
 * The receptionist under a waiting room (issue 29's targets, read by people; nothing here fails on
 * a figure): patients hold whole booking conversations (hola → service → time → name, each
 * message a tap on the reply's first button, sent as soon as the reply is stored) through the
 * product's own channel service — the sandbox's store, the inbox's batching worker, the
 * receptionist, the dispatcher that delivers the replies — on the embedded database (PGlite),
 * with 50 resources and 10,000 appointments. A turn is timed from the call that stores the
 * patient's message to the moment its transaction (message, answer, queued reply) committed.
 * - 30 conversations at once: reply p50/p95/max, and lost turns (a message with no reply stored);
 * - one conversation at a time: p50/p95;
 * - the baseline, measured in the same run the same way: the same messages stored and processed by
 *   the same pipeline with no answer (no receptionist), at once and one at a time;
 * - RECEPTA_PEER=<a checkout of main with its node_modules>: the same room on that tree's server code,
 *   right before this tree's, with this tree's figures as ratios to it (a change's before and after
 *   at the same load);
 * - BENCH_STATEMENTS=1 (=crowd: at once): the statements of a turn and the CPU PGlite spends on each
 *   (TRACE_WIDTH=3000: each statement's whole text, not its first 110 characters).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../apps/server/src/db/client.ts';
import { line, percentiles } from './lib/measure.ts';
import { fmt } from './lib/server.ts';
import { traceStatements } from './lib/statement-trace.ts';

const AT_ONCE = 30;
/** Waves of AT_ONCE conversations at once; and conversations one at a time. */
const WAVES = 2;
const ONE_BY_ONE = 30;
const TURNS = 4;
/** A turn with no stored reply after this long is lost. */
const LOST_AFTER_MS = 30_000;
/**
 * The server's code a room runs on: this tree's, or a peer checkout's (RECEPTA_PEER: a checkout of
 * main with its node_modules, measured in the same run as the baseline of a change). Each module
 * is loaded from that tree, so the peer runs exactly its own statements and client.
 */
async function serverCode(root: string) {
  const at = (path: string) => import(pathToFileURL(join(root, 'apps/server/src', path)).href);
  const [client, migrate, schema, assistant, channel, graph, token, cache, stats] = await Promise.all([
    at('db/client.ts'),
    at('db/migrate.ts'),
    at('db/schema/index.ts'),
    at('modules/assistant/answer-with-assistant.ts'),
    at('modules/channel/channel-service.ts'),
    at('modules/channel/graph/graph-client.ts'),
    at('modules/channel/token-crypto.ts'),
    at('modules/scheduling/read-model/schedule-cache.ts'),
    at('db/planner-statistics.ts').catch(() => undefined),
  ]);
  return {
    openDatabase: client.openDatabase as typeof import('../apps/server/src/db/client.ts').openDatabase,
    migrateDatabase: migrate.migrateDatabase as typeof import('../apps/server/src/db/migrate.ts').migrateDatabase,
    customers: schema.customers as typeof import('../apps/server/src/db/schema/index.ts').customers,
    createAssistantResponder:
      assistant.createAssistantResponder as typeof import('../apps/server/src/modules/assistant/answer-with-assistant.ts').createAssistantResponder,
    createChannelService:
      channel.createChannelService as typeof import('../apps/server/src/modules/channel/channel-service.ts').createChannelService,
    createGraphClient:
      graph.createGraphClient as typeof import('../apps/server/src/modules/channel/graph/graph-client.ts').createGraphClient,
    createTokenBox:
      token.createTokenBox as typeof import('../apps/server/src/modules/channel/token-crypto.ts').createTokenBox,
    ScheduleCache:
      cache.ScheduleCache as typeof import('../apps/server/src/modules/scheduling/read-model/schedule-cache.ts').ScheduleCache,
    /** What the hourly planner-statistics job keeps on PGlite (absent in a tree without it). */
    analyzeTables: stats?.analyzeTables as
      | typeof import('../apps/server/src/db/planner-statistics.ts').analyzeTables
      | undefined,
  };
}
type ServerCode = Awaited<ReturnType<typeof serverCode>>;

const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

type Seed = (database: Database, now: number) => Promise<{ orgId: string }>;

interface Room {
  /** One whole conversation of patient `p`: each turn's time, and the turns lost. */
  conversation(p: number): Promise<{ times: number[]; lost: number }>;
  /** Resolves when no processing or delivery is under way. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

async function openRoom(
  code: ServerCode,
  seed: Seed,
  now: number,
  answering: boolean,
  opened?: (database: Database) => void,
): Promise<Room> {
  const { openDatabase, migrateDatabase, customers, createAssistantResponder, createChannelService } = code;
  const { createGraphClient, createTokenBox, ScheduleCache } = code;
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-room-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateDatabase(database);
  opened?.(database);
  const { orgId } = await seed(database, now);
  const { db } = database;
  // The clinic's data as the hourly planner-statistics job sees it (PGlite has no autovacuum); a
  // tree without the job plans on PostgreSQL's default guesses, as it does in production.
  await code.analyzeTables?.(db);
  const phones = Array.from(
    { length: AT_ONCE * WAVES + ONE_BY_ONE + 1 },
    (_, p) => `+5067${String(3_000_000 + p).padStart(7, '0')}`,
  );
  // Known patients (made by staff): the reply is found by the customer the inbox names.
  const rows = await db
    .insert(customers)
    .values(phones.map((phone, p) => ({ orgId, name: `Paciente ${p}`, phone })))
    .returning({ id: customers.id, phone: customers.phone });
  const customerOf = new Map(rows.map((r) => [r.phone, r.id]));
  // The clock runs from the bench's Monday morning at the real pace.
  const t0 = performance.now();
  const clock = () => new Date(now + (performance.now() - t0));
  const waiting = new Map<string, () => void>();
  const channel = createChannelService({
    database,
    graph: createGraphClient({ baseUrl: 'http://127.0.0.1:9' }),
    tokenBox: createTokenBox(randomBytes(32)),
    log: silent,
    now: clock,
    ...(answering
      ? { respond: createAssistantResponder({ cache: new ScheduleCache(), publicUrl: 'http://127.0.0.1:3000' }) }
      : {}),
    ratePerSecond: 80,
  });
  // Told once the message's transaction committed (with its reply, when answering).
  channel.onInbound((_org, received) => {
    waiting.get(received.customerId)?.();
  });

  // The patient's last reply, read through their conversation's own messages: a read over every
  // patient's replies newest first (as this was) cost more with each message the room stored, and
  // charged that to the turns it measures (docs/benchmarks.md#the-benchs-own-read-and-pglite-on-a-worker-thread).
  const lastOut = async (customerId: string) => {
    const { rows: out } = await db.execute(sql`select m.id, m.buttons from conversations c
      cross join lateral (select id, buttons from messages m where m.conversation_id = c.id and m.direction = 'out'
        order by m.sent_at desc, m.id desc limit 1) m
      where c.customer_id = ${customerId}::uuid`);
    return out[0] as { id: string; buttons: { id: string; title: string }[] | null } | undefined;
  };

  return {
    async conversation(p) {
      const phone = phones[p]!;
      const customerId = customerOf.get(phone)!;
      const times: number[] = [];
      let lost = 0;
      let last: Awaited<ReturnType<typeof lastOut>>;
      const texts = ['hola', 'limpieza', 'la primera', 'Paciente Bench'];
      for (let turn = 0; turn < TURNS; turn++) {
        const button = last?.buttons?.[turn === 1 ? p % 3 : 0];
        const body = button ? { buttonId: button.id, text: button.title } : { text: texts[turn]! };
        const stored = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), LOST_AFTER_MS);
          waiting.set(customerId, () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        const start = performance.now();
        const id = await channel.storeSandbox(orgId, { from: phone, name: 'Paciente', ...body });
        channel.process(id);
        const ok = await stored;
        times.push(performance.now() - start);
        waiting.delete(customerId);
        const reply = await lastOut(customerId);
        if (!ok || (answering && reply?.id === last?.id)) lost++;
        last = reply;
      }
      return { times, lost };
    },
    idle: () => channel.idle(),
    async close() {
      await channel.idle();
      await channel.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU of this process (user + system) since `c0`, in ms: with PGlite it includes the database. */
const cpuMs = (c0: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(c0);
  return (used.user + used.system) / 1000;
};

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

async function measure(code: ServerCode, seed: Seed, now: number, answering: boolean) {
  const room = await openRoom(code, seed, now, answering);
  try {
    // The first conversation warms the caches and the query plans: left out.
    await room.conversation(AT_ONCE * WAVES + ONE_BY_ONE);
    const single: number[] = [];
    const singleLoad = load();
    let c0 = process.cpuUsage();
    for (let p = 0; p < ONE_BY_ONE; p++) single.push(...(await room.conversation(AT_ONCE * WAVES + p)).times);
    const singleCpu = cpuMs(c0) / single.length;
    const crowd: number[] = [];
    let lost = 0;
    const crowdLoad = load();
    c0 = process.cpuUsage();
    for (let w = 0; w < WAVES; w++) {
      const all = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => room.conversation(w * AT_ONCE + i)));
      for (const r of all) {
        crowd.push(...r.times);
        lost += r.lost;
      }
    }
    // Let the last replies' deliveries finish inside the measured CPU.
    await room.idle();
    const crowdCpu = cpuMs(c0) / crowd.length;
    return {
      single: percentiles(single),
      singleLoad,
      singleCpu,
      crowd: { ...percentiles(crowd), max: Math.max(...crowd) },
      crowdLoad,
      crowdCpu,
      lost,
      turns: crowd.length,
    };
  } finally {
    await room.close();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

function report(name: string, room: Measured, against: { name: string; m: Measured }) {
  const { m } = against;
  line(
    `${name}, ${AT_ONCE} at once`,
    `p50 ${fmt(room.crowd.p50, 1)} ms  p95 ${fmt(room.crowd.p95, 1)} ms  max ${fmt(room.crowd.max, 1)} ms  ratio p95 to ${against.name} ${fmt(room.crowd.p95 / m.crowd.p95, 2)}  CPU ${fmt(room.crowdCpu, 1)} ms/turn (ratio ${fmt(room.crowdCpu / m.crowdCpu, 2)})  lost ${room.lost} of ${room.turns}  (load ${room.crowdLoad}; target p95 ≤ 300 ms, 0 lost)`,
  );
  line(
    `${name}, one at a time`,
    `p50 ${fmt(room.single.p50, 1)} ms  p95 ${fmt(room.single.p95, 1)} ms  ratio p95 to ${against.name} ${fmt(room.single.p95 / m.single.p95, 2)}  CPU ${fmt(room.singleCpu, 1)} ms/turn (ratio ${fmt(room.singleCpu / m.singleCpu, 2)})  (load ${room.singleLoad}; target p95 ≤ 50 ms)`,
  );
}

export async function benchWaitingRoom(seed: Seed, now: number): Promise<void> {
  console.log(
    `\n# Chat receptionist, a waiting room: ${AT_ONCE} conversations at once (${WAVES} waves) and one at a time, PGlite, through the channel service`,
  );
  const code = await serverCode(resolve(import.meta.dirname, '..'));
  const peerRoot = process.env.RECEPTA_PEER;
  const peer = peerRoot ? await serverCode(resolve(peerRoot)) : undefined;
  const base = await measure(code, seed, now, false);
  // The peer first and this tree right after it, so the two see the same load as nearly as can be.
  const before = peer ? await measure(peer, seed, now, true) : undefined;
  const room = await measure(code, seed, now, true);
  line(
    `baseline: stored, no answer, ${AT_ONCE} at once`,
    `p50 ${fmt(base.crowd.p50, 1)} ms  p95 ${fmt(base.crowd.p95, 1)} ms  max ${fmt(base.crowd.max, 1)} ms  CPU ${fmt(base.crowdCpu, 1)} ms/turn  (load ${base.crowdLoad})`,
  );
  line(
    'baseline: stored, no answer, one at a time',
    `p50 ${fmt(base.single.p50, 1)} ms  p95 ${fmt(base.single.p95, 1)} ms  CPU ${fmt(base.singleCpu, 1)} ms/turn  (load ${base.singleLoad})`,
  );
  if (before) report(`peer receptionist (${peerRoot})`, before, { name: 'baseline', m: base });
  report('receptionist', room, before ? { name: 'peer', m: before } : { name: 'baseline', m: base });
  if (process.env.BENCH_STATEMENTS) await statementsOfATurn(code, seed, now);
}

/**
 * BENCH_STATEMENTS=1 (or =crowd, 30 at once): the statements of a turn, one conversation at a time (its delivery included),
 * by the CPU time PGlite spends on each — where a turn's database time goes.
 */
async function statementsOfATurn(code: ServerCode, seed: Seed, now: number) {
  let trace: ReturnType<typeof traceStatements> | undefined;
  const room = await openRoom(code, seed, now, true, (database) => {
    trace = traceStatements(database.pglite!);
  });
  try {
    await room.conversation(AT_ONCE * WAVES + ONE_BY_ONE);
    await room.idle();
    const c0 = process.cpuUsage();
    trace!.start();
    // BENCH_STATEMENTS=crowd: one wave of AT_ONCE conversations at once instead.
    const crowd = process.env.BENCH_STATEMENTS === 'crowd';
    if (crowd) await Promise.all(Array.from({ length: AT_ONCE }, (_, p) => room.conversation(p)));
    else for (let p = 0; p < ONE_BY_ONE; p++) await room.conversation(p);
    await room.idle();
    const turns = (crowd ? AT_ONCE : ONE_BY_ONE) * TURNS;
    const cpu = cpuMs(c0) / turns;
    const { msPerTurn, statementsPerTurn, rows } = trace!.stop(turns);
    line(
      `statements of a turn, ${crowd ? `${AT_ONCE} at once` : 'one at a time'}`,
      `${fmt(statementsPerTurn, 1)} statements (the bench's own read of the reply included), PGlite ${fmt(msPerTurn, 1)} ms of ${fmt(cpu, 1)} ms CPU per turn (load ${load()})`,
    );
    for (const row of rows.slice(0, 25)) {
      console.log(
        `    ${fmt(row.msPerTurn, 2).padStart(6)} ms/turn  ${fmt(row.runsPerTurn, 2).padStart(5)}×  ${row.text}`,
      );
    }
  } finally {
    await room.close();
  }
}
