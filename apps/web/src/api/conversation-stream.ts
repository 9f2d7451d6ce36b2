import type { ConversationSummary, MessageWire } from '@recepta/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applySummary, conversationsQueryKey, upsertMessage } from './conversations.ts';

/** connecting: not listening yet · live: events flow · offline: the stream failed and is retried. */
export type InboxStreamStatus = 'connecting' | 'live' | 'offline';

/** After a refused or broken connection we try again, slower each time. */
const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * GET /api/conversations/stream (docs/api.md#the-whatsapp-loop): new messages, status changes and
 * conversation summaries applied to the cached inbox as they happen. On every 'ready' (a first
 * connection or a reconnection, when notices may have been missed) the inbox reloads.
 */
export function useInboxStream(orgId: string): InboxStreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InboxStreamStatus>('connecting');

  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    setStatus('connecting');

    const open = () => {
      source = new EventSource(`/api/conversations/stream?${new URLSearchParams({ orgId })}`);
      source.addEventListener('ready', () => {
        attempt = 0;
        setStatus('live');
        void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(orgId) });
      });
      source.addEventListener('message', (event) => {
        const data = parse<{ conversationId: string; message: MessageWire }>(event);
        if (data) upsertMessage(queryClient, orgId, data.conversationId, data.message);
      });
      source.addEventListener('conversation', (event) => {
        const summary = parse<ConversationSummary>(event);
        if (summary) applySummary(queryClient, orgId, summary);
      });
      source.addEventListener('error', () => {
        if (stopped) return;
        setStatus('offline');
        // EventSource retries a dropped stream itself; a refused one (closed) is reopened here.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
        }
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [orgId, queryClient]);

  return status;
}

function parse<T>(event: Event): T | undefined {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
}
