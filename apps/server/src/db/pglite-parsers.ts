import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The types drizzle-orm/pglite asks PGlite to leave as the text PostgreSQL sent (drizzle maps
 * them itself): the same list as its PglitePreparedQuery's `parsers`.
 */
export const drizzleTextParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/**
 * The client drizzle is given: the PGlite instance (created with drizzleTextParsers) with the
 * per-query `parsers` drizzle passes dropped. PGlite merges per-query parsers into its table of
 * every type's parser on each query, which cost more than most of our queries do
 * (docs/benchmarks.md#figures-behind-code-comments). The instance already holds
 * the same parsers, so every value comes back exactly as before.
 */
export function withInstanceParsers<T extends PGlite | Transaction>(client: T): T {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, options?.parsers ? { ...options, parsers: undefined } : options);
      }
      if (prop === 'transaction' && 'transaction' in target) {
        return <R>(run: (tx: Transaction) => Promise<R>) =>
          (target as PGlite).transaction((tx) => run(withInstanceParsers(tx)));
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
