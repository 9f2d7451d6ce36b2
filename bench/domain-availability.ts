/**
 * Availability in the domain (no database, no HTTP): an organisation in America/Costa_Rica with 50
 * resources, 10,000 live appointments over a month (non-overlapping per resource, in business hours)
 * and 200 blocks; findAvailability asked for 3 slots with a random service duration, a random single
 * resource or any of the 50, from a random moment of the month. Target (issue): p95 under 5 ms. The
 * appointments are indexed inside every call, as they would be for each request. A trivial loop over
 * the same rows, timed the same way in the same run, is the baseline.
 */
import {
  type Appointment,
  addDays,
  type Block,
  defaultConfig,
  findAvailability,
  type ScheduleContext,
  zonedToInstant,
} from '@recepta/domain';
import { random } from './lib/measure.ts';
import { fmt } from './lib/server.ts';

const TZ = 'America/Costa_Rica';
const FIRST_DAY = '2026-11-01';
const DAYS = 30;
const RESOURCES = 50;
const APPOINTMENTS = 10_000;
const WARMUP = 300;
const RUNS = 2_000;
const MIN = 60_000;

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

function buildOrg(rnd: () => number) {
  const resources = Array.from({ length: RESOURCES }, (_, i) => ({
    id: `r${String(i).padStart(2, '0')}`,
    name: `Recurso ${i}`,
    active: true,
  }));
  const appointments: Appointment[] = [];
  const cellsPerDay = 20; // 08:00–18:00 in half hours
  const resourceDays = RESOURCES * DAYS;
  for (let rd = 0; rd < resourceDays; rd++) {
    const resource = resources[rd % RESOURCES] as (typeof resources)[number];
    const date = addDays(FIRST_DAY, Math.floor(rd / RESOURCES));
    const opening = zonedToInstant(date, 8 * 60, TZ);
    // Spread 10,000 evenly: 6 or 7 per resource-day.
    const count = Math.floor(((rd + 1) * APPOINTMENTS) / resourceDays) - Math.floor((rd * APPOINTMENTS) / resourceDays);
    const durations = Array.from({ length: count }, () => pick(rnd, [30, 30, 45, 60]));
    const cells = durations.map((d) => Math.ceil(d / 30));
    let free = cellsPerDay - cells.reduce((a, b) => a + b, 0);
    let cell = 0;
    durations.forEach((d, i) => {
      const gap = Math.floor(rnd() * (free + 1) * 0.6);
      free -= gap;
      cell += gap;
      const start = opening + cell * 30 * MIN;
      appointments.push({
        id: `a${appointments.length}`,
        resourceId: resource.id,
        start,
        end: start + d * MIN,
        status: rnd() < 0.5 ? 'pending' : 'CONFIRMED',
      });
      cell += cells[i] as number;
    });
  }
  // The server reads rows ordered by start.
  appointments.sort((a, b) => a.start - b.start);

  const blocks: Block[] = [];
  for (let i = 0; i < 150; i++) {
    const date = addDays(FIRST_DAY, Math.floor(rnd() * DAYS));
    const start = zonedToInstant(date, 8 * 60 + Math.floor(rnd() * 18) * 30, TZ);
    const hours = 1 + Math.floor(rnd() * 4);
    blocks.push({
      id: `b${i}`,
      resourceId: pick(rnd, resources).id,
      kind: 'oneoff',
      start,
      end: start + hours * 60 * MIN,
    });
  }
  for (let i = 0; i < 30; i++) {
    const date = addDays(FIRST_DAY, Math.floor(rnd() * DAYS));
    const start = zonedToInstant(date, 8 * 60 + Math.floor(rnd() * 18) * 30, TZ);
    blocks.push({ id: `o${i}`, resourceId: null, kind: 'oneoff', start, end: start + 60 * MIN });
  }
  for (let i = 0; i < 20; i++) {
    blocks.push({
      id: `d${i}`,
      resourceId: (resources[i * 2] as (typeof resources)[number]).id,
      kind: 'daily',
      startTime: '12:00',
      endTime: '13:00',
    });
  }
  return { resources, appointments, blocks };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Times `fn` once per run; answers p50/p95/p99 in ms and the mean number of slots it produced. */
function measure(runs: number, fn: (i: number) => number) {
  const times: number[] = [];
  let produced = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    produced += fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    produced: produced / runs,
  };
}

function line(label: string, m: ReturnType<typeof measure>, extra = ''): void {
  const ms = (n: number) => `${fmt(n, 3)} ms`.padStart(10);
  console.log(`  ${label.padEnd(52)} p50 ${ms(m.p50)}  p95 ${ms(m.p95)}  p99 ${ms(m.p99)}${extra}`);
}

export async function benchDomainAvailability(): Promise<void> {
  const rnd = random(20261101);
  const org = buildOrg(rnd);
  const ctx: ScheduleContext = {
    config: { ...defaultConfig },
    tz: TZ,
    blocks: org.blocks,
    appointments: org.appointments,
  };
  const monthStart = zonedToInstant(FIRST_DAY, 0, TZ);
  const monthMs = DAYS * 86_400_000;

  // Queries are drawn up front so drawing them is not timed.
  const queries = Array.from({ length: WARMUP + RUNS }, () => {
    const from = monthStart + Math.floor(rnd() * monthMs);
    const anyResource = rnd() < 0.5;
    return {
      service: { durationMin: pick(rnd, [15, 30, 45, 60, 90]) },
      resources: anyResource ? org.resources : [pick(rnd, org.resources)],
      from,
      now: from,
      limit: 3,
    };
  });
  const shuffled: ScheduleContext = { ...ctx, appointments: [...org.appointments].sort(() => rnd() - 0.5) };
  // Nothing free for 14 days: the longest search (every day visited, every candidate checked).
  const wall: Block = {
    id: 'wall',
    resourceId: 'r00',
    kind: 'oneoff',
    start: monthStart,
    end: monthStart + 2 * monthMs,
  };
  const walled: ScheduleContext = { ...ctx, blocks: [...org.blocks, wall] };
  const r00 = [org.resources[0] as (typeof org.resources)[number]];

  const trivial = (i: number) => {
    // Baseline: one pass over the same rows, the least any per-request indexing could cost.
    let live = 0;
    for (const a of org.appointments) if (a.end > (queries[i]?.from ?? 0)) live++;
    return live > 0 ? 1 : 0;
  };
  const search = (c: ScheduleContext) => (i: number) =>
    findAvailability(queries[i] as (typeof queries)[number], c).length;

  console.log(
    `\n# Domain availability: ${RESOURCES} resources, ${fmt(org.appointments.length)} live appointments, ${org.blocks.length} blocks (${TZ}), 3 slots`,
  );
  measure(WARMUP, trivial);
  const base = measure(RUNS, (i) => trivial(i + WARMUP));
  measure(WARMUP, search(ctx));
  const main = measure(RUNS, (i) => search(ctx)(i + WARMUP));
  measure(WARMUP, search(shuffled));
  const unsorted = measure(RUNS, (i) => search(shuffled)(i + WARMUP));
  const worstRuns = 200;
  const worst = measure(
    worstRuns,
    (i) => findAvailability({ ...(queries[i] as (typeof queries)[number]), resources: r00, days: 14 }, walled).length,
  );

  line(`baseline: trivial loop over the ${fmt(org.appointments.length)} rows`, base);
  line(
    'findAvailability (rows ordered by start)',
    main,
    `  ratio p95 ${fmt(main.p95 / base.p95, 1)}×  slots ${fmt(main.produced, 2)}`,
  );
  line('findAvailability (rows in random order)', unsorted, `  slots ${fmt(unsorted.produced, 2)}`);
  line('worst case: nothing free in 14 days (one resource)', worst, `  slots ${fmt(worst.produced, 2)}`);
  console.log(
    `  target: p95 under 5 ms for 3 slots (${RUNS} runs after ${WARMUP} warm-up; worst case ${worstRuns} runs)`,
  );
}
