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
 * A grant whose answer took longer than this to reach the send (a slow round trip, a busy event
 * loop that read it late) is given back and asked for again: sent now, it could join sends granted
 * after it. The limit doubles with each give-back (a busy machine gets slower answers) up to
 * FRESH_MOST_MS, which stays inside the window's margin.
 */
const STALE_MS = 50;
const FRESH_MOST_MS = 200;
/** On a machine that answers no grant within FRESH_MOST_MS this many times over, the send goes anyway. */
const GIVE_BACKS = 20;

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
 * that fire late (and together) on a busy machine cannot bunch sends up; and a grant read too long
 * after it was asked for (STALE_MS, growing to FRESH_MOST_MS) is given back and asked for again.
 * Infinity (or no limit) takes nothing.
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
          const fresh = Math.min(STALE_MS * 2 ** givenBack, FRESH_MOST_MS);
          if (clock.now() - asked <= fresh || givenBack >= GIVE_BACKS) return;
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
