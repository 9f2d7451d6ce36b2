import { conversationApi, orgQuery } from '@recepta/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { viewerOf } from '../../http/org-scope.ts';
import { rowId } from '../catalog/crud-routes.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { conversationOf, markRead, setMode, unreadConversations } from './conversation-actions.ts';
import { getConversation, messagePage } from './get-conversation.ts';
import { listConversations } from './list-conversations.ts';
import { orgInstantWriter } from './org-time.ts';
import { queueMessage, readMessage, requeueMessage } from './send-message.ts';
import { type InboxHub, streamInbox } from './stream-inbox.ts';

const tags = ['conversations'];

/** The inbox (docs/api.md#the-whatsapp-loop), inside the org guard: request.orgId is the caller's org. */
export function registerConversationRoutes(
  scoped: FastifyInstance,
  deps: { db: Db; now: () => Date; channel: ChannelService; hub: InboxHub },
): void {
  const { db, now, channel, hub } = deps;
  const s = scoped.withTypeProvider<ZodTypeProvider>();
  // A queued message is handed to the channel once the answer is out, so after the commit that wrote it.
  const queued = new WeakMap<FastifyRequest, string>();
  const deliverAfterAnswer = async (request: FastifyRequest) => {
    const id = queued.get(request);
    if (id) channel.deliver(id);
  };
  const summaryOf = async (orgId: string, id: string) =>
    (await listConversations(db, orgId, { limit: 1, conversationId: id })).at(0);

  contractRoute(
    scoped,
    conversationApi.list,
    {
      config: { access: 'inbox.read' },
      tags,
      summary: 'Conversations, newest first; q searches customer name, phone digits and message text',
    },
    async (request) => ({
      items: await listConversations(db, request.orgId, { ...request.query, attendedBy: viewerOf(request).attendedBy }),
    }),
  );
  s.get(
    '/conversations/stream',
    {
      config: { access: 'inbox.read' },
      schema: {
        tags,
        summary: 'Server-sent events: ready, message (new or status change) and conversation (summary), live',
        querystring: orgQuery,
      },
    },
    async (request, reply) => streamInbox(hub, request, reply, db),
  );
  contractRoute(
    scoped,
    conversationApi.unread,
    {
      config: { access: 'inbox.read' },
      tags,
      summary: 'How many conversations have unread messages (the sidebar badge)',
    },
    async (request) => ({ unread: await unreadConversations(db, request.orgId, viewerOf(request).attendedBy) }),
  );
  contractRoute(
    scoped,
    conversationApi.get,
    {
      config: { access: 'inbox.read' },
      tags,
      summary: 'A conversation with its latest messages and the customer’s upcoming and recent appointments',
    },
    async (request) => getConversation(db, request.orgId, rowId(request.params.id), now(), viewerOf(request)),
  );
  contractRoute(
    scoped,
    conversationApi.messages,
    {
      config: { access: 'inbox.read' },
      tags,
      summary: 'Older messages of a thread, a page before `before`, oldest first',
    },
    async (request) => {
      const id = rowId(request.params.id);
      // 404 for another organisation's, or a professional's patient who is not theirs.
      await getConversation(db, request.orgId, id, now(), viewerOf(request));
      const iso = await orgInstantWriter(db, request.orgId);
      return messagePage(db, request.orgId, id, request.query, iso);
    },
  );
  contractRoute(
    scoped,
    conversationApi.send,
    {
      config: { idempotent: true, access: 'inbox.write' },
      onResponse: deliverAfterAnswer,
      tags,
      summary: 'Send free text (inside the 24-hour window) or an approved template; 201 with the queued message',
    },
    async (request) => {
      const id = await request.db.transaction((tx) =>
        queueMessage(tx, request.orgId, rowId(request.params.id), request.body, 'staff', now()),
      );
      queued.set(request, id);
      return readMessage(request.db, request.orgId, id);
    },
  );
  contractRoute(
    scoped,
    conversationApi.retry,
    {
      config: { access: 'inbox.write' },
      onResponse: deliverAfterAnswer,
      tags,
      summary: '"Reintentar": a failed message goes back to the queue',
    },
    async (request) => {
      const messageId = rowId(request.params.messageId);
      await db.transaction((tx) => requeueMessage(tx, request.orgId, rowId(request.params.id), messageId, now()));
      queued.set(request, messageId);
      return readMessage(db, request.orgId, messageId);
    },
  );
  contractRoute(
    scoped,
    conversationApi.start,
    {
      config: { idempotent: true, access: 'inbox.write' },
      onResponse: deliverAfterAnswer,
      tags,
      summary: 'Start (or continue) a customer’s conversation with an approved template; 201 with the conversation',
    },
    async (request) => {
      const { customerId, templateId, params: values } = request.body;
      const conversationId = await request.db.transaction(async (tx) => {
        const id = await conversationOf(tx, request.orgId, customerId, now());
        queued.set(request, await queueMessage(tx, request.orgId, id, { templateId, params: values }, 'staff', now()));
        return id;
      });
      return getConversation(request.db, request.orgId, conversationId, now());
    },
  );
  contractRoute(
    scoped,
    conversationApi.setMode,
    {
      config: { access: 'inbox.write' },
      tags,
      summary: '"Tomar conversación" (staff) or "Devolver al asistente" (assistant)',
    },
    async (request) => {
      const id = rowId(request.params.id);
      await setMode(db, request.orgId, id, request.body.mode);
      return (await summaryOf(request.orgId, id))!;
    },
  );
  contractRoute(
    scoped,
    conversationApi.read,
    { config: { access: 'inbox.write' }, tags, summary: 'Staff read the thread: unread goes to 0' },
    async (request) => {
      await markRead(db, request.orgId, rowId(request.params.id));
      return undefined;
    },
  );
}
