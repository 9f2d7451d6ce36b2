import {
  clinicStarted,
  decideSend,
  holdsSlot,
  refusalIsFinal,
  refusalTexts,
  type SendContext,
  type SendPurpose,
  type SendRefusal,
} from '@recepta/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appointments,
  channels,
  conversations,
  customers,
  messages,
  messageTemplates,
} from '../../../db/schema/index.ts';
import { publishConversationChanges } from '../../../realtime/conversation-events.ts';
import { channelState } from '../channel-state.ts';

/** Tries of one message before it is marked failed. */
export const MAX_ATTEMPTS = 5;

/** A queued message a dispatcher holds the lease of, with what sending it needs. */
export interface ClaimedMessage {
  id: string;
  orgId: string;
  conversationId: string;
  kind: string;
  body: string;
  buttons: { id: string; title: string }[] | null;
  params: string[] | null;
  /** Tries so far, this one included. */
  attempts: number;
  templateName: string | null;
  templateLanguage: string | null;
  /** 'Authentication' sends the code again for the copy-code button. */
  templateCategory: string | null;
  waId: string | null;
}

export interface ClaimOptions {
  /** Only this message (a staff reply sent at once). */
  only?: string | undefined;
  /** At most this many messages of one organisation in one claim: one clinic's burst cannot fill a round. */
  perOrg?: number | undefined;
}

/** What a message a guard refused at send time became. */
interface Dropped {
  id: string;
  reason: SendRefusal;
}

/**
 * Takes the lease of queued messages whose moment came (docs/architecture.md#scheduled-messages)
 * and asks the one guard list again (domain decideSend) in the same transaction: whatever changed
 * since a message was queued — an opt-out, the appointment cancelled or moved, Meta's
 * "undeliverable", the channel disconnected, the window — drops it ('cancelled', or 'failed' when
 * staff can fix it and retry) with the reason, and its planned message (a reminder, a campaign's)
 * records the reason too. FOR UPDATE SKIP LOCKED, so dispatchers of several instances never take the
 * same message; a lease that expired (its instance died mid-send) is taken again.
 *
 * Fairness: what patients wait for (answers, staff replies) comes before what the clinic starts,
 * and each organisation's messages take turns (round-robin by rank within the organisation, at most
 * `perOrg` each), so one clinic's reminder burst does not delay another's reply.
 */
export async function claimMessages(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  options: ClaimOptions = {},
): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const onlyOne: SQL = options.only ? sql`and id = ${options.only}::uuid` : sql``;
  const perOrg = Math.max(1, Math.min(limit, options.perOrg ?? limit));
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      with due as (
        select id, (purpose is null or purpose in ('reply', 'staff', 'code')) as urgent,
          row_number() over (partition by org_id
            order by (purpose is null or purpose in ('reply', 'staff', 'code')) desc, next_attempt_at) as turn,
          next_attempt_at
        from ${messages}
        where status = 'queued' and next_attempt_at <= ${at}::timestamptz
          and (lease_until is null or lease_until < ${at}::timestamptz) and attempts < ${MAX_ATTEMPTS} ${onlyOne}
      ), picked as (
        select m.id from ${messages} m
        join (select id, urgent, turn, next_attempt_at from due where turn <= ${perOrg}
              order by urgent desc, turn, next_attempt_at limit ${limit}) d on d.id = m.id
        -- Asked again of the row as locked (the CTE above read a snapshot): another instance may
        -- have claimed it since, and PostgreSQL re-checks only this WHERE on the newest version.
        where m.status = 'queued' and (m.lease_until is null or m.lease_until < ${at}::timestamptz)
          and m.attempts < ${MAX_ATTEMPTS}
        for update of m skip locked
      )
      update ${messages} m set lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
        attempts = m.attempts + 1
      from picked where m.id = picked.id
      returning m.id`);
    const ids = claimed.rows.map((r) => String(r.id));
    if (ids.length === 0) return [];
    const rows = await tx
      .select({
        id: messages.id,
        orgId: messages.orgId,
        conversationId: messages.conversationId,
        kind: messages.kind,
        author: messages.author,
        body: messages.body,
        buttons: messages.buttons,
        params: messages.params,
        attempts: messages.attempts,
        purpose: messages.purpose,
        appointmentId: messages.appointmentId,
        writtenFor: messages.writtenFor,
        nextAttemptAt: messages.nextAttemptAt,
        templateName: messageTemplates.name,
        templateLanguage: messageTemplates.language,
        templateCategory: messageTemplates.category,
        templateStatus: messageTemplates.status,
        waId: conversations.waId,
        lastInboundAt: conversations.lastInboundAt,
        optedOutAt: customers.optedOutAt,
        undeliverableAt: customers.undeliverableAt,
        archivedAt: customers.archivedAt,
        appointmentStatus: appointments.status,
        appointmentStartsAt: appointments.startsAt,
        channelKind: channels.kind,
        channelConnected: channels.connected,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(customers, and(eq(customers.orgId, conversations.orgId), eq(customers.id, conversations.customerId)))
      .leftJoin(
        messageTemplates,
        and(eq(messageTemplates.orgId, messages.orgId), eq(messageTemplates.id, messages.templateId)),
      )
      .leftJoin(appointments, and(eq(appointments.orgId, messages.orgId), eq(appointments.id, messages.appointmentId)))
      .leftJoin(channels, eq(channels.orgId, messages.orgId))
      .where(inArray(messages.id, ids));

    const going: ClaimedMessage[] = [];
    const dropped: Dropped[] = [];
    for (const row of rows) {
      const purpose: SendPurpose = row.purpose ?? (row.author === 'staff' ? 'staff' : 'reply');
      const context: SendContext = {
        purpose,
        form: row.kind === 'template' ? 'template' : 'text',
        noCustomer: row.archivedAt !== null && clinicStarted.has(purpose),
        optedOut: row.optedOutAt !== null,
        undeliverable: row.undeliverableAt !== null,
        lastInboundAt: row.lastInboundAt,
        channel: channelState(row.channelKind, row.channelConnected),
        templateStatus: row.templateStatus,
        appointment: row.appointmentId
          ? {
              live:
                row.appointmentStatus !== null && holdsSlot(row.appointmentStatus as Parameters<typeof holdsSlot>[0]),
              startsAt: row.appointmentStartsAt ?? now,
              writtenFor: row.writtenFor,
            }
          : undefined,
        now,
      };
      const decision = decideSend(context);
      if (decision.ok) {
        going.push({
          id: row.id,
          orgId: row.orgId,
          conversationId: row.conversationId,
          kind: row.kind,
          body: row.body,
          buttons: row.buttons,
          params: row.params,
          attempts: row.attempts,
          templateName: row.templateName,
          templateLanguage: row.templateLanguage,
          templateCategory: row.templateCategory,
          waId: row.waId,
        });
      } else {
        dropped.push({ id: row.id, reason: decision.reason });
      }
    }
    if (dropped.length > 0) await drop(tx, dropped, now);
    // Urgent first, then in the order they were due, as claimed.
    const order = new Map(ids.map((id, i) => [id, i]));
    return going.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  });
}

/**
 * Messages the guards refused at send time: 'cancelled' (final) or 'failed' (staff may retry once
 * fixed), with the reason's code and text; the planned messages they came from say why too.
 */
async function drop(tx: Db, dropped: Dropped[], now: Date): Promise<void> {
  const json = JSON.stringify(
    dropped.map((d) => ({
      id: d.id,
      s: refusalIsFinal(d.reason) ? 'cancelled' : 'failed',
      c: d.reason,
      t: refusalTexts[d.reason],
      p: d.reason === 'appointment_gone' ? 'cancelled' : 'skipped',
    })),
  );
  const updated = await tx.execute(sql`update ${messages} m set status = x.s, error_code = x.c, error_message = x.t,
      lease_until = null
    from json_to_recordset(${json}::json) as x(id uuid, s text, c text, t text, p text)
    where m.id = x.id and m.status = 'queued'
    returning m.id, m.org_id, m.conversation_id`);
  await tx.execute(sql`update scheduled_messages s set status = x.p, reason = x.t, updated_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${json}::json) as x(id uuid, s text, c text, t text, p text)
    where s.message_id = x.id and s.status = 'sent'`);
  await publishConversationChanges(
    tx,
    updated.rows.map((r) => ({ o: String(r.org_id), c: String(r.conversation_id), m: String(r.id) })),
  );
}
