import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Sign-in, sign-up and reset limits, per client address and per (address, email). Never per email
 * alone: then anyone who knows a clinic's address could keep its staff out by failing on purpose
 * (issue 11), while the owner signing in from elsewhere must get in.
 */
export interface AuthLimits {
  perAddress: Limit;
  perAddressEmail: Limit;
}

export const defaultAuthLimits: AuthLimits = {
  perAddress: { max: 100, windowMs: 10 * 60_000 },
  perAddressEmail: { max: 10, windowMs: 10 * 60_000 },
};

/**
 * Counts one attempt under `key` and tells whether it is still within `limit`. Fixed windows in the
 * database: one statement, atomic under concurrency, shared by every server instance.
 */
export async function hit(db: Db, key: string, limit: Limit, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${now.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStart.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
    returning count`);
  const count = Number(result.rows[0]?.count ?? 0);
  return count <= limit.max;
}

/** Forgets the attempts under `key`: a successful sign-in clears the failures before it. */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
