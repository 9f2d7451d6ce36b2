import { nextWeeklyReport } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduledMessages } from '../../db/schema/index.ts';
import { wakeJobs } from '../../jobs/enqueue.ts';

/**
 * Plans the next weekly report (docs/product.md#weekly-report) of every organisation that has none
 * waiting — or of the ones named: a scheduled_messages row of kind 'weekly_report' for the next
 * Monday 08:00 in the organisation's zone (its first location's; UTC without one). Run at start, when
 * an organisation is set up, and by the sender after each report. The unique (org, week) key makes
 * it safe for several instances at once: the second insert of a week does nothing.
 */
export async function planWeeklyReports(db: Db, now: Date, orgIds?: readonly string[]): Promise<number> {
  const only = orgIds ? sql`and o.id = any(${sql.param(orgIds)}::uuid[])` : sql``;
  const { rows } = await db.execute(sql`select o.id,
      (select l.tz from locations l where l.org_id = o.id and l.archived_at is null
        order by l.created_at limit 1) as tz
    from orgs o
    where not exists (select 1 from ${scheduledMessages} s
      where s.org_id = o.id and s.kind = 'weekly_report' and s.status = 'scheduled') ${only}`);
  if (rows.length === 0) return 0;
  const plans = rows.map((r) => {
    const next = nextWeeklyReport(now.getTime(), (r.tz as string | null) ?? 'UTC');
    return { o: String(r.id), w: next.weekOf, r: new Date(next.runAt).toISOString() };
  });
  const inserted = await db.execute(sql`insert into ${scheduledMessages} (org_id, kind, week_of, run_at)
    select x.o, 'weekly_report', x.w, x.r from json_to_recordset(${JSON.stringify(plans)}::json) as x(o uuid, w date, r timestamptz)
    on conflict (org_id, week_of) where kind = 'weekly_report' do nothing
    returning run_at`);
  if (inserted.rows.length > 0) {
    const first = Math.min(...inserted.rows.map((r) => new Date(r.run_at as string).getTime()));
    await wakeJobs(db, new Date(first));
  }
  return inserted.rows.length;
}
