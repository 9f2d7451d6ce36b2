import { useEffect, useRef, useState } from 'react';
import type { AgendaAppointment, AgendaRange } from './agenda.ts';

export interface AgendaChange {
  type: 'upsert' | 'delete';
  appointment: AgendaAppointment;
}

/** connecting: not listening yet · live: events flow · offline: the stream failed and is retried. */
export type StreamStatus = 'connecting' | 'live' | 'offline';

export interface AgendaStreamHandlers {
  /** A fresh subscription ('ready') or missed events that cannot be replayed ('refetch'): load the range. */
  onReload(): void;
  onChange(change: AgendaChange): void;
}

/** After a refused or broken connection EventSource gives up; we try again, slower each time. */
const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * GET /api/agenda/stream for one organisation and range (docs/api.md#live-agenda-stream): server-sent events with the
 * session cookie (same origin). EventSource reconnects by itself after a dropped connection and
 * sends Last-Event-ID, so the server replays what was missed (or says 'refetch'); when the server
 * refuses the connection outright, a new EventSource is opened after a pause, and its 'ready'
 * reloads the range.
 */
export function useAgendaStream(
  orgId: string,
  range: AgendaRange,
  handlers: AgendaStreamHandlers,
  /** False until the agenda has painted its week: the stream never competes with the first paint. */
  enabled = true,
): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  // The latest handlers without reopening the stream when they change identity.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    // Until the first 'ready' the range is not loaded: 'live' before it would let a read race the stream.
    let readySeen = false;
    setStatus('connecting');

    const open = () => {
      const params = new URLSearchParams({ orgId, start: range.start, end: range.end });
      source = new EventSource(`/api/agenda/stream?${params}`);
      const reload = () => {
        attempt = 0;
        readySeen = true;
        setStatus('live');
        latest.current.onReload();
      };
      // A reconnection that replays what was missed sends no 'ready'.
      source.addEventListener('open', () => readySeen && setStatus('live'));
      source.addEventListener('ready', reload);
      source.addEventListener('refetch', reload);
      source.addEventListener('appointment', (event) => {
        const change = parseChange((event as MessageEvent<string>).data);
        if (change) latest.current.onChange(change);
      });
      source.addEventListener('error', () => {
        if (stopped || !source) return;
        // CONNECTING: EventSource is already retrying with Last-Event-ID. CLOSED: it gave up.
        setStatus('offline');
        if (source.readyState !== EventSource.CLOSED) return;
        source.close();
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
        attempt++;
        retry = setTimeout(open, wait);
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [orgId, range.start, range.end, enabled]);

  return status;
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
