import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { JobDefinition, PlannedJobDefinition, TimedJobDefinition } from './define-job.ts';
import { JOBS_CHANNEL } from './enqueue.ts';
import { type ClaimedJob, claimJobs, failJob, finishJob, nextJobSql, releaseJobs } from './job-table.ts';
import { nextPlannedSql, runPlannedBatch } from './planned-jobs.ts';
import { createWakeLoop, type LaneState, type WakeLoop } from './wake-loop.ts';

export interface JobRunnerOptions {
  database: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  // biome-ignore lint/suspicious/noExplicitAny: a list of jobs of different payloads
  jobs: readonly JobDefinition<any>[];
  planned: readonly PlannedJobDefinition[];
  /** Timed work run beside the rounds (the refill's waves, retention). */
  timed?: readonly TimedJobDefinition[];
  /** How long a run may hold a job before another instance takes it again. */
  leaseMs?: number;
  /** The instance's wake loop (app.ts); without one the runner has a loop of its own. */
  loop?: WakeLoop;
  /** Listen for wake-ups (off in tests that drive the runner by hand; with a loop of its own only). */
  listen?: boolean;
  /** Called after a round that handled something (planned messages were queued: the channel sends them). */
  afterWork?: () => void;
}

export interface JobRunner {
  /** Run a round soon (something was enqueued or became due). */
  kick(): void;
  /** Resolves when no round is running or asked for. */
  idle(): Promise<void>;
  /** Working or waiting for its next wake-up, and not stuck in a round. */
  alive(): boolean;
  /**
   * Stops after the jobs already running (timed runs included); the claimed ones not started go
   * back at once.
   */
  close(): Promise<void>;
}

const CLAIM_BATCH = 20;
/** Jobs run at once by one instance (mail and the like wait on other servers). */
const CONCURRENCY = 4;

/**
 * The durable job runner, one lane of the instance's wake loop (docs/architecture.md#jobs). A round
 * runs due planned messages (scheduled_messages, per kind), then due jobs of the `jobs` table; the
 * loop then sleeps it until the next one is due or a NOTIFY on JOBS_CHANNEL says something sooner
 * came in. Instances share nothing but the database: row locks and leases make each job run once (a
 * job of the table at least once: a killed instance's lease runs out and another takes it again).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log, now } = options;
  const db = database.db;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const byName = new Map(options.jobs.map((j) => [j.type.name, j]));
  const names = [...byName.keys()];
  const ownLoop = options.loop
    ? undefined
    : createWakeLoop({ database, log, now, ...(options.listen === false ? { listen: false } : {}) });
  const loop = options.loop ?? ownLoop!;
  const timed = options.timed ?? [];
  const timedRuns = new Map<string, Promise<void>>();
  // A periodic job's first turn comes a period after the start, as its old timer's did.
  const periodicDueAt = new Map<string, number>();
  for (const job of timed) if ('everyMs' in job.due) periodicDueAt.set(job.name, now().getTime() + job.due.everyMs);

  /** Starts each timed job that is due and not already running here; none of them is awaited. */
  const startTimed = (state: LaneState) => {
    for (const job of timed) {
      if (state.closed() || timedRuns.has(job.name)) continue;
      if ('everyMs' in job.due) {
        if (now().getTime() < periodicDueAt.get(job.name)!) continue;
        periodicDueAt.set(job.name, now().getTime() + job.due.everyMs);
      }
      let more = false;
      const run = job
        .run({ db, now: now(), log })
        .then((handled) => {
          if (handled > 0 && !state.closed()) {
            // It may have queued messages, and may have more due than one run takes.
            options.afterWork?.();
            more = true;
          }
        })
        .catch((err: unknown) => log.error({ err, job: job.name }, 'timed job failed; its next turn tries again'))
        .finally(() => {
          timedRuns.delete(job.name);
          if (more) lane.kick();
        });
      timedRuns.set(job.name, run);
    }
  };

  const runOne = async (job: ClaimedJob) => {
    const definition = byName.get(job.name)!;
    // The job logs as the request that caused it did: one id to follow in the logs.
    const jobLog = job.requestId ? log.child({ reqId: job.requestId }) : log;
    const parsed = definition.type.payload.safeParse(job.payload);
    if (!parsed.success) {
      // A payload its own schema refuses will never pass: failed for good, not retried.
      await failJob(db, job.id, `invalid payload: ${parsed.error.message}`, null, now());
      jobLog.error({ jobId: job.id, job: job.name }, 'job payload refused');
      return;
    }
    try {
      await definition.run(parsed.data, { db, now: now(), log: jobLog, attempt: job.attempt });
      await finishJob(db, job.id, now());
    } catch (err) {
      const last = job.attempt >= definition.retry.attempts;
      const at = now();
      const retryAt = last ? null : new Date(at.getTime() + definition.retry.backoffMs(job.attempt));
      jobLog.error({ err, jobId: job.id, job: job.name, attempt: job.attempt, retryAt }, 'job failed');
      await failJob(db, job.id, err instanceof Error ? err.message : String(err), retryAt, at);
    }
  };

  const tableRound = async (state: LaneState): Promise<number> => {
    if (names.length === 0) return 0;
    const claimed = await claimJobs(db, names, now(), leaseMs, CLAIM_BATCH);
    const started = new Set<string>();
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < claimed.length && !state.closed(); i = next++) {
        const job = claimed[i] as ClaimedJob;
        started.add(job.id);
        await runOne(job).catch((err: unknown) => log.error({ err, jobId: job.id }, 'recording a job failed'));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
    await releaseJobs(
      db,
      claimed.filter((j) => !started.has(j.id)).map((j) => j.id),
    );
    return claimed.length;
  };

  const nextDue = async (): Promise<number> => {
    const parts = [
      ...(options.planned.length > 0 ? [nextPlannedSql(options.planned)] : []),
      ...(names.length > 0 ? [nextJobSql(names)] : []),
      ...timed.flatMap((job) => ('sql' in job.due ? [sql`(${job.due.sql})`] : [])),
    ];
    const periodic = Math.min(...periodicDueAt.values());
    if (parts.length === 0) return periodic;
    const result = await db.execute(sql`select least(${sql.join(parts, sql`, `)}) as next`);
    const next = result.rows[0]?.next;
    return Math.min(next ? new Date(next as string).getTime() : Number.POSITIVE_INFINITY, periodic);
  };

  const round = async (state: LaneState) => {
    let worked = false;
    startTimed(state);
    while (!state.closed() && (await runPlannedBatch(db, options.planned, now())) > 0) {
      state.progress();
      worked = true;
      if (!state.closed()) options.afterWork?.();
    }
    while (!state.closed() && (await tableRound(state)) > 0) {
      state.progress();
      worked = true;
    }
    // Not while closing: the channel is closed next, and a round it started now would claim
    // messages only to give them back.
    if (worked && !state.closed()) options.afterWork?.();
  };

  const lane = loop.register({ name: 'jobs', channel: JOBS_CHANNEL, round, nextDue });

  return {
    kick: lane.kick,
    async idle() {
      // A timed run that handled something kicks another round: wait until neither is left.
      for (;;) {
        await lane.idle();
        if (timedRuns.size === 0) return;
        await Promise.all([...timedRuns.values()]);
      }
    },
    alive: lane.alive,
    async close() {
      await lane.close();
      await Promise.all([...timedRuns.values()]);
      await ownLoop?.close();
    },
  };
}
