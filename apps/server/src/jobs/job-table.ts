import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  /** This run's attempt, from 1. */
  attempt: number;
  /** The request that enqueued it, if one did. */
  requestId: string | null;
}

/**
 * Claims due jobs of the named kinds with a lease (FOR UPDATE SKIP LOCKED inside one statement): a
 * job whose lease ran out (its instance died mid-run) is due again. Each claim counts as an attempt.
 */
export async function claimJobs(
  db: Db,
  names: readonly string[],
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const { rows } = await db.execute(sql`update ${jobs} j set attempts = j.attempts + 1,
      lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    where j.id in (select id from ${jobs}
      where status = 'waiting' and run_at <= ${at}::timestamptz
        and (lease_until is null or lease_until <= ${at}::timestamptz)
        and name = any(${sql.param(names)}::text[])
      order by run_at limit ${limit} for update skip locked)
    returning j.id, j.name, j.payload, j.attempts, j.request_id`);
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    payload: r.payload,
    attempt: Number(r.attempts),
    requestId: r.request_id === null || r.request_id === undefined ? null : String(r.request_id),
  }));
}

export async function finishJob(db: Db, id: string, now: Date): Promise<void> {
  await db.execute(sql`update ${jobs} set status = 'done', lease_until = null, finished_at = ${now.toISOString()}::timestamptz
    where id = ${id}`);
}

/** A failed run: tried again at `retryAt`, or failed for good without one. */
export async function failJob(db: Db, id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
  if (retryAt) {
    await db.execute(sql`update ${jobs} set lease_until = null, last_error = ${error},
        run_at = ${retryAt.toISOString()}::timestamptz
      where id = ${id}`);
    return;
  }
  await db.execute(sql`update ${jobs} set status = 'failed', lease_until = null, last_error = ${error},
      finished_at = ${now.toISOString()}::timestamptz
    where id = ${id}`);
}

/** Claimed jobs not started (the instance is closing) go back at once, not when their lease runs out. */
export async function releaseJobs(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update ${jobs} set lease_until = null, attempts = attempts - 1
    where id = any(${sql.param(ids)}::uuid[]) and status = 'waiting'`);
}

/** When the next job of these kinds is due (a leased one: when its lease runs out). */
export function nextJobSql(names: readonly string[]) {
  return sql`(select min(greatest(run_at, coalesce(lease_until, run_at))) from ${jobs}
    where status = 'waiting' and name = any(${sql.param(names)}::text[]))`;
}
