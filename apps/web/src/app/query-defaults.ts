import type { DefaultOptions } from '@tanstack/react-query';

/** The queries' defaults, in the browser's cache and in the server's drawing of a page alike. */
export const QUERY_DEFAULTS: DefaultOptions['queries'] = { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false };
