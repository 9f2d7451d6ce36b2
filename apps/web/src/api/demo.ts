import { demoApi, type RouteAnswer, type RouteBody } from '@recepta/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client.ts';

/** The public demo chat (docs/api.md#the-demo-chat): no session; a chat is reached by its token. */
export const demoInfoKey = ['demo', 'info'] as const;
export const demoMessagesKey = (token: string) => ['demo', 'chat', token] as const;

/** GET /api/demo: whether the demo can be tried on this server, and with which clinic. */
export function useDemoInfo() {
  return useQuery({
    queryKey: demoInfoKey,
    queryFn: ({ signal }) => callApi(demoApi.info, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/demo/chats: a fresh patient of the demo clinic, and the token that is the only key to the chat. */
export function startDemoChat(): Promise<RouteAnswer<typeof demoApi.start>> {
  return callApi(demoApi.start, {});
}

/** POST /api/demo/chats/{token}/messages (202: the receptionist answers in the chat). */
export function sendDemoMessage(token: string, body: RouteBody<typeof demoApi.send>): Promise<unknown> {
  return callApi(demoApi.send, { params: { token }, body });
}

/**
 * The chat, polled: every second while the visitor waits for an answer, every few seconds
 * otherwise (a person of the clinic may write too). Polling stops while the tab is hidden.
 */
export function useDemoMessages(token: string | null, waiting: boolean) {
  return useQuery({
    queryKey: demoMessagesKey(token ?? ''),
    queryFn: ({ signal }) =>
      callApi(demoApi.messages, { params: { token: token ?? '' }, signal }).then((r) => r.messages),
    enabled: token !== null,
    refetchInterval: waiting ? 1000 : 4000,
    staleTime: 0,
    retry: false,
  });
}
