import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { messages } from '../../../db/schema/index.ts';
import { publishConversationChange } from '../../../realtime/conversation-events.ts';
import type { channelState } from '../channel-state.ts';
import { type Channel, loadChannel, markChannelDisconnected } from '../channel-store.ts';
import { type GraphClient, GraphError, type OutboundMessage } from '../graph/graph-client.ts';
import { retryDelayMs } from '../graph/graph-errors.ts';
import {
  deliveredWrite,
  markUndeliverable,
  recordDelivered,
  recordWamid,
  type StatementWrite,
} from '../inbound/statuses.ts';
import type { TokenBox } from '../token-crypto.ts';
import { type ClaimedMessage, MAX_ATTEMPTS } from './claim-messages.ts';
import { providerOf } from './providers.ts';

export interface DeliverDeps {
  db: Db;
  graph: GraphClient;
  tokenBox: TokenBox;
  log: FastifyBaseLogger;
}

export { type ClaimedMessage, claimMessages, MAX_ATTEMPTS } from './claim-messages.ts';

/** What Meta's send call gets for a stored message. */
function outboundOf(row: ClaimedMessage): OutboundMessage {
  const to = row.waId ?? '';
  if (row.kind === 'template' && row.templateCategory === 'Authentication') {
    // Meta's authentication template: the code is the body's one value and its copy-code button's.
    const code = row.params?.[0] ?? '';
    return {
      kind: 'template',
      to,
      name: row.templateName ?? '',
      language: row.templateLanguage ?? 'es',
      params: [code],
      copyCode: code,
    };
  }
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
  return (orgId: string, state?: ReturnType<typeof channelState>) => {
    // The claim read the channel's state: a sandbox (or no channel row) needs no read of its own.
    if (state === 'sandbox') return Promise.resolve<Channel>({ kind: 'sandbox', orgId });
    let channel = cache.get(orgId);
    if (!channel) {
      channel = loadChannel(deps.db, deps.tokenBox, orgId);
      cache.set(orgId, channel);
    }
    return channel;
  };
}

/**
 * Sends one claimed message through its organisation's channel provider (sandbox or Cloud API,
 * providers.ts) and records what happened: the wamid and 'sent' (the sandbox's 'delivered' at
 * once, through the status code Meta's webhooks use), a retry later (backoff with jitter, the lease
 * given back), or the failure with Meta's reason. A time-out is not retried: the message may have
 * gone, so it is marked failed as unconfirmed and a status webhook that names it (Meta echoes our
 * id) settles it (docs/decisions/0014-send-guards.md). Never inside a transaction, so no lock is
 * held while waiting on Meta.
 */
export async function sendClaimed(
  deps: DeliverDeps,
  channel: Channel,
  row: ClaimedMessage,
  now: () => Date,
  /** Records an accepted send (the dispatcher batches these); recordWamid by default. */
  record: (id: string, wamid: string) => Promise<void> = (id, wamid) =>
    deps.db.transaction((tx) => recordWamid(tx, id, wamid)),
  /**
   * The send's place in the number's rate (dispatch/send-rate.ts), taken right before it goes; a
   * local provider's delivery (the sandbox's) is written in the statement that grants it.
   */
  grant?: (alongside?: StatementWrite) => Promise<unknown>,
): Promise<void> {
  const { db } = deps;
  try {
    const provider = providerOf(deps.graph, channel);
    if (provider.local && grant) {
      const sent = await provider.send(outboundOf(row), row.id);
      await grant(deliveredWrite(row.id, sent.wamid));
      return;
    }
    await grant?.();
    const sent = await provider.send(outboundOf(row), row.id);
    if (sent.delivered) {
      // The sandbox: its wamid, and delivered at once, as recordWamid then applyStatus would write them.
      await recordDelivered(db, row.id, sent.wamid);
      return;
    }
    // No longer 'queued' once its wamid is recorded: the lease needs no release.
    await record(row.id, sent.wamid);
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
    const unknown = err.outcome === 'unknown';
    await db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({
          status: 'failed',
          leaseUntil: null,
          errorCode: unknown ? UNCONFIRMED : String(err.code),
          errorMessage: unknown ? UNCONFIRMED_TEXT : err.message.slice(0, 500),
        })
        .where(and(eq(messages.id, row.id), eq(messages.status, 'queued')));
      if (err.outcome === 'undeliverable') await markUndeliverable(tx, row.conversationId);
      if (err.outcome === 'disconnected') await markChannelDisconnected(tx, row.orgId, err.message);
      await publishConversationChange(tx, { o: row.orgId, c: row.conversationId, m: row.id });
    });
  }
}

/** The error code of a send whose answer never came (a time-out): it may have gone. */
export const UNCONFIRMED = 'unconfirmed';
const UNCONFIRMED_TEXT =
  'WhatsApp no llegó a responder: puede que el mensaje haya llegado. Revisa la conversación antes de reintentar.';
