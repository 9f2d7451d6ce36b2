import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { secondConnection } from '../../test/second-connection.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../db/client.ts';
import { withRequestContext } from '../http/request-context.ts';
import { defineJob, defineTimedJob, jobType } from './define-job.ts';
import { enqueueJob } from './enqueue.ts';
import { createJobRunner, type JobRunner } from './runner.ts';

// Runners driven by hand (no NOTIFY) at a test clock, on one database; a second runner holds its own
// pool on PostgreSQL, as a second instance would.
let clock = new Date('2026-11-27T12:00:00Z');
let database: Database;
let second: Awaited<ReturnType<typeof secondConnection>>;
const log = pino({ level: 'silent' });

const echo = jobType('test.echo', z.object({ n: z.number().int() }));
const ran: number[] = [];
const failures = new Map<number, number>();
let release: (() => void) | undefined;
let hold: Promise<void> | undefined;
let holding = false;
const echoJob = defineJob(echo, {
  retry: { attempts: 3, backoffMs: (attempt) => attempt * 60_000 },
  run: async ({ n }) => {
    if (hold && n === 999) {
      holding = true;
      await hold;
    }
    const left = failures.get(n) ?? 0;
    if (left > 0) {
      failures.set(n, left - 1);
      throw new Error(`refused ${n}`);
    }
    ran.push(n);
  },
});

function runner(db: Database): JobRunner {
  return createJobRunner({ database: db, log, now: () => clock, jobs: [echoJob], planned: [], listen: false });
}

async function round(...runners: JobRunner[]) {
  for (const r of runners) r.kick();
  await Promise.all(runners.map((r) => r.idle()));
}

async function job(n: number) {
  const { rows } = await database.db.execute(
    sql`select status, attempts, last_error, run_at from jobs where name = 'test.echo' and payload->>'n' = ${String(n)}`,
  );
  return rows[0] as { status: string; attempts: number; last_error: string | null; run_at: string };
}

let a: JobRunner;
let b: JobRunner;
beforeAll(async () => {
  database = await createTestDatabase();
  second = await secondConnection(database);
  a = runner(database);
  b = runner(second.database);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await second.close();
  await database.close();
});

describe('the job runner', () => {
  it('runs each job once when two instances claim at once, and a key enqueues once', async () => {
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= 40; n++) await enqueueJob(tx, echo, { n }, clock, { key: `k${n}` });
      expect(await enqueueJob(tx, echo, { n: 1 }, clock, { key: 'k1' })).toBe(0);
    });
    await round(a, b);
    await round(a, b);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await job(7)).status).toBe('done');
  });

  it('retries a failing job after its backoff, then fails it for good after its attempts', async () => {
    failures.set(101, 1);
    failures.set(102, 5);
    await database.db.transaction((tx) => enqueueJob(tx, echo, { n: 101 }, clock));
    await database.db.transaction((tx) => enqueueJob(tx, echo, { n: 102 }, clock));
    await round(a);
    expect(ran).not.toContain(101);
    expect(await job(101)).toMatchObject({ status: 'waiting', attempts: 1, last_error: 'refused 101' });
    expect(new Date((await job(101)).run_at).getTime()).toBe(clock.getTime() + 60_000);

    clock = new Date(clock.getTime() + 60_000);
    await round(a);
    expect(ran).toContain(101);
    expect((await job(101)).status).toBe('done');

    clock = new Date(clock.getTime() + 120_000);
    await round(a);
    expect(await job(102)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'refused 102' });
    expect(ran).not.toContain(102);
  });

  it('fails a payload its schema refuses without running it', async () => {
    await database.db.execute(sql`insert into jobs (name, payload, run_at)
      values ('test.echo', '{"n":"seven"}'::jsonb, ${clock.toISOString()}::timestamptz)`);
    await round(a);
    const { rows } = await database.db.execute(sql`select status, last_error from jobs where payload->>'n' = 'seven'`);
    expect(rows[0]).toMatchObject({ status: 'failed' });
    expect(String(rows[0]!.last_error)).toMatch(/invalid payload/);
  });

  it('finishes the job it is running when closed, and another instance takes a dead one’s job after its lease', async () => {
    hold = new Promise((resolve) => {
      release = resolve;
    });
    await database.db.transaction((tx) => enqueueJob(tx, echo, { n: 999 }, clock));
    const closing = runner(database);
    await vi.waitFor(() => expect(holding).toBe(true), { timeout: 30_000, interval: 10 });
    // The job started and waits: close must wait for it rather than drop it.
    const closed = closing.close();
    let done = false;
    void closed.then(() => {
      done = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    release?.();
    await closed;
    expect((await job(999)).status).toBe('done');

    // A claim whose instance died: leased, never finished. Once its lease ran out another takes it.
    await database.db.execute(sql`insert into jobs (name, payload, run_at, attempts, lease_until)
      values ('test.echo', '{"n":555}'::jsonb, ${clock.toISOString()}::timestamptz, 1,
        ${new Date(clock.getTime() + 300_000).toISOString()}::timestamptz)`);
    await round(a);
    expect(ran).not.toContain(555);
    clock = new Date(clock.getTime() + 300_000);
    await round(a);
    expect(ran).toContain(555);
    expect(await job(555)).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('timed jobs', () => {
  it('runs a periodic job a period after the start, a due one until it has nothing left, and a failing one again next time', async () => {
    const periodicRuns: Date[] = [];
    let waves = 3;
    let failOnce = true;
    let failingRuns = 0;
    let kicked = 0;
    const timed = createJobRunner({
      database,
      log,
      now: () => clock,
      jobs: [echoJob],
      planned: [],
      listen: false,
      afterWork: () => {
        kicked += 1;
      },
      timed: [
        defineTimedJob({
          name: 'test.nightly',
          due: { everyMs: 15 * 60_000 },
          run: async ({ now }) => {
            periodicRuns.push(now);
            return 0;
          },
        }),
        // Three things due, one per run: the runner runs it again at once while it handles something.
        defineTimedJob({
          name: 'test.waves',
          due: { sql: sql`select now()` },
          run: async () => {
            if (waves === 0) return 0;
            waves -= 1;
            return 1;
          },
        }),
        defineTimedJob({
          name: 'test.failing',
          due: { sql: sql`select null::timestamptz` },
          run: async () => {
            failingRuns += 1;
            if (failOnce) {
              failOnce = false;
              throw new Error('refused once');
            }
            return 0;
          },
        }),
      ],
    });
    try {
      // Its failure holds back neither the other timed jobs nor the jobs of the table.
      await database.db.transaction((tx) => enqueueJob(tx, echo, { n: 4242 }, clock));
      await round(timed);
      expect(ran).toContain(4242);
      expect(waves).toBe(0);
      expect(kicked).toBeGreaterThanOrEqual(3);
      expect(failOnce).toBe(false);
      const failingBefore = failingRuns;
      // Not within its first period.
      expect(periodicRuns).toEqual([]);
      clock = new Date(clock.getTime() + 15 * 60_000);
      await round(timed);
      await round(timed);
      expect(periodicRuns).toEqual([clock]);
      // The failing one was tried again on the next rounds.
      expect(failingRuns).toBeGreaterThan(failingBefore);
      clock = new Date(clock.getTime() + 15 * 60_000);
      await round(timed);
      expect(periodicRuns).toHaveLength(2);
    } finally {
      await timed.close();
    }
  });

  it('logs a job with the id of the request that enqueued it, and a job no request caused without one', async () => {
    const said = jobType('test.says', z.object({ n: z.number().int() }));
    const lines: { reqId?: string; n?: number; msg?: string }[] = [];
    const heard = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const saysJob = defineJob(said, {
      retry: { attempts: 1, backoffMs: () => 0 },
      run: async ({ n }, { log: jobLog }) => jobLog.info({ n }, 'said'),
    });
    const speaker = createJobRunner({
      database,
      log: heard,
      now: () => clock,
      jobs: [saysJob],
      planned: [],
      listen: false,
    });
    try {
      await withRequestContext({ requestId: 'req-from-a-booking', clientAddress: '127.0.0.1' }, () =>
        database.db.transaction((tx) => enqueueJob(tx, said, { n: 1 }, clock)),
      );
      await database.db.transaction((tx) => enqueueJob(tx, said, { n: 2 }, clock));
      await round(speaker);
      const saidLines = lines.filter((l) => l.msg === 'said');
      expect(saidLines.find((l) => l.n === 1)?.reqId).toBe('req-from-a-booking');
      expect(saidLines.find((l) => l.n === 2)).toBeDefined();
      expect(saidLines.find((l) => l.n === 2)?.reqId).toBeUndefined();
    } finally {
      await speaker.close();
    }
  });
});
