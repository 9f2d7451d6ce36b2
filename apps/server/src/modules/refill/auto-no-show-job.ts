import { isAutoNoShowDue, liveStatuses } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineTimedJob } from '../../jobs/define-job.ts';
import { markNoShow } from '../scheduling/mark-no-show.ts';

/** Appointments handled per run; the rest wait for the next one (at once: the runner runs it again). */
const BATCH = 50;

const live = sql.raw(liveStatuses.map((s) => `'${s}'`).join(', '));

/** The organisations that turned automatic no-shows on, each with its first live appointment by end. */
const firstDue = sql`select c.org_id, c.auto_no_show_after_min as after_min, c.auto_no_show_since as since, d.id, d.due
  from configs c cross join lateral (
    select a.id, a.ends_at + make_interval(mins => c.auto_no_show_after_min::int) as due
    from appointments a
    where a.org_id = c.org_id and a.status in (${live}) and a.ends_at >= c.auto_no_show_since
    order by a.ends_at limit ${BATCH}) d
  where c.auto_no_show_after_min is not null`;

/**
 * Automatic no-shows (docs/product.md#no-shows): every live appointment of an organisation that
 * turned them on, whose end plus the chosen minutes has passed, is marked "No asistió" through the
 * same verb as staff's (markNoShow: the follow-up and the refill follow from its event), audited as
 * Recepta itself. Two instances may pick the same appointment: the verb locks it and the second
 * finds it already a no-show (unchanged, no second follow-up).
 */
export async function runAutoNoShows(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const due = await db.execute(
    sql`${firstDue} and d.due <= ${now.toISOString()}::timestamptz order by d.due limit ${BATCH}`,
  );
  let done = 0;
  for (const row of due.rows) {
    const setting = { afterMin: Number(row.after_min), since: new Date(row.since as string).getTime() };
    const before = await markNoShow(
      db,
      { orgId: String(row.org_id), actor: { kind: 'system', name: 'Inasistencia automática' } },
      {
        apptId: String(row.id),
        onlyIf: (appt) =>
          isAutoNoShowDue({ status: appt.status, endsAt: appt.endsAt.getTime() }, setting, now.getTime()),
      },
      now,
    ).catch((err: unknown) => {
      log?.error({ err, appointmentId: String(row.id) }, 'automatic no-show failed; the next run tries again');
      return null;
    });
    // A row another instance marked first, or one moved or cancelled meanwhile, is left as it is.
    if (before?.status === 'no_show') done += 1;
  }
  return done;
}

/** Automatic no-shows as a timed job (docs/architecture.md#jobs): the runner wakes at the first one due. */
export const autoNoShowJob = defineTimedJob({
  name: 'auto-no-show',
  due: { sql: sql`select min(due) from (${firstDue}) f` },
  run: ({ db, now, log }) => runAutoNoShows(db, now, log),
});
