import type { CatalogEntity } from '@recepta/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the admin panel. The convention, for every screen and engineer:
 *
 *   Every org-scoped query key starts with ['org', orgId, <entity>, …]:
 *     ['org', orgId, 'services']                       the service list
 *     ['org', orgId, 'customers', { q, offset, limit }] one page of a customer search
 *     ['org', orgId, 'config']                         the agenda configuration
 *     ['org', orgId, 'agenda', …]                      the weekly agenda (its own screen adds the rest)
 *     ['org', orgId, 'today', …]                       the Today screen
 *
 *   so that a prefix invalidates everything below it: ['org', orgId, 'customers'] reaches every
 *   page of every search, and ['org', orgId] everything of one organisation.
 *
 *   After any catalogue mutation, invalidate that entity AND ['org', orgId, 'agenda'] and
 *   ['org', orgId, 'today'] (docs/architecture.md#caches-and-their-version-checks: after changes to catalogue data the agenda schedule data is
 *   reloaded; the agenda must never show a deleted resource or a stale colour). Use
 *   invalidateAfterCatalogChange below rather than listing keys by hand.
 */

export type { CatalogEntity } from '@recepta/domain';
/** What an org-scoped key may name after ['org', orgId]; add a screen's entity here when it gets one. */
export type OrgEntity =
  | CatalogEntity
  | 'config'
  | 'agenda'
  | 'today'
  | 'templates'
  | 'conversations'
  | 'campaigns'
  | 'reports'
  | 'calendar-feeds'
  | 'weekly-report'
  | 'booking-page'
  | 'erase-requests'
  | 'privacy'
  | 'waitlist';

/** ['org', orgId, entity, …rest]: the one way to build an org-scoped key. */
export function orgKey<const Rest extends readonly unknown[]>(orgId: string, entity: OrgEntity, ...rest: Rest) {
  return ['org', orgId, entity, ...rest] as const;
}

/**
 * What else a change to `entity` makes stale, besides the agenda and Today: a location's name shows
 * in the resource list and its zone in the blocks' times; deleting a resource deletes its blocks.
 */
const dependents: Record<CatalogEntity, readonly CatalogEntity[]> = {
  services: [],
  customers: [],
  resources: ['blocks'],
  locations: ['resources', 'blocks'],
  blocks: [],
};

/** The agenda and Today read every catalogue entity and the config: both reload after a change to any. */
export function invalidateSchedule(queryClient: QueryClient, orgId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'agenda') }),
    queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'today') }),
  ]);
}

export function invalidateAfterCatalogChange(
  queryClient: QueryClient,
  orgId: string,
  entity: CatalogEntity,
): Promise<unknown> {
  return Promise.all([
    ...[entity, ...dependents[entity]].map((name) => queryClient.invalidateQueries({ queryKey: orgKey(orgId, name) })),
    invalidateSchedule(queryClient, orgId),
  ]);
}
