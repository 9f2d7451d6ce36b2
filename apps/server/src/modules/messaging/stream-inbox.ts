import { type ConversationSummary, DomainError, type MessageWire } from '@recepta/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { viewerOf } from '../../http/org-scope.ts';
import type { ConversationHub, InboxSource } from '../../realtime/conversation-hub.ts';
import { openEventStream } from '../../realtime/event-stream.ts';
import { listConversations } from './list-conversations.ts';
import { readMessage } from './send-message.ts';

export type InboxHub = ConversationHub<MessageWire, ConversationSummary>;
type InboxUpdate = Parameters<Parameters<InboxHub['subscribe']>[0]['send']>[0];

/** Loads what a notice names, as the inbox shows it. */
export function inboxSource(db: Db): InboxSource<MessageWire, ConversationSummary> {
  return {
    async load(notice) {
      const [message, summary] = await Promise.all([
        notice.m ? readMessage(db, notice.o, notice.m).catch(() => undefined) : undefined,
        listConversations(db, notice.o, { limit: 1, conversationId: notice.c }).then((rows) => rows[0]),
      ]);
      return { conversationId: notice.c, message, summary };
    },
  };
}

/**
 * GET /conversations/stream (docs/api.md#the-whatsapp-loop): server-sent events for the caller's
 * organisation. `ready` once live (load the inbox now); `message` { conversationId, message } for a
 * new message or a status change; `conversation` with the conversation's summary after any change;
 * `config` when the organisation's configuration changed (reload it).
 */
export async function streamInbox(hub: InboxHub, request: FastifyRequest, reply: FastifyReply, db: Db): Promise<void> {
  let stream: ReturnType<typeof openEventStream> | undefined;
  let unsubscribe: () => void = () => {};
  const { attendedBy } = viewerOf(request);
  const sendUpdate = (update: InboxUpdate) => {
    if (update.message) stream?.send('message', { conversationId: update.conversationId, message: update.message });
    if (update.summary) stream?.send('conversation', update.summary);
  };
  // A professional's stream carries only their patients' conversations: each update is checked,
  // in the order they came (a chain), so a message never arrives after its own later status.
  let pending = Promise.resolve();
  const send = attendedBy
    ? (update: InboxUpdate) => {
        pending = pending
          .then(async () => {
            const seen = await listConversations(db, request.orgId, {
              limit: 1,
              conversationId: update.conversationId,
              attendedBy,
            });
            if (seen.length > 0) sendUpdate(update);
          })
          .catch(() => stream?.close());
      }
    : sendUpdate;
  try {
    unsubscribe = await hub.subscribe({
      orgId: request.orgId,
      send,
      configChanged: () => stream?.send('config', {}),
      close: () => stream?.close(),
    });
  } catch {
    throw new DomainError('service_unavailable');
  }
  stream = openEventStream(request, reply);
  stream.onClose(unsubscribe);
  stream.send('ready', {});
}
