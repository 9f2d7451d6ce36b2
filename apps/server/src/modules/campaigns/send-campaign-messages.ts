import { campaignParams, skipReasons } from '@recepta/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import type { DueScheduled } from '../channel/dispatch/dispatcher.ts';
import {
  type PlannedSend,
  type PlanSkipped,
  queuePlanned,
  templateButtons,
} from '../channel/dispatch/queue-planned.ts';

/**
 * The dispatcher's handler for due campaign messages (docs/product.md#campaigns): each becomes a
 * queued template message with the campaign's values (`{nombre}` → the patient's first name), unless
 * the patient opted out or cannot receive since the campaign was created, or its template is no
 * longer approved — then it is skipped with the reason.
 */
export async function sendDueCampaignMessages(tx: Db, due: DueScheduled[], now: Date): Promise<void> {
  const rows = await tx.execute(sql`select s.id, s.org_id, s.customer_id, s.template_id, s.params,
      cu.name, cu.phone, cu.opted_out_at, cu.undeliverable_at, cu.archived_at
    from scheduled_messages s join customers cu on cu.id = s.customer_id
    where s.id in (select value::uuid from json_array_elements_text(${JSON.stringify(due.map((d) => d.id))}::json))`);
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
    if (row.archived_at) skip(skipReasons.noCustomer);
    else if (row.opted_out_at) skip(skipReasons.optedOut);
    else if (row.undeliverable_at) skip(skipReasons.undeliverable);
    else if (!template) skip(skipReasons.templateDeleted);
    else if (template.status !== 'ready') skip(skipReasons.templateNotReady(template.name));
    else {
      sends.push({
        planId,
        orgId: String(row.org_id),
        customerId: String(row.customer_id),
        phone: String(row.phone),
        template,
        params: campaignParams((row.params as string[] | null) ?? [], String(row.name)),
        buttons: templateButtons(template),
      });
    }
  }
  await queuePlanned(tx, sends, skipped, now);
}
