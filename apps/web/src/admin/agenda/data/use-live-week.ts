import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type AgendaRange, applyToCachedWeeks, reloadWeek } from '../../../api/agenda.ts';
import { type AgendaChange, type StreamStatus, useAgendaStream } from '../../../api/agenda-stream.ts';
import { orgKey } from '../../../api/query-keys.ts';

/**
 * Appointments are read live for the seven displayed days (docs/product.md#agenda-live-updates). The stream's 'ready' (and
 * 'refetch') load the week again (the page has read it already, before the stream connects: the
 * reload catches what changed in between, and is a 304 when nothing did); every 'appointment' event is applied to the cached weeks at once.
 * Events that arrive while a load is in flight are kept and applied again, in order, over what the
 * load answers, so a change committed during the read is never lost.
 */
export function useLiveWeek(
  orgId: string,
  range: AgendaRange,
  enabled: boolean,
): { status: StreamStatus; reload(): void } {
  const queryClient = useQueryClient();
  const during = useRef<AgendaChange[] | null>(null);
  const loads = useRef(0);
  const reload = () => {
    const load = ++loads.current;
    during.current = [];
    void reloadWeek(queryClient, orgId, range)
      .catch(() => undefined)
      .finally(() => {
        if (load !== loads.current) return;
        const missed = during.current ?? [];
        during.current = null;
        for (const change of missed) applyToCachedWeeks(queryClient, orgId, change);
      });
  };
  const status = useAgendaStream(
    orgId,
    range,
    {
      onReload: reload,
      onChange: (change) => {
        during.current?.push(change);
        applyToCachedWeeks(queryClient, orgId, change);
        // A freed slot's offers are announced as a change of the appointment that freed it.
        void queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'agenda', 'refill') });
      },
    },
    enabled,
  );
  // Stable for effects, and always the latest (it reads the range of this render).
  const latest = useRef(reload);
  latest.current = reload;
  const stableReload = useCallback(() => latest.current(), []);
  return { status, reload: stableReload };
}
