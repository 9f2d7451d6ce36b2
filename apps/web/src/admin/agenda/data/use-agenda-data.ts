import { defaultConfig, normalizeConfig, weekRange } from '@recepta/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type AgendaAppointment, type AgendaRange, useAgendaWeek } from '../../../api/agenda.ts';
import type { StreamStatus } from '../../../api/agenda-stream.ts';
import { toDomainBlock, useBlocks } from '../../../api/blocks.ts';
import { useConfig } from '../../../api/config.ts';
import type { Location } from '../../../api/locations.ts';
import { useResources } from '../../../api/resources.ts';
import { useServices } from '../../../api/services.ts';
import { type AgendaModel, type AgendaView, buildAgendaModel } from '../model/agenda-model.ts';
import type { AgendaBlock } from '../model/block-layout.ts';
import { prefetchAdjacentWeeks, weekQueryRange } from './prefetch-agenda.ts';
import { useLiveWeek } from './use-live-week.ts';

const NO_APPOINTMENTS: readonly AgendaAppointment[] = [];

export interface AgendaData {
  /**
   * Undefined only until the resources are known; before the week's appointments arrive it is the
   * empty week, so the grid's frame, hours and day headers paint first (`loading` is then true).
   */
  model: AgendaModel | undefined;
  loading: boolean;
  /**
   * True from the frame after the one that first showed the week: what is not needed to see it
   * (the live stream, the dialogs' and the printed day's code) starts then, so it does not delay
   * that first paint (docs/architecture.md#loading-the-admin-panel).
   */
  painted: boolean;
  range: AgendaRange;
  status: StreamStatus;
  isError: boolean;
  retry(): void;
  services: ReturnType<typeof useServices>['data'];
}

/**
 * Everything the agenda shows for one week: the catalogue it needs (config, resources, services,
 * blocks; their load failures fall back silently to defaults or empty lists, docs/product.md#agenda-layout) and the
 * week's appointments, kept live.
 */
export function useAgendaData(
  orgId: string,
  tz: string,
  monday: string,
  locations: readonly Location[],
  view: AgendaView,
): AgendaData {
  const configQuery = useConfig(orgId);
  const resources = useResources(orgId);
  const services = useServices(orgId);
  const blocks = useBlocks(orgId);

  const week = useMemo(() => weekRange(monday, tz), [monday, tz]);
  const range = useMemo(() => weekQueryRange(monday, tz), [monday, tz]);
  // The week is read by the route loader, or here, at once; the live stream connects once it has
  // been painted (docs/architecture.md#loading-the-admin-panel).
  const [painted, setPainted] = useState(false);
  const live = useLiveWeek(orgId, range, painted);
  const { status } = live;
  // While the stream is live, it is the stream that reloads the week (its 'ready' and 'refetch').
  const weekQuery = useAgendaWeek(orgId, range, status !== 'live');
  const inHand = weekQuery.data !== undefined || weekQuery.isError;
  useEffect(() => {
    if (painted || !inHand) return;
    // After the frame that shows the week (the second animation frame from here).
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [painted, inHand]);
  // Warm week changes: the weeks on either side are read once this one is live.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status === 'live') prefetchAdjacentWeeks(queryClient, orgId, monday, tz);
  }, [status, queryClient, orgId, monday, tz]);
  // After a catalogue change the schedule is reloaded (docs/architecture.md#caches-and-their-version-checks). Catalogue mutations invalidate
  // ['org', orgId, 'agenda']; while the stream loads the week, this is where that reload happens.
  const invalidated = weekQuery.isStale && weekQuery.data !== undefined && !weekQuery.isFetching;
  const reloadLive = live.reload;
  useEffect(() => {
    if (invalidated && status === 'live') reloadLive();
  }, [invalidated, status, reloadLive]);

  const config = useMemo(() => normalizeConfig(configQuery.data ?? defaultConfig), [configQuery.data]);
  const locationTz = useMemo(() => new Map(locations.map((l) => [l.id, l.tz])), [locations]);
  const agendaBlocks = useMemo((): AgendaBlock[] => {
    const list = resources.data ?? [];
    const byId = new Map(list.map((r) => [r.id, r]));
    return (blocks.data ?? []).map((wire) => {
      const resource = wire.resourceId ? byId.get(wire.resourceId) : undefined;
      return {
        wire,
        domain: toDomainBlock(wire),
        tz: (resource && locationTz.get(resource.locationId)) ?? tz,
        resourceName: wire.resourceId ? (resource?.name ?? 'Recurso') : null,
      };
    });
  }, [blocks.data, resources.data, locationTz, tz]);

  const appointments = weekQuery.data;
  // The frame waits for the resources only (the legend above the grid is drawn from them, so the
  // grid does not move down when they arrive), not for the week.
  const framed = resources.data !== undefined || resources.isError;
  const model = useMemo(
    () =>
      framed
        ? buildAgendaModel({
            appointments: appointments ?? NO_APPOINTMENTS,
            config,
            tz,
            week,
            resources: resources.data ?? [],
            locationTz,
            blocks: agendaBlocks,
            view,
          })
        : undefined,
    [framed, appointments, config, tz, week, resources.data, locationTz, agendaBlocks, view],
  );

  return {
    model,
    loading: appointments === undefined,
    painted,
    range,
    status,
    isError: weekQuery.isError && !appointments,
    retry: () => void weekQuery.refetch(),
    services: services.data,
  };
}
