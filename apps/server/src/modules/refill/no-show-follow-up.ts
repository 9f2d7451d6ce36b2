import {
  decideSend,
  fillTemplate,
  formatHHMM,
  instantToZoned,
  isWindowOpen,
  noShowFollowUpButtons,
  noShowFollowUpParams,
  noShowFollowUpTemplateName,
  noShowFollowUpText,
} from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, messageTemplates } from '../../db/schema/index.ts';
import { publishConversationChange } from '../../realtime/conversation-events.ts';
import { channelState } from '../channel/channel-state.ts';
import { wakeDispatchers } from '../channel/dispatch/wake.ts';
import { ensureConversations } from '../messaging/ensure-conversations.ts';

/**
 * "Te esperamos hoy… ¿Quieres agendar otra cita?" (docs/product.md#no-shows), queued in the
 * transaction that marks the appointment a no-show, with a button that starts booking the same
 * service with the chat receptionist (who offers the times). Free text inside the patient's 24-hour
 * window; outside it, the seeded utility template `seguimiento_inasistencia` (as an offer uses
 * `oferta_horario`), sent only when it is ready or approved. Always past the one guard list (an
 * opted-out patient gets nothing).
 */
export async function followUpNoShow(tx: Db, orgId: string, appointmentId: string, now: Date): Promise<void> {
  const found = await tx.execute(sql`select a.starts_at, a.service_id, a.customer_id, sv.name as service_name, l.tz,
      cu.name, cu.phone, cu.opted_out_at, cu.undeliverable_at, cu.archived_at, cv.id as conversation_id, cv.last_inbound_at,
      ch.kind as channel_kind, ch.connected as channel_connected
    from appointments a
    join services sv on sv.id = a.service_id
    join locations l on l.id = a.location_id
    join customers cu on cu.id = a.customer_id
    left join conversations cv on cv.org_id = a.org_id and cv.customer_id = a.customer_id
    left join channels ch on ch.org_id = a.org_id
    where a.org_id = ${orgId}::uuid and a.id = ${appointmentId}::uuid`);
  const row = found.rows[0];
  if (!row) return;
  const lastInboundAt = row.last_inbound_at ? new Date(row.last_inbound_at as string) : null;
  const inWindow = isWindowOpen(lastInboundAt, now);
  const template = inWindow
    ? undefined
    : (
        await tx
          .select()
          .from(messageTemplates)
          .where(and(eq(messageTemplates.orgId, orgId), eq(messageTemplates.name, noShowFollowUpTemplateName)))
      )[0];
  const decision = decideSend({
    purpose: 'reminder',
    form: inWindow ? 'text' : 'template',
    noCustomer: row.archived_at !== null,
    optedOut: row.opted_out_at !== null,
    undeliverable: row.undeliverable_at !== null,
    lastInboundAt,
    channel: channelState(row.channel_kind as string | null, row.channel_connected as boolean | null),
    templateStatus: template?.status ?? null,
    now,
  });
  if (!decision.ok) return;
  const start = new Date(row.starts_at as string).getTime();
  // A patient booked at the desk may never have written: the follow-up opens their conversation.
  const conversationId = row.conversation_id
    ? String(row.conversation_id)
    : (
        await ensureConversations(tx, [{ orgId, customerId: String(row.customer_id), phone: String(row.phone) }], now)
      ).get(String(row.customer_id))!.id;
  const facts = {
    patientName: String(row.name),
    serviceName: String(row.service_name),
    time: formatHHMM(instantToZoned(start, String(row.tz)).minutes),
  };
  const buttons = noShowFollowUpButtons(String(row.service_id));
  const params = noShowFollowUpParams(facts);
  const content = template
    ? {
        kind: 'template' as const,
        body: fillTemplate(template.text, params),
        // The template's quick reply carries the receptionist's service button, as the free text's does.
        buttons: template.buttons.map((b, i) => ({ id: buttons[i]?.id ?? `tpl:${template.id}:${i}`, title: b.title })),
        templateId: template.id,
        params,
      }
    : { kind: 'interactive' as const, body: noShowFollowUpText(facts), buttons };
  const [message] = await tx
    .insert(messages)
    .values({
      orgId,
      conversationId,
      direction: 'out',
      author: 'system',
      ...content,
      purpose: 'reminder',
      status: 'queued',
      sentAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: messages.id });
  await tx.execute(sql`update conversations set last_message_at = greatest(last_message_at, ${now.toISOString()}::timestamptz)
    where id = ${conversationId}::uuid`);
  await publishConversationChange(tx, { o: orgId, c: conversationId, m: message!.id });
  await wakeDispatchers(tx, now);
}
