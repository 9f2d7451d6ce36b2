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

/** A send that woke later than this after its slot takes a new one: late wakers must not bunch up. */
const LATE_MS = 20;
/** Slots are this much further apart than 1000/rate, room for the way to Meta to vary. */
const MARGIN = 1.05;

/**
 * The messages per second of one organisation's number, shared by every instance's dispatcher
 * (docs/decisions/0014-send-guards.md): evenly spaced slots. Each send takes the number's next
 * free slot with one upsert on `send_rate` — max(its next free moment, now) — moves it on by
 * 1000/rate ms, and waits for its slot. Slots are read off the database's clock, so instances on
 * different machines share one timeline; being at least 1000/rate apart, no sliding second holds
 * more than `rate` of them — as long as each goes in its slot: a send whose sleep ended more than
 * LATE_MS after its slot (a busy event loop wakes many timers at once) takes a new slot rather
 * than go beside the next one. Slots are spaced 5 % wider than the rate for the way to Meta.
 * Infinity (or no limit) takes nothing.
 */
export function createSendRate(db: Db, perSecond: number, clock: RateClock = wallClock) {
  const limited = Number.isFinite(perSecond) && perSecond > 0 && perSecond < 100_000;
  const gapMs = limited ? (1000 * MARGIN) / perSecond : 0;
  const reserve = async (orgId: string): Promise<number> => {
    const result = await db.execute(sql`with t as (select extract(epoch from clock_timestamp()) * 1000 as now_ms)
        insert into ${sendRate} (org_id, next_at_ms)
        select ${orgId}::uuid, t.now_ms + ${gapMs} from t
        on conflict (org_id) do update
          set next_at_ms = greatest(${sendRate.nextAtMs}, (select now_ms from t)) + ${gapMs}
        returning next_at_ms - ${gapMs} - (select now_ms from t) as wait_ms`);
    return Math.max(0, Number(result.rows[0]?.wait_ms ?? 0));
  };
  return {
    async take(orgId: string): Promise<void> {
      if (!limited) return;
      for (;;) {
        const wait = await reserve(orgId);
        const slot = clock.now() + wait;
        if (wait > 0) await clock.sleep(wait);
        if (clock.now() - slot <= LATE_MS) return;
      }
    },
  };
}
