import type {
  ConversationCustomer,
  ConversationDetail,
  ConversationMode,
  ConversationSummary,
  CustomerAppointment,
  MessageWire,
  RouteAnswer,
  RouteBody,
} from '@recepta/domain';
import { conversationApi, nextMessageStatus, unreadCountPath } from '@recepta/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRead } from './api-read.ts';
import { apiFetch, callApi, newIdempotencyKey } from './client.ts';

export type { ConversationCustomer, ConversationDetail, ConversationSummary, CustomerAppointment };
export type ConversationMessage = MessageWire;

/** ['org', orgId, 'conversations', …]: the org-scoped key convention of query-keys.ts. */
export const conversationsQueryKey = (orgId: string) => ['org', orgId, 'conversations'] as const;
const listKey = (orgId: string) => [...conversationsQueryKey(orgId), 'list'] as const;
export const detailKey = (orgId: string, id: string | null) => [...conversationsQueryKey(orgId), 'detail', id] as const;
const unreadKey = (orgId: string) => [...conversationsQueryKey(orgId), 'unread'] as const;

/** The newest conversations the list shows; older ones are reached by searching. */
export const CONVERSATION_LIST_LIMIT = 50;

/**
 * GET /api/conversations?orgId=&q= (newest first; q searches name, phone digits and message text).
 * Kept current by the live stream (useInboxStream), which also reloads it when it (re)connects.
 */
export function useConversations(orgId: string, q: string) {
  return useQuery({
    queryKey: [...listKey(orgId), { q }] as const,
    queryFn: ({ signal }) =>
      callApi(conversationApi.list, {
        query: { orgId, q: q || undefined, limit: CONVERSATION_LIST_LIMIT },
        signal,
      }).then((r): ConversationSummary[] => r.items),
    // While a new search runs, the previous results stay on screen instead of a flash of nothing.
    placeholderData: (previous) => previous,
  });
}

/** The customer's conversation, if any (GET /api/conversations?customerId=). */
export function useConversationOf(orgId: string, customerId: string | null) {
  return useQuery({
    queryKey: [...listKey(orgId), { customerId }] as const,
    queryFn: ({ signal }) =>
      callApi(conversationApi.list, {
        query: { orgId, customerId: customerId ?? '', limit: 1 },
        signal,
      }).then((r) => r.items[0] ?? null),
    enabled: customerId !== null,
  });
}

/** GET /api/conversations/{id}?orgId= */
export function useConversation(orgId: string, id: string | null) {
  return useQuery({
    queryKey: detailKey(orgId, id),
    queryFn: ({ signal }) => callApi(conversationApi.get, { params: { id: id ?? '' }, query: { orgId }, signal }),
    enabled: id !== null,
  });
}

/**
 * GET /api/conversations/unread?orgId= → the count (the shell's badge; the server draws it too).
 * Read by the path the app shell's early read asks (unreadCountPath), the contract's
 * conversationApi.unread with its query.
 */
export function unreadCountRead(orgId: string) {
  return {
    path: unreadCountPath(orgId),
    queryKey: unreadKey(orgId),
    pick: (answer: unknown) => (answer as RouteAnswer<typeof conversationApi.unread>).unread,
  } satisfies ApiRead<number>;
}

export function unreadCountQuery(orgId: string) {
  const read = unreadCountRead(orgId);
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => apiFetch<unknown>(read.path, { signal }).then(read.pick),
  });
}

export function useUnreadCount(orgId: string) {
  return useQuery(unreadCountQuery(orgId));
}

/**
 * Which of two copies of one message is newer. A send's own answer (queued) can arrive after the
 * live stream already said it was delivered: statuses only move forward, except a failed message
 * sent again ("Reintentar"), which starts over at queued.
 */
export function newerMessage(held: MessageWire | undefined, incoming: MessageWire): MessageWire {
  if (!held || held.status === incoming.status) return incoming;
  if (held.status === 'failed' && incoming.status === 'queued') return incoming;
  return nextMessageStatus(held.status, incoming.status) ? incoming : held;
}

/** A message put in (or updated in) the cached thread, kept in sending order. */
export function upsertMessage(queryClient: QueryClient, orgId: string, conversationId: string, message: MessageWire) {
  queryClient.setQueryData<ConversationDetail>(detailKey(orgId, conversationId), (detail) => {
    if (!detail) return detail;
    const held = detail.messages.find((m) => m.id === message.id);
    const others = detail.messages.filter((m) => m.id !== message.id);
    const messages = [...others, newerMessage(held, message)].sort(
      (a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt),
    );
    return { ...detail, messages };
  });
}

/** A conversation's new summary: the list rows and the open thread's header follow it. */
export function applySummary(queryClient: QueryClient, orgId: string, summary: ConversationSummary) {
  queryClient.setQueriesData<ConversationSummary[]>({ queryKey: listKey(orgId) }, (list) => {
    if (!Array.isArray(list)) return list;
    const rest = list.filter((c) => c.id !== summary.id);
    // Newest first, as the server orders it; a conversation not listed yet (a new lead) joins too.
    return [summary, ...rest].sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt));
  });
  queryClient.setQueryData<ConversationDetail>(detailKey(orgId, summary.id), (detail) => {
    if (!detail) return detail;
    const { lastMessage: _, ...header } = summary;
    return { ...detail, ...header };
  });
  void queryClient.invalidateQueries({ queryKey: unreadKey(orgId) });
}

/** What a send carries: free text, or a template with its values (docs/api.md#the-whatsapp-loop). */
export type SendInput = RouteBody<typeof conversationApi.send>;

/** POST /api/conversations/{id}/messages: one Idempotency-Key per send, so a retried request sends once. */
export function useSendMessage(orgId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) =>
      callApi(conversationApi.send, {
        params: { id: conversationId },
        query: { orgId },
        body: input,
        headers: { 'idempotency-key': newIdempotencyKey() },
      }),
    onSuccess: (message) => upsertMessage(queryClient, orgId, conversationId, message),
  });
}

/** POST /api/conversations/{id}/messages/{messageId}/retry ("Reintentar"). */
export function useRetryMessage(orgId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      callApi(conversationApi.retry, { params: { id: conversationId, messageId }, query: { orgId } }),
    onSuccess: (message) => upsertMessage(queryClient, orgId, conversationId, message),
  });
}

/** POST /api/conversations: a customer's conversation started (or continued) with an approved template. */
export function useStartConversation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof conversationApi.start>) =>
      callApi(conversationApi.start, {
        query: { orgId },
        body: input,
        headers: { 'idempotency-key': newIdempotencyKey() },
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(orgId, detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: listKey(orgId) });
    },
  });
}

/** POST /api/conversations/{id}/mode: "Tomar conversación" / "Devolver al asistente". */
export function useSetMode(orgId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: ConversationMode) =>
      callApi(conversationApi.setMode, { params: { id: conversationId }, query: { orgId }, body: { mode } }),
    onSuccess: (summary) => applySummary(queryClient, orgId, summary),
  });
}

/** POST /api/conversations/{id}/read: opening a thread reads it. */
export function markConversationRead(orgId: string, conversationId: string) {
  return callApi(conversationApi.read, { params: { id: conversationId }, query: { orgId } });
}
