import type { InitOrgInput, OrgWire, RenameOrgInput } from '@recepta/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';
import { refreshMe } from './me.ts';
import { orgKey } from './query-keys.ts';

export interface InitOrgResult {
  org: Org;
  location: { id: string; name: string; tz: string };
}

/** GET /api/orgs/{id}: the name, the zone (its first location's; null without one) and the currency of prices. */
export type Org = OrgWire;

/**
 * GET /api/orgs/{id}. Keyed under the locations, since the zone is read from them: every change
 * of a location reloads it (invalidateAfterCatalogChange).
 */
export function orgQuery(orgId: string) {
  return queryOptions({
    queryKey: orgQueryKey(orgId),
    queryFn: ({ signal }) => apiFetch<Org>(`/api/orgs/${encodeURIComponent(orgId)}`, { signal }),
  });
}

export const orgQueryKey = (orgId: string) => orgKey(orgId, 'locations', 'org');

export function useOrg(orgId: string) {
  return useQuery(orgQuery(orgId));
}

/** POST /api/catalog/initOrg: the caller's organisation with its first location. */
export function useInitOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InitOrgInput) =>
      apiFetch<InitOrgResult>('/api/catalog/initOrg', { method: 'POST', body: input }),
    // Awaited, so the screen switches to the set-up state only once /api/me lists the new org.
    onSuccess: () => refreshMe(queryClient),
  });
}

/** PUT /api/orgs/{id}: the name and the currency of prices. */
export function useRenameOrg(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameOrgInput) =>
      apiFetch<Org>(`/api/orgs/${encodeURIComponent(orgId)}`, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(orgQueryKey(orgId), saved);
      return refreshMe(queryClient);
    },
  });
}
