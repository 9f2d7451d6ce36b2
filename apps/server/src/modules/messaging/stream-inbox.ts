import { type ConversationSummary, DomainError, type MessageWire } from '@recepta/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ConversationHub, InboxSource } from '../../realtime/conversation-hub.ts';
import { openEventStream } from '../../realtime/event-stream.ts';
import { listConversations } from './list-conversations.ts';
import { readMessage } from './send-message.ts';

export type InboxHub = ConversationHub<MessageWire, ConversationSummary>;

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
export async function streamInbox(hub: InboxHub, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  let stream: ReturnType<typeof openEventStream> | undefined;
  let unsubscribe: () => void = () => {};
  try {
    unsubscribe = await hub.subscribe({
      orgId: request.orgId,
      send: (update) => {
        if (update.message) stream?.send('message', { conversationId: update.conversationId, message: update.message });
        if (update.summary) stream?.send('conversation', update.summary);
      },
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
