import {
  conversationDetailWire,
  conversationListQuery,
  conversationModes,
  conversationSummaryWire,
  messageWire,
  orgQuery,
  safeString,
  z,
} from '@recepta/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { viewerOf } from '../../http/org-scope.ts';
import { rowId } from '../catalog/crud-routes.ts';
import type { ChannelService } from '../channel/channel-service.ts';
import { conversationOf, markRead, setMode, unreadConversations } from './conversation-actions.ts';
import { getConversation, messagePage } from './get-conversation.ts';
import { listConversations } from './list-conversations.ts';
import { orgInstantWriter } from './org-time.ts';
import { queueMessage, readMessage, requeueMessage, sendMessageInput } from './send-message.ts';
import { type InboxHub, streamInbox } from './stream-inbox.ts';

const tags = ['conversations'];
const params = z.object({ id: safeString().max(64) });
const messageParams = z.object({ id: safeString().max(64), messageId: safeString().max(64) });

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

  s.get(
    '/conversations',
    {
      config: { access: 'inbox.read' },
      schema: {
        tags,
        summary: 'Conversations, newest first; q searches customer name, phone digits and message text',
        querystring: conversationListQuery,
        response: { 200: z.object({ items: z.array(conversationSummaryWire) }) },
      },
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
  s.get(
    '/conversations/unread',
    {
      config: { access: 'inbox.read' },
      schema: {
        tags,
        summary: 'How many conversations have unread messages (the sidebar badge)',
        querystring: orgQuery,
        response: { 200: z.object({ unread: z.number() }) },
      },
    },
    async (request) => ({ unread: await unreadConversations(db, request.orgId, viewerOf(request).attendedBy) }),
  );
  s.get(
    '/conversations/:id',
    {
      config: { access: 'inbox.read' },
      schema: {
        tags,
        summary: 'A conversation with its latest messages and the customer’s upcoming and recent appointments',
        params,
        querystring: orgQuery,
        response: { 200: conversationDetailWire },
      },
    },
    async (request) => getConversation(db, request.orgId, rowId(request.params.id), now(), viewerOf(request)),
  );
  s.get(
    '/conversations/:id/messages',
    {
      config: { access: 'inbox.read' },
      schema: {
        tags,
        summary: 'Older messages of a thread, a page before `before`, oldest first',
        params,
        querystring: orgQuery.extend({
          before: z.uuid('Mensaje inválido').optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ items: z.array(messageWire), hasMore: z.boolean() }) },
      },
    },
    async (request) => {
      const id = rowId(request.params.id);
      // 404 for another organisation's, or a professional's patient who is not theirs.
      await getConversation(db, request.orgId, id, now(), viewerOf(request));
      const iso = await orgInstantWriter(db, request.orgId);
      return messagePage(db, request.orgId, id, request.query, iso);
    },
  );
  s.post(
    '/conversations/:id/messages',
    {
      config: { idempotent: true, access: 'inbox.write' },
      onResponse: deliverAfterAnswer,
      schema: {
        tags,
        summary: 'Send free text (inside the 24-hour window) or an approved template; 201 with the queued message',
        params,
        querystring: orgQuery,
        body: sendMessageInput,
        response: { 201: messageWire },
      },
    },
    async (request, reply) => {
      const id = await request.db.transaction((tx) =>
        queueMessage(tx, request.orgId, rowId(request.params.id), request.body, 'staff', now()),
      );
      queued.set(request, id);
      reply.code(201);
      return readMessage(request.db, request.orgId, id);
    },
  );
  s.post(
    '/conversations/:id/messages/:messageId/retry',
    {
      config: { access: 'inbox.write' },
      onResponse: deliverAfterAnswer,
      schema: {
        tags,
        summary: '"Reintentar": a failed message goes back to the queue',
        params: messageParams,
        querystring: orgQuery,
        response: { 200: messageWire },
      },
    },
    async (request) => {
      const messageId = rowId(request.params.messageId);
      await db.transaction((tx) => requeueMessage(tx, request.orgId, rowId(request.params.id), messageId, now()));
      queued.set(request, messageId);
      return readMessage(db, request.orgId, messageId);
    },
  );
  s.post(
    '/conversations',
    {
      config: { idempotent: true, access: 'inbox.write' },
      onResponse: deliverAfterAnswer,
      schema: {
        tags,
        summary: 'Start (or continue) a customer’s conversation with an approved template; 201 with the conversation',
        querystring: orgQuery,
        body: z.strictObject({
          customerId: z.uuid('Cliente inválido'),
          templateId: z.uuid('Plantilla inválida'),
          params: z.array(safeString().trim().min(1, 'Completa todos los valores').max(1024)).max(20).default([]),
        }),
        response: { 201: conversationDetailWire },
      },
    },
    async (request, reply) => {
      const { customerId, templateId, params: values } = request.body;
      const conversationId = await request.db.transaction(async (tx) => {
        const id = await conversationOf(tx, request.orgId, customerId, now());
        queued.set(request, await queueMessage(tx, request.orgId, id, { templateId, params: values }, 'staff', now()));
        return id;
      });
      reply.code(201);
      return getConversation(request.db, request.orgId, conversationId, now());
    },
  );
  s.post(
    '/conversations/:id/mode',
    {
      config: { access: 'inbox.write' },
      schema: {
        tags,
        summary: '"Tomar conversación" (staff) or "Devolver al asistente" (assistant)',
        params,
        querystring: orgQuery,
        body: z.strictObject({ mode: z.enum(conversationModes, { error: 'Modo inválido' }) }),
        response: { 200: conversationSummaryWire },
      },
    },
    async (request) => {
      const id = rowId(request.params.id);
      await setMode(db, request.orgId, id, request.body.mode);
      return (await summaryOf(request.orgId, id))!;
    },
  );
  s.post(
    '/conversations/:id/read',
    {
      config: { access: 'inbox.write' },
      schema: { tags, summary: 'Staff read the thread: unread goes to 0', params, querystring: orgQuery },
    },
    async (request, reply) => {
      await markRead(db, request.orgId, rowId(request.params.id));
      return reply.status(204).send();
    },
  );
}
