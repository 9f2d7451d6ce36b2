import type { ConversationSummary, MessageWire } from '@recepta/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { configQueryKey } from './config.ts';
import { applySummary, conversationsQueryKey, upsertMessage } from './conversations.ts';
import { type StreamStatus, subscribeSharedStream } from './shared-stream.ts';

/** connecting: not listening yet · live: events flow · offline: the stream failed and is retried. */
export type InboxStreamStatus = StreamStatus;

/**
 * GET /api/conversations/stream (docs/api.md#the-whatsapp-loop), shared by every tab of the browser
 * (shared-stream.ts): new messages, status changes and conversation summaries applied to the cached
 * inbox as they happen, and the organisation's configuration reloaded when it changes. On every 'ready' (a first connection, a reconnection or another tab taking
 * the stream over, when notices may have been missed) the inbox reloads.
 */
export function useInboxStream(orgId: string): InboxStreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InboxStreamStatus>('connecting');

  useEffect(
    () =>
      subscribeSharedStream(
        {
          key: `inbox:${orgId}`,
          url: `/api/conversations/stream?${new URLSearchParams({ orgId })}`,
          events: ['ready', 'message', 'conversation', 'config'],
          // The inbox stream has no event ids: a new connection says 'ready' and the inbox reloads.
          resumable: false,
        },
        {
          onStatus: setStatus,
          onEvent(event, data) {
            if (event === 'ready') {
              void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(orgId) });
              void queryClient.invalidateQueries({ queryKey: configQueryKey(orgId) });
            } else if (event === 'config') {
              // Configuración saved somewhere: Hoy's reminders note and the agenda's hours follow.
              void queryClient.invalidateQueries({ queryKey: configQueryKey(orgId) });
            } else if (event === 'message') {
              const parsed = parse<{ conversationId: string; message: MessageWire }>(data);
              if (parsed) upsertMessage(queryClient, orgId, parsed.conversationId, parsed.message);
            } else if (event === 'conversation') {
              const summary = parse<ConversationSummary>(data);
              if (summary) applySummary(queryClient, orgId, summary);
            }
          },
        },
      ),
    [orgId, queryClient],
  );

  return status;
}

function parse<T>(data: string): T | undefined {
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined;
  }
}
