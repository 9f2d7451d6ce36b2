import { type InitOrgInput, type OrgWire, orgApi, type RenameOrgInput, type RouteAnswer } from '@recepta/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { refreshMe } from './me.ts';
import { orgKey } from './query-keys.ts';

export type InitOrgResult = RouteAnswer<typeof orgApi.init>;

/** GET /api/orgs/{id}: the name, the zone (its first location's; null without one) and the currency of prices. */
export type Org = OrgWire;

/**
 * GET /api/orgs/{id}. Keyed under the locations, since the zone is read from them: every change
 * of a location reloads it (invalidateAfterCatalogChange).
 */
export function orgQuery(orgId: string) {
  return queryOptions({
    queryKey: orgQueryKey(orgId),
    queryFn: ({ signal }) => callApi(orgApi.get, { params: { id: orgId }, signal }),
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
    mutationFn: (input: InitOrgInput) => callApi(orgApi.init, { body: input }),
    // Awaited, so the screen switches to the set-up state only once /api/me lists the new org.
    onSuccess: () => refreshMe(queryClient),
  });
}

/** PUT /api/orgs/{id}: the name and the currency of prices. */
export function useRenameOrg(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameOrgInput) => callApi(orgApi.rename, { params: { id: orgId }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(orgQueryKey(orgId), saved);
      return refreshMe(queryClient);
    },
  });
}
