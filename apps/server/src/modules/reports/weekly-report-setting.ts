import { DomainError, formatInstantInZone, type WeeklyReportSettingWire } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduledMessages } from '../../db/schema/index.ts';
import { reportOrg } from './report-org.ts';

/**
 * A member's weekly report switch (docs/product.md#weekly-report): whether they get the Monday mail,
 * and when the organisation's next one goes out (in its zone, as the API writes instants). Kept on their membership, so it is per member and
 * per organisation.
 */
export async function getWeeklyReportSetting(db: Db, orgId: string, userId: string): Promise<WeeklyReportSettingWire> {
  const { rows } = await db.execute(sql`select m.weekly_report,
      (select min(s.run_at) from ${scheduledMessages} s
        where s.org_id = m.org_id and s.kind = 'weekly_report' and s.status = 'scheduled') as next
    from memberships m where m.org_id = ${orgId} and m.user_id = ${userId}`);
  const row = rows[0];
  if (!row) throw new DomainError('not_found');
  const { tz } = await reportOrg(db, orgId);
  return {
    enabled: Boolean(row.weekly_report),
    nextSendAt: row.next ? formatInstantInZone(new Date(row.next as string).getTime(), tz) : null,
  };
}

export async function setWeeklyReportSetting(
  db: Db,
  orgId: string,
  userId: string,
  enabled: boolean,
): Promise<WeeklyReportSettingWire> {
  await db.execute(sql`update memberships set weekly_report = ${enabled}
    where org_id = ${orgId} and user_id = ${userId}`);
  return getWeeklyReportSetting(db, orgId, userId);
}
