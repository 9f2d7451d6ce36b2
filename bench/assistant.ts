/**
 * The chat receptionist (issue 15's targets, read by people; nothing here fails on a figure):
 * - from a patient's inbound message to the receptionist's reply queued, through the inbox pipeline
 *   (processInboxRow: store the message, answer it, queue the reply, one transaction), with 50
 *   resources and 10,000 appointments: p50/p95 on PGlite and on PostgreSQL beside it. The turns are
 *   whole booking conversations (hola → service → time → name), so they include the availability
 *   search and the booking;
 * - the same with the optional interpreter on, against an instant local fake endpoint in this process
 *   (its CPU counted): the second message is free text the rules do not understand ("quisiera que
 *   me vean los dientes…"), so it is interpreted; the others show what the interpreter's check costs
 *   a message it is not asked about;
 * - the waiting room (assistant-waiting-room.ts): 30 conversations at once and one at a time
 *   through the channel service, with lost turns and a baseline of the same run;
 * - the median number of patient messages over the golden booking conversations
 *   (packages/domain/src/assistant/golden-conversations.ts), and the fewest, by taps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, instantToZoned, zonedToInstant } from '@recepta/domain';
import { goldenConversations } from '@recepta/domain/assistant/golden';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  appointments,
  configs,
  locations,
  messages,
  orgs,
  resources,
  services,
  webhookInbox,
} from '../apps/server/src/db/schema/index.ts';
import { createAssistantResponder } from '../apps/server/src/modules/assistant/answer-with-assistant.ts';
import { createInterpreterStep } from '../apps/server/src/modules/assistant/interpret-inbound.ts';
import { createChatClient } from '../apps/server/src/modules/assistant/interpreter/chat-completions.ts';
import { processInboxRow } from '../apps/server/src/modules/channel/inbound/process-inbox.ts';
import { ScheduleCache } from '../apps/server/src/modules/scheduling/read-model/schedule-cache.ts';
import { type FakeLlm, startFakeLlm } from '../apps/server/test/fake-llm.ts';
import { benchWaitingRoom } from './assistant-waiting-room.ts';
import { line, percentiles, random } from './lib/measure.ts';
import { withScratchPostgres } from './lib/scratch-postgres.ts';
import { fmt, median } from './lib/server.ts';

const TZ = 'America/Costa_Rica';
const RESOURCES = 50;
const APPOINTMENTS = 10_000;
const PATIENTS = 60;
const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

export async function seed(database: Database, now: number) {
  const { db } = database;
  const [org] = await db.insert(orgs).values({ name: 'Clínica Bench', currency: 'CRC' }).returning();
  const orgId = org!.id;
  const [location] = await db.insert(locations).values({ orgId, name: 'San José', tz: TZ }).returning();
  await db.insert(configs).values({ orgId, openTime: '08:00', closeTime: '18:00', increment: 30 });
  const [service] = await db
    .insert(services)
    .values([
      { orgId, name: 'Limpieza dental', durationMin: 30, price: 25000 },
      { orgId, name: 'Consulta general', durationMin: 30, price: 20000 },
      { orgId, name: 'Blanqueamiento', durationMin: 60, price: 120000 },
    ])
    .returning();
  const rows = await db
    .insert(resources)
    .values(
      Array.from({ length: RESOURCES }, (_, i) => ({
        orgId,
        name: `Dr. ${String(i).padStart(2, '0')}`,
        locationId: location!.id,
      })),
    )
    .returning();
  // 10,000 half-hour appointments over the next four weeks, most of each morning taken: the search
  // has to step past busy times, as in a full clinic.
  const rnd = random(15);
  const today = instantToZoned(now, TZ).date;
  const taken = new Set<string>();
  const values: (typeof appointments.$inferInsert)[] = [];
  while (values.length < APPOINTMENTS) {
    const r = Math.floor(rnd() * RESOURCES);
    const day = addDays(today, Math.floor(rnd() * 28));
    const slot = Math.floor(rnd() * 20);
    const key = `${r}:${day}:${slot}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const start = zonedToInstant(day, 8 * 60 + slot * 30, TZ);
    values.push({
      orgId,
      locationId: location!.id,
      resourceId: rows[r]!.id,
      serviceId: service!.id,
      startsAt: new Date(start),
      endsAt: new Date(start + 30 * 60_000),
      status: start < now ? 'CONFIRMED' : 'pending',
    });
  }
  for (let i = 0; i < values.length; i += 2000) await db.insert(appointments).values(values.slice(i, i + 2000));
  return { orgId };
}

/** One booking conversation per patient, each turn timed from the stored message to its reply queued. */
async function measureTurns(
  database: Database,
  label: string,
  now: number,
  withAssistant = true,
  interpreter?: FakeLlm,
) {
  const { orgId } = await seed(database, now);
  const { db } = database;
  const clock = { at: now };
  const cache = new ScheduleCache();
  const deps = {
    db,
    log: silent,
    now: () => new Date(clock.at),
    ...(withAssistant ? { respond: createAssistantResponder({ cache, publicUrl: 'http://127.0.0.1:3000' }) } : {}),
    ...(interpreter
      ? {
          prepare: createInterpreterStep({
            cache,
            client: createChatClient({
              baseUrl: interpreter.url,
              model: 'bench',
              apiKey: interpreter.key,
              timeoutMs: 4000,
            }),
            log: silent,
          }),
        }
      : {}),
  };
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  let booked = 0;
  let cpu = 0;
  const turn = async (from: string, body: { text?: string; buttonId?: string }, kind: string) => {
    clock.at += 1000;
    const payload = {
      from,
      name: 'Paciente',
      ...body,
      wamid: `bench.${from}.${clock.at}`,
      at: new Date(clock.at).toISOString(),
    };
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const [row] = await db
      .insert(webhookInbox)
      .values({ source: 'sandbox', orgId, payload })
      .returning({ id: webhookInbox.id });
    await processInboxRow(deps, row!.id);
    const used = process.cpuUsage(c0);
    const ms = performance.now() - t0;
    times.push(ms);
    cpu += (used.user + used.system) / 1000;
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    const [last] = await db
      .select({ buttons: messages.buttons, body: messages.body })
      .from(messages)
      .where(sql`${messages.orgId} = ${orgId} and ${messages.direction} = 'out'`)
      .orderBy(sql`${messages.sentAt} desc`)
      .limit(1);
    return last;
  };
  for (let p = 0; p < PATIENTS; p++) {
    const from = `+5067${String(2_000_000 + p).padStart(7, '0')}`;
    if (p === 1) {
      // The first conversation warmed the caches and the query plans: left out.
      times.length = 0;
      byKind.clear();
      cpu = 0;
    }
    const hello = await turn(from, { text: 'hola' }, 'hola');
    const serviceButton = hello?.buttons?.[p % 3];
    const offer = await turn(
      from,
      interpreter
        ? { text: 'quisiera que me vean los dientes, lo antes posible' }
        : serviceButton
          ? { buttonId: serviceButton.id }
          : { text: 'limpieza' },
      interpreter ? 'service (interpreted, search)' : 'service (search)',
    );
    const slot = offer?.buttons?.[p % 3];
    const ask = await turn(from, slot ? { buttonId: slot.id } : { text: 'la primera' }, 'time');
    const done = await turn(
      from,
      ask?.buttons?.[0] ? { buttonId: ask.buttons[0].id } : { text: 'Paciente Bench' },
      'name (books)',
    );
    if (done?.body.startsWith('¡Listo')) booked++;
  }
  const { p50, p95 } = percentiles(times);
  line(
    label,
    `inbound → reply queued p50 ${fmt(p50, 1)} ms, p95 ${fmt(p95, 1)} ms  (${times.length} turns, ${booked}/${PATIENTS} booked; target p95 ≤ 30 ms on PGlite)`,
  );
  // Process CPU per turn: with PGlite it includes the database, and it does not grow when other work shares the machine.
  line(`${label}: process CPU`, `${fmt(cpu / times.length, 1)} ms per turn`);
  for (const [kind, list] of byKind) {
    const q = percentiles(list);
    line(`${label}: ${kind}`, `p50 ${fmt(q.p50, 1)} ms, p95 ${fmt(q.p95, 1)} ms`);
  }
}

/** The waiting room alone (`npm run bench -- assistant-room`). */
export function benchAssistantRoom(): Promise<void> {
  return benchWaitingRoom(seed, Date.parse('2026-11-23T07:00:00-06:00'));
}

export async function benchAssistant(postgresUrl: string | undefined): Promise<void> {
  console.log('\n# Chat receptionist: inbound message to reply queued, 50 resources, 10,000 appointments');
  const now = Date.parse('2026-11-23T07:00:00-06:00');
  await benchWaitingRoom(seed, now);
  const dir = mkdtempSync(join(tmpdir(), 'recepta-bench-assistant-'));
  try {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(pglite);
    await measureTurns(pglite, 'PGlite', now);
    await pglite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The interpreter on, against an instant fake that names the first service.
  const fake = await startFakeLlm();
  fake.answer = (r) => ({
    kind: 'content',
    content: JSON.stringify({ intent: 'book', service_id: r.ids.get('Limpieza dental') }),
  });
  const withLlm = mkdtempSync(join(tmpdir(), 'recepta-bench-assistant-'));
  try {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: withLlm });
    await migrateDatabase(pglite);
    await measureTurns(pglite, 'PGlite, interpreter on', now, true, fake);
    line(
      'PGlite, interpreter on: requests',
      `${fake.requests.length} sent to the endpoint, ${fake.refused.length} refused`,
    );
    await pglite.close();
  } finally {
    rmSync(withLlm, { recursive: true, force: true });
    await fake.close();
  }
  // The same messages stored with no answer: what the channel's pipeline costs on its own.
  const bare = mkdtempSync(join(tmpdir(), 'recepta-bench-assistant-'));
  try {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: bare });
    await migrateDatabase(pglite);
    await measureTurns(pglite, 'PGlite, message stored, no answer', now, false);
    await pglite.close();
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
  await withScratchPostgres(postgresUrl, 'assistant', async (url) => {
    const pg = await openDatabase({ kind: 'postgres', url });
    await migrateDatabase(pg);
    await measureTurns(pg, 'PostgreSQL', now);
    await pg.close();
  });

  const bookings = goldenConversations.filter((c) => c.booking);
  const counts = bookings.map((c) => c.turns.filter((t) => !t.nonText).length);
  const byTaps = goldenConversations.find((c) => c.name.startsWith('books by taps'))?.turns.length ?? Number.NaN;
  line(
    'messages per booking',
    `median ${median(counts)} patient messages over ${bookings.length} golden booking conversations (fewest ${Math.min(...counts)}; all by taps, hola → service → time → name: ${byTaps}; target ≤ 4)`,
  );
}
