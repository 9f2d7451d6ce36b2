import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { conversations, messages, messageTemplates } from '../../../db/schema/index.ts';
import { publishConversationChange } from '../../../realtime/conversation-events.ts';
import { loadChannel, markChannelDisconnected } from '../channel-store.ts';
import { type GraphClient, GraphError, type OutboundMessage } from '../graph/graph-client.ts';
import { retryDelayMs } from '../graph/graph-errors.ts';
import { applyStatus, markUndeliverable, recordWamid } from '../inbound/statuses.ts';
import type { TokenBox } from '../token-crypto.ts';

export interface DeliverDeps {
  db: Db;
  graph: GraphClient;
  tokenBox: TokenBox;
  log: FastifyBaseLogger;
}

/** Tries of one message before it is marked failed. */
export const MAX_ATTEMPTS = 5;

export type DeliverResult = { done: true } | { done: false; retryInMs: number };

/**
 * Sends one queued outbound message through the organisation's channel (docs/architecture.md#whatsapp-channel)
 * and records what happened: the wamid and 'sent', or the failure with Meta's reason. Called after
 * the transaction that queued the message committed — never inside one, so no lock is held while
 * waiting on Meta. The sandbox takes the same path and reports sent → delivered at once, through
 * the same status code Meta's webhooks use.
 */
export async function deliverMessage(deps: DeliverDeps, messageId: string): Promise<DeliverResult> {
  const { db } = deps;
  const [row] = await db
    .select({
      id: messages.id,
      orgId: messages.orgId,
      conversationId: messages.conversationId,
      kind: messages.kind,
      body: messages.body,
      buttons: messages.buttons,
      status: messages.status,
      params: messages.params,
      attempts: messages.attempts,
      templateName: messageTemplates.name,
      templateLanguage: messageTemplates.language,
      waId: conversations.waId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(
      messageTemplates,
      and(eq(messageTemplates.orgId, messages.orgId), eq(messageTemplates.id, messages.templateId)),
    )
    .where(eq(messages.id, messageId));
  if (row?.status !== 'queued') return { done: true };

  const channel = await loadChannel(db, deps.tokenBox, row.orgId);
  if (channel.kind === 'sandbox') {
    const wamid = `sandbox.${randomUUID()}`;
    await db.transaction(async (tx) => {
      await recordWamid(tx, row.id, wamid);
      await applyStatus(tx, { wamid, status: 'delivered' });
    });
    return { done: true };
  }

  const to = row.waId ?? '';
  const outbound: OutboundMessage =
    row.kind === 'template'
      ? {
          kind: 'template',
          to,
          name: row.templateName ?? '',
          language: row.templateLanguage ?? 'es',
          params: row.params ?? [],
          buttonPayloads: (row.buttons ?? []).map((b) => b.id),
        }
      : row.kind === 'interactive' && row.buttons && row.buttons.length > 0
        ? { kind: 'buttons', to, text: row.body, buttons: row.buttons.slice(0, 3) }
        : { kind: 'text', to, text: row.body };
  // Claimed by raising the count it was read with: of two instances (or a retry and a sweep) racing
  // for one message, only one sends it.
  const attempt = row.attempts + 1;
  const claimed = await db
    .update(messages)
    .set({ attempts: attempt })
    .where(and(eq(messages.id, row.id), eq(messages.status, 'queued'), eq(messages.attempts, row.attempts)))
    .returning({ id: messages.id });
  if (claimed.length === 0) return { done: true };
  try {
    const { wamid } = await deps.graph.sendMessage(
      { phoneNumberId: channel.phoneNumberId, accessToken: channel.accessToken },
      outbound,
    );
    await db.transaction((tx) => recordWamid(tx, row.id, wamid));
    return { done: true };
  } catch (err) {
    if (!(err instanceof GraphError)) throw err;
    deps.log.warn({ messageId: row.id, code: err.code, outcome: err.outcome }, 'whatsapp send failed');
    if (err.outcome === 'retry' && attempt < MAX_ATTEMPTS) return { done: false, retryInMs: retryDelayMs(attempt) };
    await db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({ status: 'failed', errorCode: String(err.code), errorMessage: err.message.slice(0, 500) })
        .where(and(eq(messages.id, row.id), eq(messages.status, 'queued')));
      if (err.outcome === 'undeliverable') await markUndeliverable(tx, row.conversationId);
      if (err.outcome === 'disconnected') await markChannelDisconnected(tx, row.orgId, err.message);
      await publishConversationChange(tx, { o: row.orgId, c: row.conversationId, m: row.id });
    });
    return { done: true };
  }
}

/** Outbound messages still queued long after they were written: the sweep delivers them again. */
export async function staleQueued(db: Db, olderThanMs: number, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.status, 'queued'),
        eq(messages.direction, 'out'),
        lt(messages.sentAt, new Date(Date.now() - olderThanMs)),
        lt(messages.attempts, MAX_ATTEMPTS),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
