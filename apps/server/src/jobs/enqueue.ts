import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { currentRequest } from '../http/request-context.ts';
import type { JobType } from './define-job.ts';

/** The NOTIFY channel that wakes the job runners of every instance. */
export const JOBS_CHANNEL = 'recepta_jobs';

/**
 * Tells every instance's job runner, on commit, that something becomes due at `at` (a new plan, a
 * new job): a runner sleeping until later wakes for it. Dropped on rollback.
 */
export async function wakeJobs(tx: Db, at: Date): Promise<void> {
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${String(at.getTime())})`);
}

export interface EnqueueOptions {
  /** Not before (default: now). */
  runAt?: Date;
  /** One job per (name, key) ever: enqueueing the same key again does nothing. */
  key?: string;
}

/**
 * Adds jobs in the caller's transaction, so they exist only if its change commits. The payloads are
 * checked against the type's schema here, and again when run. Returns how many were added (a key
 * already used adds nothing).
 */
export async function enqueueJobs<P>(
  tx: Db,
  type: JobType<P>,
  items: readonly { payload: P; options?: EnqueueOptions }[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  const requestId = currentRequest()?.requestId ?? null;
  const rows = items.map(({ payload, options }) => ({
    name: type.name,
    payload: type.payload.parse(payload) as unknown,
    key: options?.key ?? null,
    runAt: options?.runAt ?? now,
    requestId,
  }));
  const added = await tx.insert(jobs).values(rows).onConflictDoNothing().returning({ runAt: jobs.runAt });
  if (added.length > 0) await wakeJobs(tx, new Date(Math.min(...added.map((r) => r.runAt.getTime()))));
  return added.length;
}

export async function enqueueJob<P>(tx: Db, type: JobType<P>, payload: P, now: Date, options?: EnqueueOptions) {
  return enqueueJobs(tx, type, [{ payload, ...(options ? { options } : {}) }], now);
}
