import type { CampaignWire, campaignInput } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { campaigns, scheduledMessages } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { wakeJobs } from '../../jobs/enqueue.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { marketingConsentRequired } from '../privacy/privacy-country.ts';
import { audienceSql } from './audience.ts';
import { campaignTemplate } from './campaign-template.ts';
import { readCampaign } from './list-campaigns.ts';

/**
 * POST /campaigns (docs/api.md#campaigns): the campaign and one planned message per patient of its
 * audience, frozen now, in one transaction; the dispatchers send them from `sendAt` (now when
 * absent) at the number's rate, and skip whoever opts out meanwhile.
 */
export async function createCampaign(
  db: Db,
  who: OrgActor,
  input: z.output<typeof campaignInput>,
  now: Date,
): Promise<CampaignWire> {
  const { orgId } = who;
  const id = await db.transaction(async (tx) => {
    const template = await campaignTemplate(tx, orgId, input.templateId, input.params);
    const sendAt = input.sendAt ? new Date(Math.max(Date.parse(input.sendAt), now.getTime())) : now;
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        orgId,
        name: input.name,
        templateId: template.id,
        templateName: template.name,
        inactiveDays: input.inactiveDays,
        params: input.params,
        sendAt,
        createdBy: who.actor.kind === 'staff' ? who.actor.userId : null,
        createdAt: now,
      })
      .returning({ id: campaigns.id });
    await tx.execute(sql`insert into ${scheduledMessages}
        (org_id, kind, campaign_id, customer_id, template_id, params, run_at, created_at, updated_at)
      select ${orgId}::uuid, 'campaign', ${campaign!.id}::uuid, x.id, ${template.id}::uuid, ${JSON.stringify(input.params)}::jsonb,
        ${sendAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from (${audienceSql(orgId, input.inactiveDays, now, await marketingConsentRequired(tx, orgId))}) x`);
    await recordAudit(tx, {
      orgId,
      actor: who.actor,
      action: 'campaign.created',
      target: { kind: 'campaign', id: campaign!.id },
      changes: {
        name: { after: input.name },
        templateId: { after: template.id },
        sendAt: { after: sendAt.toISOString() },
      },
    });
    await wakeJobs(tx, sendAt);
    return campaign!.id;
  });
  return (await readCampaign(db, orgId, id))!;
}
