import { decideSend, formatHHMM, instantToZoned, noShowFollowUpButtons, noShowFollowUpText } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { publishConversationChange } from '../../realtime/conversation-events.ts';
import { channelState } from '../channel/channel-state.ts';
import { wakeDispatchers } from '../channel/dispatch/wake.ts';

/**
 * "Te esperamos hoy… ¿Quieres agendar otra cita?" (docs/product.md#no-shows), queued in the
 * transaction that marks the appointment a no-show, with a button that starts booking the same
 * service with the chat receptionist (who offers the times). Free text, so only inside the
 * patient's 24-hour window, and only past the one guard list (an opted-out patient gets nothing).
 */
export async function followUpNoShow(tx: Db, orgId: string, appointmentId: string, now: Date): Promise<void> {
  const found = await tx.execute(sql`select a.starts_at, a.service_id, sv.name as service_name, l.tz,
      cu.name, cu.opted_out_at, cu.undeliverable_at, cu.archived_at, cv.id as conversation_id, cv.last_inbound_at,
      ch.kind as channel_kind, ch.connected as channel_connected
    from appointments a
    join services sv on sv.id = a.service_id
    join locations l on l.id = a.location_id
    join customers cu on cu.id = a.customer_id
    join conversations cv on cv.org_id = a.org_id and cv.customer_id = a.customer_id
    left join channels ch on ch.org_id = a.org_id
    where a.org_id = ${orgId}::uuid and a.id = ${appointmentId}::uuid`);
  const row = found.rows[0];
  if (!row) return;
  const decision = decideSend({
    purpose: 'reminder',
    form: 'text',
    noCustomer: row.archived_at !== null,
    optedOut: row.opted_out_at !== null,
    undeliverable: row.undeliverable_at !== null,
    lastInboundAt: row.last_inbound_at ? new Date(row.last_inbound_at as string) : null,
    channel: channelState(row.channel_kind as string | null, row.channel_connected as boolean | null),
    now,
  });
  if (!decision.ok) return;
  const start = new Date(row.starts_at as string).getTime();
  const conversationId = String(row.conversation_id);
  const [message] = await tx
    .insert(messages)
    .values({
      orgId,
      conversationId,
      direction: 'out',
      author: 'system',
      kind: 'interactive',
      body: noShowFollowUpText({
        patientName: String(row.name),
        serviceName: String(row.service_name),
        time: formatHHMM(instantToZoned(start, String(row.tz)).minutes),
      }),
      buttons: noShowFollowUpButtons(String(row.service_id)),
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
