import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sendBudget } from '../../../db/schema/index.ts';

export interface BudgetClock {
  /** Wall-clock milliseconds. */
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const wallClock: BudgetClock = { now: () => Date.now(), sleep: (ms) => sleep(ms) };
/** Budgets older than this are deleted now and then: a minute of history is plenty. */
const KEEP_SECONDS = 60;

/**
 * The messages per second of one organisation's number, shared by every instance's dispatcher
 * (docs/architecture.md#scheduled-messages): each send takes one unit of the current wall-clock
 * second in `send_budget` (one upsert, refused once the second is full) and waits for the next
 * second when none is left. The rate limiter spaces sends within one instance; this keeps several
 * instances together within the number's throughput. Infinity (or no limit) takes nothing.
 */
export function createSendBudget(db: Db, perSecond: number, clock: BudgetClock = wallClock) {
  const limited = Number.isFinite(perSecond) && perSecond > 0 && perSecond < 100_000;
  let lastPurge = 0;
  return {
    async take(orgId: string): Promise<void> {
      if (!limited) return;
      for (;;) {
        const second = Math.floor(clock.now() / 1000);
        if (second - lastPurge >= KEEP_SECONDS) {
          lastPurge = second;
          await db.execute(sql`delete from ${sendBudget} where second < ${second - KEEP_SECONDS}`);
        }
        const granted = await db.execute(sql`insert into ${sendBudget} (org_id, second, used)
          values (${orgId}::uuid, ${second}, 1)
          on conflict (org_id, second) do update set used = ${sendBudget.used} + 1
            where ${sendBudget.used} < ${Math.floor(perSecond)}
          returning used`);
        if (granted.rows.length > 0) return;
        await clock.sleep((second + 1) * 1000 - clock.now());
      }
    },
  };
}
