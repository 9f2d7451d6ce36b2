import { dayBounds, formatInstantInZone } from '@recepta/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type AgendaChange, type StreamStatus, useAgendaStream } from '../../api/agenda-stream.ts';
import { type Today, todayQueryKey } from '../../api/today.ts';

/** When the server's clock and this one disagree, the day's end is looked for again this often. */
const LATE_MIDNIGHT_RETRY_MS = 60_000;
/** A little after midnight, so that the server surely sees the new day. */
const AFTER_MIDNIGHT_MS = 2_000;

/**
 * Keeps the Today screen live (docs/product.md#agenda-live-updates: appointments are read in real time): the agenda stream
 * for today's [start, end) in the organisation's zone, and any change, replay gap or fresh
 * subscription reloads the Today query (its counters come from the server, so the list is not
 * patched by hand). At the day's end the query is read again, which moves the stream to the new day.
 */
export function useTodayLive(orgId: string, date: string, tz: string): StreamStatus {
  const queryClient = useQueryClient();
  const day = useMemo(() => {
    const bounds = dayBounds(date, tz);
    return {
      start: formatInstantInZone(bounds.start, tz),
      end: formatInstantInZone(bounds.end, tz),
      endMs: bounds.end,
    };
  }, [date, tz]);

  const reload = () => void queryClient.invalidateQueries({ queryKey: todayQueryKey(orgId) });
  // The shared stream hears the whole organisation: a change elsewhere in the week arrives as a
  // 'delete' and matters only when it took one of today's appointments away.
  const onChange = (change: AgendaChange) => {
    const shown = queryClient.getQueryData<Today>(todayQueryKey(orgId))?.appointments;
    if (change.type === 'upsert' || !shown || shown.some((a) => a.id === change.appointment.id)) reload();
  };
  const status = useAgendaStream(orgId, day, { onReload: reload, onChange });

  useEffect(() => {
    const untilMidnight = day.endMs - Date.now() + AFTER_MIDNIGHT_MS;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: todayQueryKey(orgId) }),
      untilMidnight > 0 ? untilMidnight : LATE_MIDNIGHT_RETRY_MS,
    );
    return () => clearTimeout(timer);
  }, [day.endMs, orgId, queryClient]);

  return status;
}
