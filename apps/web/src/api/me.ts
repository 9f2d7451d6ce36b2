import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from './client.ts';

export interface MeUser {
  id: string;
  email: string;
  name: string;
}

export interface MeOrg {
  id: string;
  name: string;
  /** The person's role in it (packages/domain permissions.ts); absent in answers of older servers. */
  role?: string;
  /** A professional's resource (their column of the agenda). */
  resourceId?: string | null;
}

export interface Me {
  user: MeUser;
  orgs: MeOrg[];
}

export const meQueryKey = ['me'] as const;

/**
 * GET /api/me. Signed out (401) is an answer, not a failure: the query resolves with null, so the
 * admin guard can tell "signed out" (null) from "still asking" (pending) and from a real fault.
 */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await apiFetch<Me>('/api/me', { signal });
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
