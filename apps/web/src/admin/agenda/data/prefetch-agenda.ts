import {
  AGENDA_WEEK_KEY,
  type AgendaFirstPaint,
  addDays,
  agendaOpeningWeek,
  agendaWeekReadRange,
} from '@recepta/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type AgendaRange, agendaWeekKey, agendaWeekQuery } from '../../../api/agenda.ts';
import { catalogListQuery, catalogListRead } from '../../../api/catalog-crud.ts';
import { configQuery } from '../../../api/config.ts';
import { meQuery } from '../../../api/me.ts';
import { orgQuery } from '../../../api/orgs.ts';
import { readStorage } from '../../../lib/local-storage.ts';

/** [start, end) of the week of `monday` in `tz`, as the agenda reads it from the API. */
export function weekQueryRange(monday: string, tz: string): AgendaRange {
  return agendaWeekReadRange(monday, tz);
}

/**
 * Everything the agenda draws, asked for at once when a navigation to it starts (its route
 * loader) or when the pointer or focus reaches its sidebar link: config, resources, services,
 * blocks, locations and the week it will open on (docs/architecture.md#loading-the-admin-panel).
 * The session and the organisation's zone usually come inlined with the page, so nothing here
 * waits on another answer; without them (a sign-in inside the app) they are asked first.
 * Nothing is awaited by the navigation: the page shows its frame and fills in as answers land.
 */
export async function prefetchAgenda(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.ensureQueryData(meQuery).catch(() => null);
  const orgId = me?.orgs[0]?.id;
  if (!orgId) return;
  const catalogue = () => {
    for (const options of [
      configQuery(orgId),
      catalogListQuery(orgId, 'resources'),
      catalogListQuery(orgId, 'services'),
      catalogListQuery(orgId, 'blocks'),
      catalogListQuery(orgId, 'locations'),
    ]) {
      void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
    }
  };
  // The zone is usually in the cache already (inlined with the page): then the week, the longest
  // answer, goes out first. Otherwise the catalogue does not wait for the zone.
  const cachedOrg = queryClient.getQueryData(orgQuery(orgId).queryKey);
  if (!cachedOrg) catalogue();
  const org = cachedOrg ?? (await queryClient.ensureQueryData(orgQuery(orgId)).catch(() => null));
  if (org?.tz) {
    // The week the page will open on, by the same rule as its first paint and the shell's early read.
    const monday = agendaOpeningWeek(readStorage(AGENDA_WEEK_KEY), Date.now(), org.tz);
    void queryClient.prefetchQuery(agendaWeekQuery(orgId, weekQueryRange(monday, org.tz)));
  }
  if (cachedOrg) catalogue();
}

/** The weeks before and after `monday`, so that the agenda's arrows show them at once. */
export function prefetchAdjacentWeeks(queryClient: QueryClient, orgId: string, monday: string, tz: string): void {
  for (const other of [addDays(monday, -7), addDays(monday, 7)]) {
    void queryClient.prefetchQuery(agendaWeekQuery(orgId, weekQueryRange(other, tz)));
  }
}

/**
 * Puts the agenda's first paint (the loader's data the server drew the page from,
 * docs/architecture.md#the-server-draws-the-agenda) in the cache under the keys the agenda reads:
 * the week at the range it was read for, and the catalogue lists as their queries keep them.
 */
export function seedAgendaFirstPaint(queryClient: QueryClient, orgId: string, data: AgendaFirstPaint): void {
  queryClient.setQueryData(agendaWeekKey(orgId, data.range), data.week.items);
  for (const entity of ['resources', 'services', 'blocks'] as const) {
    const read = catalogListRead(orgId, entity);
    queryClient.setQueryData(read.queryKey, read.pick(data[entity]));
  }
}
