import type { QueryKey } from '@tanstack/react-query';

/**
 * One GET of the API as a query reads it: the path asked, the cache key its answer lives under, and
 * what of the answer is kept. A query's queryFn and the seeding of a page the server drew
 * (docs/architecture.md#the-server-draws-the-agenda) both go through it, so an answer the server
 * read lands under the very key the screen then reads, in the very shape.
 */
export interface ApiRead<T> {
  path: string;
  queryKey: QueryKey;
  pick(answer: unknown): T;
}
