import { addDays, agendaWeekReadRange, instantToZoned } from '@recepta/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type AgendaRange, agendaWeekQuery, agendaWeekRead } from '../../../api/agenda.ts';
import type { ApiRead } from '../../../api/api-read.ts';
import { catalogListQuery, catalogListRead } from '../../../api/catalog-crud.ts';
import { configQuery } from '../../../api/config.ts';
import { meQuery } from '../../../api/me.ts';
import { orgQuery } from '../../../api/orgs.ts';
import { storedWeekStart } from './use-agenda-prefs.ts';

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
    const today = instantToZoned(Date.now(), org.tz).date;
    void queryClient.prefetchQuery(agendaWeekQuery(orgId, weekQueryRange(storedWeekStart(today), org.tz)));
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
 * What the server reads to draw the agenda into the page (docs/architecture.md#the-server-draws-the-agenda),
 * besides the session, organisation, config and locations the page always carries: the week it opens
 * on (the stored one, as the server read it from its cookie) and the catalogue lists it draws from.
 */
export function agendaFirstPaintReads(orgId: string, tz: string, now: number): ApiRead<unknown>[] {
  const monday = storedWeekStart(instantToZoned(now, tz).date);
  return [
    agendaWeekRead(orgId, weekQueryRange(monday, tz)),
    ...(['resources', 'services', 'blocks'] as const).map((entity) => catalogListRead(orgId, entity)),
  ];
}
