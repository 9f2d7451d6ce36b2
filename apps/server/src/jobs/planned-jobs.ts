import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ScheduledKind, scheduledMessages } from '../db/schema/index.ts';
import type { DueScheduled, PlannedJobDefinition } from './define-job.ts';

const PLAN_BATCH = 200;

/**
 * One batch of due planned messages (the dispatcher's old first step): up to PLAN_BATCH rows of the
 * registered kinds, FOR UPDATE SKIP LOCKED, each kind handed to its job in the same transaction.
 * Returns how many rows were handled.
 */
export async function runPlannedBatch(db: Db, planned: readonly PlannedJobDefinition[], now: Date): Promise<number> {
  if (planned.length === 0) return 0;
  const kinds = planned.map((p) => p.kind);
  return db.transaction(async (tx) => {
    const rows = await tx.execute(sql`select id, org_id, kind, run_at from ${scheduledMessages}
      where status = 'scheduled' and run_at <= ${now.toISOString()}::timestamptz
        and kind = any(${sql.param(kinds)}::text[])
      order by run_at limit ${PLAN_BATCH} for update skip locked`);
    const due: DueScheduled[] = rows.rows.map((r) => ({
      id: String(r.id),
      orgId: String(r.org_id),
      kind: r.kind as ScheduledKind,
      runAt: new Date(r.run_at as string),
    }));
    for (const job of planned) {
      const mine = due.filter((d) => d.kind === job.kind);
      if (mine.length > 0) await job.run(tx, mine, now);
    }
    return due.length;
  });
}

/** When the next planned message of these kinds is due, or null. */
export function nextPlannedSql(planned: readonly PlannedJobDefinition[]) {
  return sql`(select min(run_at) from ${scheduledMessages} where status = 'scheduled'
    and kind = any(${sql.param(planned.map((p) => p.kind))}::text[]))`;
}
