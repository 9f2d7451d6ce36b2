import { type SQL, sql } from 'drizzle-orm';
import { shownStatusesSql } from '../../db/status-sql.ts';

/**
 * "Pacientes sin cita desde hace N días" (docs/product.md#campaigns), as SQL selecting `id`, `name`,
 * `phone` and `last_at`: customers of the organisation who had at least one appointment that was not
 * cancelled (attended, or missed), none of them — past or future — within the last N days, and who
 * still receive automatic messages (not opted out, number not undeliverable, not deleted). Longest
 * without an appointment first. Where the organisation's country needs it (`needsMarketingConsent`,
 * docs/privacy.md#consent), only patients whose latest marketing consent event grants it.
 */
export function audienceSql(orgId: string, inactiveDays: number, now: Date, needsMarketingConsent: boolean): SQL {
  const since = new Date(now.getTime() - inactiveDays * 86_400_000).toISOString();
  return sql`select c.id, c.name, c.phone, max(a.starts_at) as last_at
    from customers c
    join appointments a on a.org_id = c.org_id and a.customer_id = c.id and a.status in ${shownStatusesSql}
    where c.org_id = ${orgId}::uuid and c.archived_at is null and c.opted_out_at is null and c.undeliverable_at is null
      and (not ${needsMarketingConsent}::boolean or (select e.granted from consent_events e
        where e.org_id = c.org_id and e.customer_id = c.id and e.purpose = 'marketing'
        order by e.at desc, e.seq desc limit 1) is true)
    group by c.id, c.name, c.phone
    having max(a.starts_at) < ${since}::timestamptz
    order by max(a.starts_at), c.id`;
}
