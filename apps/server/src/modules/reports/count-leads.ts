import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boundsLiteral } from './report-org.ts';

/**
 * Leads per bucket (docs/product.md#report-figures), the Today screen's definition over a whole
 * period: every customer created in the period (archived ones left out: staff delete spam and
 * mistakes), plus every conversation first seen in the period, opened by the patient's own message, whose person was not already counted
 * that way: a stranger not in the catalogue, or a customer from before the period writing for the
 * first time (a customer has one conversation per organisation). Each person counts once per
 * period, in the bucket of that event, so the buckets add up to the total.
 */
export async function countLeads(db: Db, orgId: string, bounds: readonly number[]): Promise<number[]> {
  const buckets = new Array<number>(Math.max(bounds.length - 1, 0)).fill(0);
  if (buckets.length === 0) return buckets;
  const start = new Date(bounds[0]!).toISOString();
  const end = new Date(bounds[bounds.length - 1]!).toISOString();
  const { rows } = await db.execute(sql`
    select width_bucket(t.at, (select ${boundsLiteral(bounds)}::timestamptz[])) as bucket, count(*)::int as leads
    from (
      select c.created_at as at from customers c
      where c.org_id = ${orgId} and c.archived_at is null and c.created_at >= ${start} and c.created_at < ${end}
      union all
      select v.created_at from conversations v
      left join customers c on c.org_id = v.org_id and c.id = v.customer_id
      where v.org_id = ${orgId} and v.created_at >= ${start} and v.created_at < ${end}
        -- The patient wrote first: a conversation the clinic opened (a reminder, a campaign) is no lead.
        and (select m.direction from messages m where m.conversation_id = v.id order by m.sent_at limit 1) = 'in'
        and (v.customer_id is null or (c.archived_at is null and (c.created_at < ${start} or c.created_at >= ${end})))
    ) t
    group by 1`);
  for (const row of rows as { bucket: number; leads: number }[]) {
    const index = Number(row.bucket) - 1;
    if (index >= 0 && index < buckets.length) buckets[index] = Number(row.leads);
  }
  return buckets;
}
