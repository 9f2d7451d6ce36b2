import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { isStalePlan, preparedRunner } from './pglite-prepared.ts';

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
 * per-query `parsers` drizzle passes dropped, and each statement run as a named prepared one
 * (pglite-prepared.ts). PGlite merges per-query parsers into its table of every type's parser on
 * each query, which cost more than most of our queries do
 * (docs/benchmarks.md#figures-behind-code-comments). The instance already holds the same parsers,
 * so every value comes back exactly as before. The locks are PGlite's own, taken as its `query`
 * takes them: outside a transaction both (a query waits for an open transaction to end), inside
 * one the query lock only (the transaction holds the other).
 */
export function withInstanceParsers(client: PGlite, maxStatements?: number): PGlite {
  const run = preparedRunner(client, maxStatements);
  const pg = client as PGlite & { _checkReady?: () => Promise<void> };
  const direct = (query: string, params?: unknown[], options?: QueryOptions) =>
    run(query, params, options?.parsers ? { ...options, parsers: undefined } : options);
  const query = async (query: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.blob) return client.query(query, params, { ...options, parsers: undefined });
    await pg._checkReady?.();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        // Outside a transaction a statement that failed changed nothing: prepared afresh, run again.
        const result = await direct(query, params, options).catch((error: unknown) => {
          if (isStalePlan(error)) return direct(query, params, options);
          throw error;
        });
        await client.syncToFs();
        return result;
      }),
    );
  };
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, prop) {
        if (prop === 'query') {
          return async (text: string, params?: unknown[], options?: QueryOptions) => {
            if (target.closed) throw new Error('Transaction is closed');
            if (options?.blob) return target.query(text, params, { ...options, parsers: undefined });
            return client._runExclusiveQuery(() => direct(text, params, options));
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'transaction') {
        return <R>(work: (tx: Transaction) => Promise<R>) => target.transaction((tx) => work(inTransaction(tx)));
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
