import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { conversations, messages, messageTemplates } from '../../../db/schema/index.ts';
import { publishConversationChange } from '../../../realtime/conversation-events.ts';
import { type Channel, loadChannel, markChannelDisconnected } from '../channel-store.ts';
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
  waId: string | null;
}

/**
 * Takes the lease of queued messages whose moment came (docs/architecture.md#scheduled-messages):
 * one statement, FOR UPDATE SKIP LOCKED, so dispatchers of several instances never take the same
 * message; a lease that expired (its instance died mid-send) is taken again. `only` restricts the
 * claim to one message (a staff reply sent at once).
 */
export async function claimMessages(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  only?: string,
): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const onlyOne: SQL = only ? sql`and id = ${only}::uuid` : sql``;
  const claimed = await db.execute(sql`
    with picked as (
      select id from ${messages}
      where status = 'queued' and next_attempt_at <= ${at}::timestamptz
        and (lease_until is null or lease_until < ${at}::timestamptz) and attempts < ${MAX_ATTEMPTS} ${onlyOne}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update ${messages} m set lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
      attempts = m.attempts + 1
    from picked where m.id = picked.id
    returning m.id`);
  const ids = claimed.rows.map((r) => String(r.id));
  if (ids.length === 0) return [];
  return db
    .select({
      id: messages.id,
      orgId: messages.orgId,
      conversationId: messages.conversationId,
      kind: messages.kind,
      body: messages.body,
      buttons: messages.buttons,
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
    .where(inArray(messages.id, ids))
    .orderBy(messages.nextAttemptAt);
}

/** What Meta's send call gets for a stored message. */
function outboundOf(row: ClaimedMessage): OutboundMessage {
  const to = row.waId ?? '';
  if (row.kind === 'template') {
    return {
      kind: 'template',
      to,
      name: row.templateName ?? '',
      language: row.templateLanguage ?? 'es',
      params: row.params ?? [],
      buttonPayloads: (row.buttons ?? []).map((b) => b.id),
    };
  }
  if (row.kind === 'interactive' && row.buttons && row.buttons.length > 3) {
    // More than WhatsApp's three reply buttons: a list behind one button (the receptionist's menu, "más horarios").
    return { kind: 'list', to, text: row.body, buttonText: 'Ver opciones', rows: row.buttons.slice(0, 10) };
  }
  if (row.kind === 'interactive' && row.buttons && row.buttons.length > 0) {
    return { kind: 'buttons', to, text: row.body, buttons: row.buttons };
  }
  return { kind: 'text', to, text: row.body };
}

/** The channels of one dispatch round, each read (and its token decrypted) once. */
export function channelCache(deps: DeliverDeps) {
  const cache = new Map<string, Promise<Channel>>();
  return (orgId: string) => {
    let channel = cache.get(orgId);
    if (!channel) {
      channel = loadChannel(deps.db, deps.tokenBox, orgId);
      cache.set(orgId, channel);
    }
    return channel;
  };
}

/**
 * Sends one claimed message through its organisation's channel and records what happened: the
 * wamid and 'sent', a retry later (backoff with jitter, the lease given back), or the failure with
 * Meta's reason. Never inside a transaction, so no lock is held while waiting on Meta. The sandbox
 * takes the same path and reports sent → delivered at once, through the status code Meta's
 * webhooks use.
 */
export async function sendClaimed(
  deps: DeliverDeps,
  channel: Channel,
  row: ClaimedMessage,
  now: () => Date,
  /** Records an accepted send (the dispatcher batches these); recordWamid by default. */
  record: (id: string, wamid: string) => Promise<void> = (id, wamid) =>
    deps.db.transaction((tx) => recordWamid(tx, id, wamid)),
): Promise<void> {
  const { db } = deps;
  if (channel.kind === 'sandbox') {
    const wamid = `sandbox.${randomUUID()}`;
    await db.transaction(async (tx) => {
      await recordWamid(tx, row.id, wamid);
      await applyStatus(tx, { wamid, status: 'delivered' });
    });
    return;
  }
  try {
    const { wamid } = await deps.graph.sendMessage(
      { phoneNumberId: channel.phoneNumberId, accessToken: channel.accessToken },
      outboundOf(row),
    );
    // No longer 'queued' once its wamid is recorded: the lease needs no release.
    await record(row.id, wamid);
  } catch (err) {
    if (!(err instanceof GraphError)) {
      // Not Meta's answer (a bug, the database): the lease runs out and another round tries again.
      throw err;
    }
    deps.log.warn({ messageId: row.id, code: err.code, outcome: err.outcome }, 'whatsapp send failed');
    if (err.outcome === 'retry' && row.attempts < MAX_ATTEMPTS) {
      await db
        .update(messages)
        .set({ nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)), leaseUntil: null })
        .where(and(eq(messages.id, row.id), eq(messages.status, 'queued')));
      return;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({
          status: 'failed',
          leaseUntil: null,
          errorCode: String(err.code),
          errorMessage: err.message.slice(0, 500),
        })
        .where(and(eq(messages.id, row.id), eq(messages.status, 'queued')));
      if (err.outcome === 'undeliverable') await markUndeliverable(tx, row.conversationId);
      if (err.outcome === 'disconnected') await markChannelDisconnected(tx, row.orgId, err.message);
      await publishConversationChange(tx, { o: row.orgId, c: row.conversationId, m: row.id });
    });
  }
}
