import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client.ts';
import { meQueryKey } from '../api/me.ts';
import { readBootstrap, seedBootstrap } from './bootstrap.ts';
import { QUERY_DEFAULTS } from './query-defaults.ts';

/**
 * The app's one query cache. It is created, and seeded with what the server inlined into the page,
 * before the router exists: the router's loaders read it the moment a navigation starts.
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: QUERY_DEFAULTS },
  queryCache: new QueryCache({
    // A session that ends mid-use (expired, or signed out elsewhere): asking /api/me again makes the
    // admin guard send the user to sign-in, with this page as the way back.
    onError: (error, query) => {
      if (isApiError(error) && error.status === 401 && query.queryKey[0] !== meQueryKey[0]) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  }),
});

seedBootstrap(queryClient, readBootstrap());
