import type { Db } from '../../db/client.ts';

export interface ReminderCounts {
  remindersSent: number;
  remindersRead: number;
}

/**
 * REMINDERS GO HERE: the one place the reports count reminders (docs/product.md#report-figures).
 * The reminders table does not exist yet, so every bucket answers 0. When it lands, count in SQL
 * with the same bucketing as count-leads.ts (`width_bucket(sent_at, ${boundsLiteral(bounds)}::timestamptz[])`,
 * org_id filter, [first bound, last bound)): sent = reminders sent in the bucket, read = those of
 * them whose WhatsApp status reached 'read'. Answer one entry per bucket, in bucket order.
 */
export async function countReminders(_db: Db, _orgId: string, bounds: readonly number[]): Promise<ReminderCounts[]> {
  return Array.from({ length: Math.max(bounds.length - 1, 0) }, () => ({ remindersSent: 0, remindersRead: 0 }));
}
