import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sendRate } from '../../../db/schema/index.ts';

export interface RateClock {
  /** Monotonic milliseconds. */
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const wallClock: RateClock = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

/**
 * A grant whose answer took longer than this to reach the send (a busy event loop read it late,
 * with others) is given back and asked for again: sent now, it could join sends granted later.
 */
const STALE_MS = 50;
/** Given back at most this many times per send: on a machine too busy to read any answer in time, it goes anyway. */
const GIVE_BACKS = 2;

/**
 * The window a number's `rate` sends are counted in: a second and a quarter, so that sends that
 * reach Meta up to 250 ms apart from when they were let go (the grant's way back, a busy event
 * loop between the grant and the request) still make no more than `rate` in any second Meta
 * counts. A tenth of a second was not enough with two cores fully busy beside the server (21 in a
 * second, 1 run in 3); the price is a burst sustained at `rate` / 1.25 a second.
 */
const WINDOW_MS = 1250;

/**
 * The messages per second of one organisation's number, shared by every instance's dispatcher
 * (docs/decisions/0014-send-guards.md): a sliding window kept in the database. Each send, right
 * before it goes, asks for a place with one upsert on `send_rate`, which holds the moments (on the
 * database's clock, one timeline for every instance) of the number's last sends: granted while
 * fewer than `rate` of them fall in the last WINDOW_MS, otherwise it sleeps until the oldest leaves
 * the window and asks again. The grant is taken when the send goes, not planned ahead, so timers
 * that fire late (and together) on a busy machine cannot bunch sends up; and a grant read more than
 * STALE_MS after it was asked for is given back and asked for again. Infinity (or no limit) takes
 * nothing.
 */
export function createSendRate(db: Db, perSecond: number, clock: RateClock = wallClock) {
  const limited = Number.isFinite(perSecond) && perSecond >= 1 && perSecond < 100_000;
  const most = Math.floor(perSecond);
  const ask = async (orgId: string): Promise<{ wait: number; at: number }> => {
    const result =
      await db.execute(sql`with t as (select (extract(epoch from clock_timestamp()) * 1000)::float8 as now_ms)
      insert into ${sendRate} as s (org_id, recent)
      select ${orgId}::uuid, array[t.now_ms] from t
      on conflict (org_id) do update set recent = case
        when (select count(*) from unnest(s.recent) x where x > (select now_ms from t) - ${WINDOW_MS}) < ${most}
        then array(select x from unnest(s.recent) x where x > (select now_ms from t) - ${WINDOW_MS} order by x)
          || (select now_ms from t)
        else s.recent end
      returning case when s.recent[array_length(s.recent, 1)] = (select now_ms from t) then 0
        else (select min(x) from unnest(s.recent) x where x > (select now_ms from t) - ${WINDOW_MS})
          + ${WINDOW_MS} - (select now_ms from t) end as wait_ms, (select now_ms from t) as at_ms`);
    return { wait: Math.max(0, Number(result.rows[0]?.wait_ms ?? 0)), at: Number(result.rows[0]?.at_ms) };
  };
  const giveBack = (orgId: string, at: number) =>
    db.execute(sql`update ${sendRate} set recent = array_remove(recent, ${at}::float8) where org_id = ${orgId}::uuid`);
  return {
    async take(orgId: string): Promise<void> {
      if (!limited) return;
      for (let givenBack = 0; ; ) {
        const asked = clock.now();
        const { wait, at } = await ask(orgId);
        if (wait === 0) {
          if (clock.now() - asked <= STALE_MS || givenBack >= GIVE_BACKS) return;
          givenBack++;
          await giveBack(orgId, at);
          continue;
        }
        // A millisecond more: the oldest has left the window when asked again.
        await clock.sleep(wait + 1);
      }
    },
  };
}
