import {
  type Currency,
  isCurrency,
  WEEKLY_REPORT_STALE_MS,
  weeklyReportAt,
  weeklyReportMail,
  weeklyReportPeriod,
} from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduledMessages } from '../../db/schema/index.ts';
import { type DueScheduled, definePlannedJob } from '../../jobs/define-job.ts';
import { enqueueJobs, wakeJobs } from '../../jobs/enqueue.ts';
import { mailJobType } from '../../mail/mail-job.ts';
import { getOrg } from '../orgs/org-rows.ts';
import { planWeeklyReports } from './plan-weekly-reports.ts';
import { summarizeReport } from './summarize-report.ts';

/** Why a weekly report did not go out, as staff would read it. */
export const weeklySkipReasons = {
  stale: 'No se envió: pasó más de un día desde el lunes a las 08:00.',
  nobody: 'Ningún miembro quiere recibirlo.',
};

export interface WeeklyReportDeps {
  /** Where the panel is, for the mail's links. */
  publicUrl: string;
}

/**
 * The job of due weekly reports (docs/product.md#weekly-report), inside the runner's transaction,
 * which holds each row FOR UPDATE SKIP LOCKED: while one instance writes an organisation's report no
 * other can, and the row leaves 'scheduled' in the same commit. The figures are the Reports screen's
 * own (summarizeReport over the week before, against the week before that). Each member's mail is a
 * mail job enqueued in that commit, keyed by plan and member, so each (organisation, week, member)
 * is mailed once and a mail that fails is retried alone, by the mail job, outside this transaction.
 * Each finished report plans the next Monday's.
 */
export function weeklyReportJob(deps: WeeklyReportDeps) {
  return definePlannedJob({
    name: 'weekly-report',
    kind: 'weekly_report',
    run: async (tx, due, now) => {
      for (const plan of due) await sendOne(tx, deps, plan, now);
    },
  });
}

async function sendOne(tx: Db, deps: WeeklyReportDeps, plan: DueScheduled, now: Date): Promise<void> {
  const [row] = (
    await tx.execute(sql`select week_of::text as week_of, params from ${scheduledMessages} where id = ${plan.id}`)
  ).rows as { week_of: string; params: string[] | null }[];
  const org = await getOrg(tx, plan.orgId);
  const tz = org.tz ?? 'UTC';
  const weekOf = row!.week_of;
  const moment = weeklyReportAt(weekOf, tz);

  // The zone changed since it was planned and 08:00 there is still ahead: wait for it.
  if (moment > now.getTime()) {
    await tx.execute(sql`update ${scheduledMessages} set run_at = ${new Date(moment).toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz where id = ${plan.id}`);
    await wakeJobs(tx, new Date(moment));
    return;
  }
  if (now.getTime() - moment > WEEKLY_REPORT_STALE_MS) {
    await finish(tx, plan, 'skipped', weeklySkipReasons.stale, row!.params ?? [], now);
    return;
  }

  const members = (
    await tx.execute(sql`select u.id, u.name, u.email from memberships m join "user" u on u.id = m.user_id
      where m.org_id = ${plan.orgId} and m.weekly_report order by u.email`)
  ).rows as { id: string; name: string; email: string }[];
  if (members.length === 0) {
    await finish(tx, plan, 'skipped', weeklySkipReasons.nobody, [], now);
    return;
  }

  const period = weeklyReportPeriod(weekOf, tz);
  const summary = await summarizeReport(
    tx,
    { orgId: plan.orgId },
    { from: new Date(period.start).toISOString(), to: new Date(period.end).toISOString(), groupBy: 'week' },
    now,
  );
  const currency: Currency = isCurrency(summary.currency) ? summary.currency : 'USD';
  const reportsUrl = `${deps.publicUrl}/admin/reports`;
  const mails = members.map((member) => ({
    payload: {
      to: member.email,
      ...weeklyReportMail({
        orgName: org.name,
        recipientName: member.name || member.email,
        firstDate: period.firstDate,
        lastDate: period.lastDate,
        currency,
        current: summary.totals,
        previous: summary.previous.totals,
        reportsUrl,
        settingsUrl: `${deps.publicUrl}/admin/recepta`,
        recovered: summary.refill,
      }),
      link: reportsUrl,
    },
    options: { key: `weekly-report:${plan.id}:${member.id}` },
  }));
  await enqueueJobs(tx, mailJobType, mails, now);
  await finish(
    tx,
    plan,
    'sent',
    null,
    members.map((m) => m.id),
    now,
  );
}

async function finish(
  tx: Db,
  plan: DueScheduled,
  status: 'sent' | 'skipped',
  reason: string | null,
  mailed: string[],
  now: Date,
): Promise<void> {
  await tx.execute(sql`update ${scheduledMessages} set status = ${status}, reason = ${reason},
      params = ${JSON.stringify(mailed)}::jsonb, updated_at = ${now.toISOString()}::timestamptz
    where id = ${plan.id}`);
  await planWeeklyReports(tx, now, [plan.orgId]);
}
