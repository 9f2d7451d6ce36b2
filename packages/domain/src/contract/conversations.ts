import { orgQuery } from '../schemas/building-blocks.ts';
import {
  conversationDetailWire,
  conversationListQuery,
  conversationModeInput,
  conversationSummaryWire,
  messagePageQuery,
  messagePageWire,
  messageParams,
  messageWire,
  sendMessageInput,
  startConversationInput,
  unreadCountWire,
} from '../schemas/conversations.ts';
import { catalogRowParams, itemsOf } from './catalog-routes.ts';
import { defineRoute } from './route.ts';

/**
 * The inbox (docs/api.md#the-whatsapp-loop); server: modules/messaging/conversation-routes.ts. A
 * send and a start take an Idempotency-Key. The live stream (GET /conversations/stream) is
 * text/event-stream, not a JSON answer: it is not here.
 */
export const conversationApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/conversations',
    query: conversationListQuery,
    answer: itemsOf(conversationSummaryWire),
  }),
  unread: defineRoute({ method: 'GET', path: '/api/conversations/unread', query: orgQuery, answer: unreadCountWire }),
  get: defineRoute({
    method: 'GET',
    path: '/api/conversations/:id',
    params: catalogRowParams,
    query: orgQuery,
    answer: conversationDetailWire,
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/conversations/:id/messages',
    params: catalogRowParams,
    query: messagePageQuery,
    answer: messagePageWire,
  }),
  /** Free text or a template: the body is one of the two, and says which by its fields. */
  send: defineRoute({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    params: catalogRowParams,
    query: orgQuery,
    body: sendMessageInput,
    status: 201,
    answer: messageWire,
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/api/conversations/:id/messages/:messageId/retry',
    params: messageParams,
    query: orgQuery,
    answer: messageWire,
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/conversations',
    query: orgQuery,
    body: startConversationInput,
    status: 201,
    answer: conversationDetailWire,
  }),
  setMode: defineRoute({
    method: 'POST',
    path: '/api/conversations/:id/mode',
    params: catalogRowParams,
    query: orgQuery,
    body: conversationModeInput,
    answer: conversationSummaryWire,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/conversations/:id/read',
    params: catalogRowParams,
    query: orgQuery,
    status: 204,
  }),
};
