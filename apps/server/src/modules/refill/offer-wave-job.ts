import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { defineTimedJob } from '../../jobs/define-job.ts';
import { runWave } from './run-wave.ts';

/** Freed slots handled per call; the rest wait for the next run (at once: the runner runs it again). */
const BATCH = 50;

/**
 * The refill's timed work (docs/product.md#waitlist), run by the job runner (offerWaveJob): every open freed
 * slot whose hold has ended gets its next step (the next wave, or closed). Each slot in its own
 * transaction, its row taken with SKIP LOCKED so instances share the work and a tap being answered
 * is not waited for. Self-contained on purpose: it needs only the database and the clock.
 */
export async function runDueOfferWaves(db: Db, now: Date): Promise<number> {
  const due = await db.execute(sql`select id from refill_slots
    where status = 'open' and next_wave_at <= ${now.toISOString()}::timestamptz
    order by next_wave_at limit ${BATCH}`);
  let done = 0;
  for (const row of due.rows) {
    const ran = await db.transaction(async (tx) => {
      const mine = await tx.execute(sql`select id from refill_slots where id = ${String(row.id)}::uuid
        and status = 'open' and next_wave_at <= ${now.toISOString()}::timestamptz for update skip locked`);
      if (mine.rows.length === 0) return false;
      await runWave(tx, String(row.id), now);
      return true;
    });
    if (ran) done += 1;
  }
  return done;
}

/**
 * The next waves as a timed job (docs/architecture.md#jobs): the runner wakes when the first open
 * slot's hold ends, and what a wave queues goes out on the channel's next round.
 */
export const offerWaveJob = defineTimedJob({
  name: 'refill-waves',
  due: { sql: sql`select min(next_wave_at) from refill_slots where status = 'open'` },
  run: ({ db, now }) => runDueOfferWaves(db, now),
});
