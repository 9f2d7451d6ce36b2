import { safeString } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowId } from '../catalog/crud-routes.ts';
import { conversationDetailWire, conversationListQuery, conversationSummaryWire } from './conversation-wire.ts';
import { getConversation } from './get-conversation.ts';
import { listConversations } from './list-conversations.ts';

const tags = ['conversations'];

/** The inbox (docs/api.md#messaging), inside the org guard: request.orgId is the caller's org. */
export function registerConversationRoutes(scoped: FastifyInstance, db: Db, now: () => Date): void {
  const s = scoped.withTypeProvider<ZodTypeProvider>();
  s.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Conversations, newest first; q searches customer name, phone digits and message text',
        querystring: conversationListQuery,
        response: { 200: z.object({ items: z.array(conversationSummaryWire) }) },
      },
    },
    async (request) => ({ items: await listConversations(db, request.orgId, request.query) }),
  );
  s.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'A conversation with its messages and the customer’s upcoming and recent appointments',
        params: z.object({ id: safeString().max(64) }),
        querystring: z.object({ orgId: safeString().max(64).optional() }),
        response: { 200: conversationDetailWire },
      },
    },
    async (request) => getConversation(db, request.orgId, rowId(request.params.id), now()),
  );
}
