import { defaultConfig, formatInstantInZone, normalizeConfig, weekRange } from '@recepta/domain';
import { useEffect, useMemo, useState } from 'react';
import { type AgendaRange, useAgendaWeek } from '../../../api/agenda.ts';
import type { StreamStatus } from '../../../api/agenda-stream.ts';
import { toDomainBlock, useBlocks } from '../../../api/blocks.ts';
import { useConfig } from '../../../api/config.ts';
import type { Location } from '../../../api/locations.ts';
import { useResources } from '../../../api/resources.ts';
import { useServices } from '../../../api/services.ts';
import { type AgendaModel, type AgendaView, buildAgendaModel } from '../model/agenda-model.ts';
import type { AgendaBlock } from '../model/block-layout.ts';
import { useLiveWeek } from './use-agenda-stream.ts';

/** How long the week waits for the live stream before reading the week on its own. */
const STREAM_WAIT_MS = 3_000;

export interface AgendaData {
  model: AgendaModel | undefined;
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
  const range = useMemo(
    () => ({ start: formatInstantInZone(week.start, tz), end: formatInstantInZone(week.end, tz) }),
    [week, tz],
  );
  const live = useLiveWeek(orgId, range);
  const { status } = live;
  const waited = useWaited(range.start);
  const weekQuery = useAgendaWeek(orgId, range, status === 'offline' || (waited && status === 'connecting'));
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
  const model = useMemo(
    () =>
      appointments &&
      buildAgendaModel({
        appointments,
        config,
        tz,
        week,
        resources: resources.data ?? [],
        locationTz,
        blocks: agendaBlocks,
        view,
      }),
    [appointments, config, tz, week, resources.data, locationTz, agendaBlocks, view],
  );

  return {
    model,
    range,
    status,
    isError: weekQuery.isError && !appointments,
    retry: () => void weekQuery.refetch(),
    services: services.data,
  };
}

/** True once STREAM_WAIT_MS have passed since `key` last changed. */
function useWaited(key: string): boolean {
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedFor(key), STREAM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return waitedFor === key;
}
