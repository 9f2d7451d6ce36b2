import { campaignParams, decideSend, refusalTexts, skipReasons } from '@recepta/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { type DueScheduled, definePlannedJob } from '../../jobs/define-job.ts';
import { channelState } from '../channel/channel-state.ts';
import { type PlannedSend, type PlanSkipped, queuePlanned, templateButtons } from '../messaging/queue-planned.ts';

/**
 * The dispatcher's handler for due campaign messages (docs/product.md#campaigns): each becomes a
 * queued template message with the campaign's values (`{nombre}` → the patient's first name), unless
 * the patient opted out or cannot receive since the campaign was created, or its template is no
 * longer approved — then it is skipped with the reason.
 */
export async function sendDueCampaignMessages(tx: Db, due: DueScheduled[], now: Date): Promise<void> {
  const rows = await tx.execute(sql`select s.id, s.org_id, s.customer_id, s.template_id, s.params,
      cu.name, cu.phone, cu.opted_out_at, cu.undeliverable_at, cu.archived_at,
      ch.kind as channel_kind, ch.connected as channel_connected
    from scheduled_messages s join customers cu on cu.id = s.customer_id
    left join channels ch on ch.org_id = s.org_id
    where s.id = any(${sql.param(due.map((d) => d.id))}::uuid[])
    order by s.run_at, s.id`);
  const templateIds = [...new Set(rows.rows.map((r) => String(r.template_id)).filter((id) => id !== 'null'))];
  const templates =
    templateIds.length === 0
      ? []
      : await tx.select().from(messageTemplates).where(inArray(messageTemplates.id, templateIds));
  const skipped: PlanSkipped[] = [];
  const sends: PlannedSend[] = [];
  for (const row of rows.rows) {
    const planId = String(row.id);
    const template = templates.find((t) => t.id === row.template_id);
    const skip = (reason: string) => skipped.push({ planId, status: 'skipped', reason });
    const decision = decideSend({
      purpose: 'campaign',
      form: 'template',
      noCustomer: Boolean(row.archived_at),
      optedOut: Boolean(row.opted_out_at),
      undeliverable: Boolean(row.undeliverable_at),
      lastInboundAt: null,
      channel: channelState(row.channel_kind as string | null, row.channel_connected as boolean | null),
      // A deleted template is told apart below.
      templateStatus: template ? template.status : 'ready',
      now,
    });
    if (!decision.ok) {
      skip(
        decision.reason === 'template_not_ready' && template
          ? skipReasons.templateNotReady(template.name)
          : refusalTexts[decision.reason],
      );
    } else if (!template) skip(skipReasons.templateDeleted);
    else {
      sends.push({
        planId,
        orgId: String(row.org_id),
        customerId: String(row.customer_id),
        phone: String(row.phone),
        purpose: 'campaign',
        template,
        params: campaignParams((row.params as string[] | null) ?? [], String(row.name)),
        buttons: templateButtons(template),
      });
    }
  }
  await queuePlanned(tx, sends, skipped, now);
}

/** Due campaign messages become queued messages (docs/architecture.md#jobs). */
export const campaignJob = definePlannedJob({ name: 'campaigns', kind: 'campaign', run: sendDueCampaignMessages });
