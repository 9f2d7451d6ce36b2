import { CAMPAIGN_BOOKED_WITHIN_DAYS, type CampaignWire } from '@recepta/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The campaigns matching `where` (over `k`), newest first, each with its figures. */
async function campaignsWhere(db: Db, where: SQL): Promise<CampaignWire[]> {
  const result = await db.execute(sql`select k.id, k.name, k.template_id, k.template_name, k.inactive_days, k.params,
      k.send_at, k.created_at,
      count(s.id)::int as targeted,
      count(*) filter (where m.status in ('sent', 'delivered', 'read'))::int as sent,
      count(*) filter (where m.status in ('delivered', 'read'))::int as delivered,
      count(*) filter (where m.status = 'read')::int as read,
      count(*) filter (where m.status = 'failed' or s.status in ('skipped', 'cancelled'))::int as failed,
      count(*) filter (where exists (select 1 from messages r where r.conversation_id = m.conversation_id
        and r.direction = 'in' and r.sent_at > m.sent_at))::int as replied,
      count(*) filter (where exists (select 1 from appointments a where a.org_id = k.org_id
        and a.customer_id = s.customer_id and a.created_at >= m.sent_at
        and a.created_at < m.sent_at + ${CAMPAIGN_BOOKED_WITHIN_DAYS} * interval '1 day'))::int as booked
    from campaigns k
    left join scheduled_messages s on s.campaign_id = k.id
    left join messages m on m.id = s.message_id
    where ${where}
    group by k.id
    order by k.created_at desc, k.id`);
  return result.rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    templateId: r.template_id === null ? '' : String(r.template_id),
    templateName: String(r.template_name),
    inactiveDays: Number(r.inactive_days),
    params: r.params as string[],
    sendAt: new Date(r.send_at as string).toISOString(),
    createdAt: new Date(r.created_at as string).toISOString(),
    targeted: Number(r.targeted),
    sent: Number(r.sent),
    delivered: Number(r.delivered),
    read: Number(r.read),
    failed: Number(r.failed),
    replied: Number(r.replied),
    booked: Number(r.booked),
  }));
}

/** GET /campaigns: the organisation's campaigns, newest first. */
export function listCampaigns(db: Db, orgId: string): Promise<CampaignWire[]> {
  return campaignsWhere(db, sql`k.org_id = ${orgId}::uuid`);
}

/** GET /campaigns/{id}: one of this organisation's campaigns (undefined for another's). */
export async function readCampaign(db: Db, orgId: string, id: string): Promise<CampaignWire | undefined> {
  return (await campaignsWhere(db, sql`k.org_id = ${orgId}::uuid and k.id = ${id}::uuid`))[0];
}
