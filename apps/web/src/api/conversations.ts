import type { AppointmentStatus } from '@recepta/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

export interface ConversationCustomer {
  id: string;
  name: string;
  phone: string;
}

export type MessageDirection = 'in' | 'out';

/** One row of the inbox (docs/api.md#messaging). Instants are ISO with the location's offset. */
export interface ConversationSummary {
  id: string;
  customer: ConversationCustomer | null;
  lastMessage: { body: string; direction: MessageDirection; sentAt: string } | null;
  lastMessageAt: string;
}

export interface ConversationMessage {
  id: string;
  direction: MessageDirection;
  body: string;
  sentAt: string;
}

/** An appointment of the conversation's customer; start and end carry the location's offset. */
export interface CustomerAppointment {
  id: string;
  start: string;
  end: string;
  status: AppointmentStatus;
  upcoming: boolean;
  service: { id: string; name: string };
  resource: { id: string; name: string };
}

export interface ConversationDetail {
  id: string;
  customer: ConversationCustomer | null;
  lastMessageAt: string;
  messages: ConversationMessage[];
  appointments: CustomerAppointment[];
}

/** ['org', orgId, 'conversations', …]: the org-scoped key convention of query-keys.ts. */
export const conversationsQueryKey = (orgId: string) => ['org', orgId, 'conversations'] as const;

// New messages arrive from WhatsApp, not from this screen: the inbox looks again now and then.
const REFRESH_MS = 30_000;

/** The newest conversations the list shows; older ones are reached by searching. */
export const CONVERSATION_LIST_LIMIT = 50;

/** GET /api/conversations?orgId=&q= (newest first; q searches name, phone digits and message text) */
export function useConversations(orgId: string, q: string) {
  return useQuery({
    queryKey: [...conversationsQueryKey(orgId), 'list', { q }] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ items: ConversationSummary[] }>('/api/conversations', {
        query: { orgId, q: q || undefined, limit: CONVERSATION_LIST_LIMIT },
        signal,
      }).then((r): ConversationSummary[] => r.items),
    // While a new search runs, the previous results stay on screen instead of a flash of nothing.
    placeholderData: (previous) => previous,
    refetchInterval: REFRESH_MS,
  });
}

/** GET /api/conversations/{id}?orgId= */
export function useConversation(orgId: string, id: string | null) {
  return useQuery({
    queryKey: [...conversationsQueryKey(orgId), 'detail', id] as const,
    queryFn: ({ signal }) =>
      apiFetch<ConversationDetail>(`/api/conversations/${encodeURIComponent(id ?? '')}`, {
        query: { orgId },
        signal,
      }),
    enabled: id !== null,
    refetchInterval: REFRESH_MS,
  });
}
