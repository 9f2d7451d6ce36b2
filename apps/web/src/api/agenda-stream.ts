import { useEffect, useRef, useState } from 'react';
import type { AgendaAppointment, AgendaRange } from './agenda.ts';
import { type StreamStatus, subscribeSharedStream } from './shared-stream.ts';

export type { StreamStatus } from './shared-stream.ts';

export interface AgendaChange {
  type: 'upsert' | 'delete';
  appointment: AgendaAppointment;
}

export interface AgendaStreamHandlers {
  /** A fresh subscription ('ready') or missed events that cannot be replayed ('refetch'): load the range. */
  onReload(): void;
  onChange(change: AgendaChange): void;
}

/**
 * GET /api/agenda/stream for one organisation (docs/api.md#live-agenda-stream), shared by every tab of
 * the browser (shared-stream.ts): the stream covers the whole organisation, so tabs showing different
 * weeks or Today share it, and each tab keeps what touches its range. An appointment now outside the
 * range reaches the handlers as a 'delete' (it may have moved out). A reconnection with Last-Event-ID
 * replays what was missed (or says 'refetch'); 'ready' and 'refetch' reload the range.
 */
export function useAgendaStream(
  orgId: string,
  range: AgendaRange,
  handlers: AgendaStreamHandlers,
  /** False until the agenda has painted its week: the stream never competes with the first paint. */
  enabled = true,
): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  // The latest handlers and range without resubscribing when they change identity.
  const latest = useRef({ handlers, range });
  latest.current = { handlers, range };

  useEffect(() => {
    if (!enabled) return;
    return subscribeSharedStream(
      {
        key: `agenda:${orgId}`,
        url: `/api/agenda/stream?${new URLSearchParams({ orgId })}`,
        events: ['ready', 'refetch', 'appointment'],
        resumable: true,
      },
      {
        onStatus: setStatus,
        onEvent(event, data) {
          const { handlers: current, range: shown } = latest.current;
          if (event === 'ready' || event === 'refetch') return current.onReload();
          const change = parseChange(data);
          if (!change) return;
          current.onChange(
            change.type === 'upsert' && !overlaps(change.appointment, shown) ? { ...change, type: 'delete' } : change,
          );
        },
      },
    );
  }, [orgId, enabled]);

  // Another week on a live stream: the stream stays open, and the range loads again as on a 'ready'
  // (a change committed while the page read the new week would otherwise be missed).
  const liveRef = useRef(false);
  liveRef.current = status === 'live';
  const shownRange = useRef(range);
  useEffect(() => {
    if (shownRange.current.start === range.start && shownRange.current.end === range.end) return;
    shownRange.current = range;
    if (liveRef.current) latest.current.handlers.onReload();
  }, [range]);

  return status;
}

function overlaps(appointment: AgendaAppointment, range: AgendaRange): boolean {
  return Date.parse(appointment.start) < Date.parse(range.end) && Date.parse(appointment.end) > Date.parse(range.start);
}

function parseChange(data: string): AgendaChange | undefined {
  try {
    const parsed = JSON.parse(data) as Partial<AgendaChange>;
    if ((parsed.type === 'upsert' || parsed.type === 'delete') && typeof parsed.appointment?.id === 'string') {
      return parsed as AgendaChange;
    }
  } catch {
    // A malformed event is skipped; the next reload repairs anything it would have said.
  }
  return undefined;
}
