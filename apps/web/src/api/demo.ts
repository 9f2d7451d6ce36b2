import type { DemoChat, DemoInfo, DemoMessageInput, DemoMessages } from '@recepta/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** The public demo chat (docs/api.md#the-demo-chat): no session; a chat is reached by its token. */
export const demoInfoKey = ['demo', 'info'] as const;
export const demoMessagesKey = (token: string) => ['demo', 'chat', token] as const;

/** GET /api/demo: whether the demo can be tried on this server, and with which clinic. */
export function useDemoInfo() {
  return useQuery({
    queryKey: demoInfoKey,
    queryFn: ({ signal }) => apiFetch<DemoInfo>('/api/demo', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/demo/chats: a fresh patient of the demo clinic, and the token that is the only key to the chat. */
export function startDemoChat(): Promise<DemoChat> {
  return apiFetch<DemoChat>('/api/demo/chats', { method: 'POST' });
}

/** POST /api/demo/chats/{token}/messages (202: the receptionist answers in the chat). */
export function sendDemoMessage(token: string, body: DemoMessageInput): Promise<unknown> {
  return apiFetch(`/api/demo/chats/${encodeURIComponent(token)}/messages`, { method: 'POST', body });
}

/**
 * The chat, polled: every second while the visitor waits for an answer, every few seconds
 * otherwise (a person of the clinic may write too). Polling stops while the tab is hidden.
 */
export function useDemoMessages(token: string | null, waiting: boolean) {
  return useQuery({
    queryKey: demoMessagesKey(token ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<DemoMessages>(`/api/demo/chats/${encodeURIComponent(token ?? '')}/messages`, { signal }).then(
        (r) => r.messages,
      ),
    enabled: token !== null,
    refetchInterval: waiting ? 1000 : 4000,
    staleTime: 0,
    retry: false,
  });
}
