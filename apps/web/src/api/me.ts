import { accountApi, type RouteAnswer } from '@recepta/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from './client.ts';

/** GET /api/me: the signed-in person and their organisations, with their role in each (contract: accountApi.me). */
export type Me = RouteAnswer<typeof accountApi.me>;
export type MeUser = Me['user'];
export type MeOrg = Me['orgs'][number];

export const meQueryKey = ['me'] as const;

/**
 * GET /api/me. Signed out (401) is an answer, not a failure: the query resolves with null, so the
 * admin guard can tell "signed out" (null) from "still asking" (pending) and from a real fault.
 */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await callApi(accountApi.me, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useMe() {
  return useQuery(meQuery);
}

/** After the session changes hands (sign-in, sign-up): drop every cached answer of the previous one. */
export function resetSessionCache(queryClient: QueryClient): void {
  queryClient.clear();
}

/** After a change that shows in /api/me (organisation created or renamed): fetch it again. */
export function refreshMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: meQueryKey });
}
