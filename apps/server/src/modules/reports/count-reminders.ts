import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boundsLiteral } from './report-org.ts';

export interface ReminderCounts {
  remindersSent: number;
  remindersRead: number;
}

/**
 * Reminders per bucket (docs/product.md#report-figures), by the moment each went out: sent = those
 * Meta (or the sandbox) accepted — sent, delivered or read —, read = those whose WhatsApp status
 * reached 'read'. One entry per bucket, in bucket order, counted in the database.
 */
export async function countReminders(db: Db, orgId: string, bounds: readonly number[]): Promise<ReminderCounts[]> {
  const buckets = Array.from({ length: Math.max(bounds.length - 1, 0) }, () => ({
    remindersSent: 0,
    remindersRead: 0,
  }));
  if (buckets.length === 0) return buckets;
  const start = new Date(bounds[0]!).toISOString();
  const end = new Date(bounds[bounds.length - 1]!).toISOString();
  const { rows } = await db.execute(sql`
    select width_bucket(m.sent_at, (select ${boundsLiteral(bounds)}::timestamptz[])) as bucket,
      count(*) filter (where m.status in ('sent', 'delivered', 'read'))::int as sent,
      count(*) filter (where m.status = 'read')::int as read
    from scheduled_messages s join messages m on m.id = s.message_id
    where s.org_id = ${orgId} and s.kind = 'reminder' and m.sent_at >= ${start} and m.sent_at < ${end}
    group by 1`);
  for (const row of rows as { bucket: number; sent: number; read: number }[]) {
    const index = Number(row.bucket) - 1;
    if (index >= 0 && index < buckets.length) {
      buckets[index] = { remindersSent: Number(row.sent), remindersRead: Number(row.read) };
    }
  }
  return buckets;
}
