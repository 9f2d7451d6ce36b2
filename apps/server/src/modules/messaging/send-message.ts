import {
  DomainError,
  decideSend,
  fillTemplate,
  type MessageAuthor,
  type MessageWire,
  refusalErrorCodes,
  type SendMessageInput,
  type SendPurpose,
  templateVariables,
} from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels, conversations, customers, messages, messageTemplates } from '../../db/schema/index.ts';
import { publishConversationChange } from '../../realtime/conversation-events.ts';
import { channelState } from '../channel/channel-state.ts';
import { messageColumns, toMessageWire } from './conversation-rows.ts';
import { orgInstantWriter } from './org-time.ts';

/** The quick replies a template message offers; their ids come back when the patient taps one. */
function templateButtons(templateId: string, titles: string[]) {
  return titles.map((title, i) => ({ id: `tpl:${templateId}:${i}`, title }));
}

/**
 * Checks and queues one outbound message of a conversation (docs/api.md#the-whatsapp-loop), in the
 * caller's transaction, through the one guard list (domain decideSend): staff hear at once why
 * theirs cannot go (opted out outside the window, undeliverable, channel disconnected, window
 * closed, template not approved). An answer of the receptionist is queued whatever the guards say
 * now: the dispatcher asks them again when it sends (and drops it with the reason), so the
 * transaction of the patient's message — an opt-out above all — never fails on its answer. A
 * template also needs one value per variable. The channel sends it after commit.
 */
export async function queueMessage(
  tx: Db,
  orgId: string,
  conversationId: string,
  input: SendMessageInput,
  author: MessageAuthor,
  now: Date,
  /** Reply buttons (three at most) or list rows (more) under a free text: the chat receptionist's choices. */
  buttons?: { id: string; title: string }[],
): Promise<string> {
  const [conversation] = await tx
    .select({
      id: conversations.id,
      customerId: conversations.customerId,
      lastInboundAt: conversations.lastInboundAt,
      optedOutAt: customers.optedOutAt,
      undeliverableAt: customers.undeliverableAt,
      channelKind: channels.kind,
      channelConnected: channels.connected,
    })
    .from(conversations)
    .leftJoin(customers, and(eq(customers.orgId, conversations.orgId), eq(customers.id, conversations.customerId)))
    .leftJoin(channels, eq(channels.orgId, conversations.orgId))
    .where(and(eq(conversations.orgId, orgId), eq(conversations.id, conversationId)))
    .for('update', { of: conversations });
  if (!conversation) throw new DomainError('not_found');
  const purpose: SendPurpose = author === 'staff' ? 'staff' : 'reply';

  let values: typeof messages.$inferInsert;
  let templateStatus: string | undefined;
  if ('text' in input) {
    values =
      buttons && buttons.length > 0
        ? { orgId, conversationId, direction: 'out', author, kind: 'interactive', body: input.text, buttons }
        : { orgId, conversationId, direction: 'out', author, kind: 'text', body: input.text };
  } else {
    const [template] = await tx
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.orgId, orgId), eq(messageTemplates.id, input.templateId)));
    if (!template) throw new DomainError('not_found');
    templateStatus = template.status;
    values = {
      orgId,
      conversationId,
      direction: 'out',
      author,
      kind: 'template',
      body: fillTemplate(template.text, input.params),
      buttons: templateButtons(
        template.id,
        template.buttons.map((b) => b.title),
      ),
      templateId: template.id,
      params: input.params,
    };
    if (template.status === 'ready' && templateVariables(template.text).length !== input.params.length) {
      throw new DomainError('template_params_mismatch');
    }
  }
  const decision = decideSend({
    purpose,
    form: 'text' in input ? 'text' : 'template',
    optedOut: conversation.optedOutAt !== null,
    undeliverable: conversation.undeliverableAt !== null,
    lastInboundAt: conversation.lastInboundAt,
    channel: channelState(conversation.channelKind, conversation.channelConnected),
    templateStatus,
    now,
  });
  if (!decision.ok && author === 'staff') throw new DomainError(refusalErrorCodes[decision.reason]);
  const [message] = await tx
    .insert(messages)
    .values({ ...values, purpose, status: 'queued', sentAt: now, nextAttemptAt: now })
    .returning({ id: messages.id });
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${now.toISOString()}::timestamptz)`,
      // A person answered: the patient no longer waits for one.
      ...(author === 'staff' ? { waitingSince: null } : {}),
    })
    .where(eq(conversations.id, conversationId));
  await publishConversationChange(tx, { o: orgId, c: conversationId, m: message!.id });
  return message!.id;
}

/** One message as the API answers it. */
export async function readMessage(db: Db, orgId: string, id: string): Promise<MessageWire> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.orgId, orgId), eq(messages.id, id)));
  if (!row) throw new DomainError('not_found');
  return toMessageWire(row, await orgInstantWriter(db, orgId));
}

/** "Reintentar": a failed message goes back to the queue, as it was written. */
export async function requeueMessage(
  tx: Db,
  orgId: string,
  conversationId: string,
  id: string,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({ status: messages.status })
    .from(messages)
    .where(and(eq(messages.orgId, orgId), eq(messages.conversationId, conversationId), eq(messages.id, id)));
  if (!row) throw new DomainError('not_found');
  if (row.status !== 'failed') throw new DomainError('message_not_retryable');
  await tx
    .update(messages)
    .set({
      status: 'queued',
      wamid: null,
      errorCode: null,
      errorMessage: null,
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: null,
    })
    .where(eq(messages.id, id));
  await publishConversationChange(tx, { o: orgId, c: conversationId, m: id });
}
