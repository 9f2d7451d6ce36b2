import { randomUUID } from 'node:crypto';
import { fillTemplate, PAIR_GAP_MS, type SendPurpose } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, type messageTemplates, scheduledMessages } from '../../db/schema/index.ts';
import { publishConversationChanges } from '../../realtime/conversation-events.ts';
import { ensureConversations } from './ensure-conversations.ts';

type Template = typeof messageTemplates.$inferSelect;

/** A due planned message that goes out: to whom, with which template, values and buttons. */
export interface PlannedSend {
  planId: string;
  orgId: string;
  customerId: string;
  phone: string;
  /** What the clinic starts (reminder, campaign, offer): the send-time guards read it. */
  purpose: SendPurpose;
  /** A reminder's appointment and the start its text was written for. */
  appointmentId?: string;
  writtenFor?: Date;
  template: Template;
  params: string[];
  /** Quick replies as sent (their ids come back when tapped). */
  buttons: { id: string; title: string }[];
}

/** What became of a due planned message that does not go out. */
export interface PlanSkipped {
  planId: string;
  status: 'skipped' | 'cancelled';
  reason: string;
}

/**
 * The common end of every handler of due planned messages (reminders, campaigns), in the round's
 * transaction: each send becomes a queued template message in the patient's conversation (created
 * when missing), spaced PAIR_GAP_MS from the patient's previous message; each plan records what it
 * became. A handful of statements whatever the number of rows.
 */
export async function queuePlanned(tx: Db, sends: PlannedSend[], skipped: PlanSkipped[], now: Date): Promise<void> {
  const conversationOf = await ensureConversations(
    tx,
    sends.map((s) => ({ orgId: s.orgId, customerId: s.customerId, phone: s.phone })),
    now,
  );
  const inserts: (typeof messages.$inferInsert)[] = [];
  const outcomes: { id: string; s: string; r: string | null; m: string | null }[] = skipped.map((k) => ({
    id: k.planId,
    s: k.status,
    r: k.reason,
    m: null,
  }));
  const nextFree = new Map<string, number>();
  for (const send of sends) {
    const conversation = conversationOf.get(send.customerId)!;
    // Meta refuses a burst to one patient: at least PAIR_GAP_MS after their last message.
    const earliest = Math.max(
      now.getTime(),
      nextFree.get(conversation.id) ?? (conversation.lastOutAt ? conversation.lastOutAt.getTime() + PAIR_GAP_MS : 0),
    );
    nextFree.set(conversation.id, earliest + PAIR_GAP_MS);
    const messageId = randomUUID();
    inserts.push({
      id: messageId,
      orgId: send.orgId,
      conversationId: conversation.id,
      direction: 'out',
      author: 'system',
      kind: 'template',
      body: fillTemplate(send.template.text, send.params),
      buttons: send.buttons,
      templateId: send.template.id,
      params: send.params,
      status: 'queued',
      purpose: send.purpose,
      appointmentId: send.appointmentId ?? null,
      writtenFor: send.writtenFor ?? null,
      sentAt: now,
      nextAttemptAt: new Date(earliest),
    });
    outcomes.push({ id: send.planId, s: 'sent', r: null, m: messageId });
  }
  if (inserts.length > 0) {
    await tx.insert(messages).values(inserts);
    await tx.execute(sql`update conversations c set last_message_at = greatest(c.last_message_at, ${now.toISOString()}::timestamptz)
      where c.id = any(${sql.param([...nextFree.keys()])}::uuid[])`);
    await publishConversationChanges(
      tx,
      inserts.map((m) => ({ o: m.orgId, c: m.conversationId, m: m.id! })),
    );
  }
  if (outcomes.length === 0) return;
  await tx.execute(sql`update ${scheduledMessages} s set status = x.s, reason = x.r, message_id = x.m,
      updated_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(outcomes)}::json) as x(id uuid, s text, r text, m uuid)
    where s.id = x.id`);
}

/** The quick replies of a template as sent with a planned message: `tpl:<template>:<n>` unless named otherwise. */
export function templateButtons(
  template: Template,
  idOf: (title: string) => string | undefined = () => undefined,
): { id: string; title: string }[] {
  return template.buttons.map((b, i) => ({ id: idOf(b.title) ?? `tpl:${template.id}:${i}`, title: b.title }));
}
