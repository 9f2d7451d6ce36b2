import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * One GET of the API as a query reads it: the path asked, the cache key its answer lives under, and
 * what of the answer is kept. A query's queryFn and the server's drawing of a page
 * (docs/architecture.md#the-server-draws-the-agenda) both go through it, so an answer the server
 * read lands under the very key the screen then reads, in the very shape.
 */
export interface ApiRead<T> {
  path: string;
  queryKey: QueryKey;
  pick(answer: unknown): T;
}

/** Puts each read's answer, taken from `answers` by path, in the cache; answers that are missing are left to the screens. */
export function seedReads(
  queryClient: QueryClient,
  reads: readonly ApiRead<unknown>[],
  answers: Readonly<Record<string, unknown>>,
): void {
  for (const read of reads) {
    if (answers[read.path] !== undefined) queryClient.setQueryData(read.queryKey, read.pick(answers[read.path]));
  }
}
