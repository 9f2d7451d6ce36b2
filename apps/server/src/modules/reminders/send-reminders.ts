import { randomUUID } from 'node:crypto';
import {
  defaultReminderTemplateName,
  fillTemplate,
  holdsSlot,
  reminderActionOf,
  reminderParams,
  reminderPayload,
  reminderVariables,
  skipReasons,
  templateVariables,
} from '@recepta/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, messageTemplates, scheduledMessages } from '../../db/schema/index.ts';
import { publishConversationChanges } from '../../realtime/conversation-events.ts';
import type { DueScheduled } from '../channel/dispatch/dispatcher.ts';
import { ensureConversations } from '../messaging/ensure-conversations.ts';

/** Meta's spacing between two messages to one patient ("pair rate"): automatic messages keep it. */
export const PAIR_GAP_MS = 6_000;

type Template = typeof messageTemplates.$inferSelect;

/** What a due reminder became: a message, or the reason it was not sent. */
type Outcome =
  | { id: string; status: 'sent'; messageId: string }
  | { id: string; status: 'skipped' | 'cancelled'; reason: string };

/**
 * The dispatcher's handler for due reminders (docs/product.md#reminders), inside its round's
 * transaction: each becomes a queued template message to the patient's conversation — with the
 * template chosen for its frequency in Configuración (or the seeded one by name), its variables
 * filled in the location's zone, and quick replies that carry the appointment — or is skipped with
 * the reason staff will read. Nothing goes to a patient who opted out or whose number cannot
 * receive, for an appointment that is no longer live or already started, or without a ready template.
 */
export async function sendDueReminders(tx: Db, due: DueScheduled[], now: Date): Promise<void> {
  const rows = await tx.execute(sql`select s.id, s.org_id, s.appointment_id, s.offset_min, s.customer_id,
      a.status, a.starts_at, cu.name as customer_name, cu.phone, cu.opted_out_at, cu.undeliverable_at,
      cu.archived_at, sv.name as service_name, r.name as resource_name, l.name as location_name, l.tz,
      cfg.reminder_templates
    from ${scheduledMessages} s
    join appointments a on a.id = s.appointment_id
    join customers cu on cu.id = s.customer_id
    join services sv on sv.id = a.service_id
    join resources r on r.id = a.resource_id
    join locations l on l.id = a.location_id
    left join configs cfg on cfg.org_id = s.org_id
    where s.id in (select value::uuid from json_array_elements_text(${JSON.stringify(due.map((d) => d.id))}::json))`);
  const found = new Set(rows.rows.map((r) => String(r.id)));
  const orgIds = [...new Set(due.map((d) => d.orgId))];
  const templates = await tx.select().from(messageTemplates).where(inArray(messageTemplates.orgId, orgIds));

  const outcomes: Outcome[] = due
    .filter((d) => !found.has(d.id))
    .map((d) => ({ id: d.id, status: 'cancelled', reason: skipReasons.appointmentGone }));
  const sendable: { row: Record<string, unknown>; template: Template; params: string[] }[] = [];
  for (const row of rows.rows) {
    const id = String(row.id);
    const decision = decide(row, templates, now);
    if ('reason' in decision) outcomes.push({ id, ...decision });
    else sendable.push({ row, ...decision });
  }

  const conversationOf = await ensureConversations(
    tx,
    sendable.map(({ row }) => ({
      orgId: String(row.org_id),
      customerId: String(row.customer_id),
      phone: String(row.phone),
    })),
    now,
  );
  const inserts: (typeof messages.$inferInsert)[] = [];
  const nextFree = new Map<string, number>();
  for (const { row, template, params } of sendable) {
    const conversation = conversationOf.get(String(row.customer_id))!;
    // Meta refuses a burst to one patient: at least PAIR_GAP_MS after their last message.
    const earliest = Math.max(
      now.getTime(),
      nextFree.get(conversation.id) ?? (conversation.lastOutAt ? conversation.lastOutAt.getTime() + PAIR_GAP_MS : 0),
    );
    nextFree.set(conversation.id, earliest + PAIR_GAP_MS);
    const messageId = randomUUID();
    const appointmentId = String(row.appointment_id);
    inserts.push({
      id: messageId,
      orgId: String(row.org_id),
      conversationId: conversation.id,
      direction: 'out',
      author: 'system',
      kind: 'template',
      body: fillTemplate(template.text, params),
      buttons: template.buttons.map((b, i) => {
        const action = reminderActionOf(b.title);
        return { id: action ? reminderPayload(appointmentId, action) : `tpl:${template.id}:${i}`, title: b.title };
      }),
      templateId: template.id,
      params,
      status: 'queued',
      sentAt: now,
      nextAttemptAt: new Date(earliest),
    });
    outcomes.push({ id: String(row.id), status: 'sent', messageId });
  }
  if (inserts.length > 0) {
    await tx.insert(messages).values(inserts);
    await tx.execute(sql`update conversations c set last_message_at = greatest(c.last_message_at, ${now.toISOString()}::timestamptz)
      where c.id in (select value::uuid from json_array_elements_text(${JSON.stringify([...nextFree.keys()])}::json))`);
    await publishConversationChanges(
      tx,
      inserts.map((m) => ({ o: m.orgId, c: m.conversationId, m: m.id! })),
    );
  }
  await tx.execute(sql`update ${scheduledMessages} s set status = x.s, reason = x.r, message_id = x.m,
      updated_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(
      outcomes.map((o) => ({
        id: o.id,
        s: o.status,
        r: 'reason' in o ? o.reason : null,
        m: 'messageId' in o ? o.messageId : null,
      })),
    )}::json) as x(id uuid, s text, r text, m uuid)
    where s.id = x.id`);
}

/** Whether one due reminder goes out, with which template and values, or why not. */
function decide(
  row: Record<string, unknown>,
  templates: Template[],
  now: Date,
): { template: Template; params: string[] } | { status: 'skipped' | 'cancelled'; reason: string } {
  if (!holdsSlot(row.status as Parameters<typeof holdsSlot>[0])) {
    return { status: 'cancelled', reason: skipReasons.appointmentGone };
  }
  const startsAt = new Date(row.starts_at as string);
  if (startsAt.getTime() <= now.getTime()) return { status: 'skipped', reason: skipReasons.started };
  if (row.archived_at) return { status: 'skipped', reason: skipReasons.noCustomer };
  if (row.opted_out_at) return { status: 'skipped', reason: skipReasons.optedOut };
  if (row.undeliverable_at) return { status: 'skipped', reason: skipReasons.undeliverable };

  const orgId = String(row.org_id);
  const offsetMin = Number(row.offset_min);
  const chosen = (row.reminder_templates as { offsetMin: number; templateId: string }[] | null)?.find(
    (t) => t.offsetMin === offsetMin,
  );
  const name = defaultReminderTemplateName(offsetMin);
  const template = chosen
    ? templates.find((t) => t.orgId === orgId && t.id === chosen.templateId)
    : templates.find((t) => t.orgId === orgId && t.name === name);
  if (!template) return { status: 'skipped', reason: skipReasons.noTemplate(chosen ? chosen.templateId : name) };
  if (template.status !== 'ready') return { status: 'skipped', reason: skipReasons.templateNotReady(template.name) };
  const count = templateVariables(template.text).length;
  if (count > reminderVariables.length)
    return { status: 'skipped', reason: skipReasons.tooManyVariables(template.name) };
  const params = reminderParams(
    {
      patientName: String(row.customer_name),
      serviceName: String(row.service_name),
      startMs: startsAt.getTime(),
      tz: String(row.tz),
      resourceName: String(row.resource_name),
      locationName: String(row.location_name),
    },
    count,
  );
  return { template, params };
}
