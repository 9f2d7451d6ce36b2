import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { ScheduledKind } from '../db/schema/index.ts';

/** A kind of job as its enqueuers see it: a name and the shape of its payload. */
export interface JobType<P> {
  name: string;
  payload: z.ZodType<P>;
}

/** Declares a job's name and payload; the handler is bound where its dependencies are (defineJob). */
export function jobType<P>(name: string, payload: z.ZodType<P>): JobType<P> {
  return { name, payload };
}

/** How often a failing job is tried, and how long after each failure (the attempt that failed, from 1). */
export interface RetryPolicy {
  attempts: number;
  backoffMs: (attempt: number) => number;
}

/** Doubles the wait after each failure, starting at `firstMs`. */
export function exponentialBackoff(attempts: number, firstMs: number): RetryPolicy {
  return { attempts, backoffMs: (attempt) => firstMs * 2 ** (attempt - 1) };
}

export interface JobContext {
  db: Db;
  now: Date;
  log: FastifyBaseLogger;
  /** This run's attempt, from 1. */
  attempt: number;
}

/**
 * A job of the `jobs` table: its type, what runs it and how it is retried. The handler runs outside
 * any transaction (a mail must not hold one open); it opens its own when it writes. It may run more
 * than once if its instance dies mid-run (at least once): make it idempotent or harmless twice.
 */
export interface JobDefinition<P> {
  type: JobType<P>;
  retry: RetryPolicy;
  run: (payload: P, ctx: JobContext) => Promise<void>;
}

export function defineJob<P>(type: JobType<P>, job: Omit<JobDefinition<P>, 'type'>): JobDefinition<P> {
  return { type, ...job };
}

/** A due planned message, locked by the round that handles it. */
export interface DueScheduled {
  id: string;
  orgId: string;
  kind: ScheduledKind;
  runAt: Date;
}

/**
 * Jobs kept as rows of `scheduled_messages` (reminders, campaign messages, weekly reports): the rows
 * are the plans staff see, so they are their own queue. Due rows of the definition's kind are handed
 * over in batches inside the transaction that claimed them (FOR UPDATE SKIP LOCKED); `run` must
 * move every row it is given out of 'scheduled', or on to a later `run_at`. A round that throws is
 * rolled back whole and tried again by the next round, so these handlers retry until they succeed.
 */
export interface PlannedJobDefinition {
  name: string;
  kind: ScheduledKind;
  run: (tx: Db, due: DueScheduled[], now: Date) => Promise<void>;
}

export function definePlannedJob(job: PlannedJobDefinition): PlannedJobDefinition {
  return job;
}

/**
 * Timed work with no queue of its own (the refill's next waves of offers, the nightly retention
 * run). The runner starts `run` beside its rounds, one run of each at a time per instance, so a
 * long run (a night's deletions) holds back neither the planned messages nor the jobs of the table.
 * `run` finds what is due itself and must be safe on two instances at once (row locks or claims);
 * it answers how many things it handled: more than none, the channel is kicked (it may have queued
 * messages) and it runs again at once. `due` says when the runner wakes for it: an SQL instant
 * (null: nothing), read with the runner's next wake-up, or every `everyMs` from the instance's start.
 */
export interface TimedJobDefinition {
  name: string;
  due: { sql: SQL } | { everyMs: number };
  run: (ctx: { db: Db; now: Date; log: FastifyBaseLogger }) => Promise<number>;
}

export function defineTimedJob(job: TimedJobDefinition): TimedJobDefinition {
  return job;
}
