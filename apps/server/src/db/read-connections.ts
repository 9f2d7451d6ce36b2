import type { Db } from './client.ts';

/**
 * How many statements a read can usefully run at once on this handle: 2 on a PostgreSQL pool (its
 * server runs each on a process of its own), 1 on PGlite (one connection, the database on this
 * thread) and inside a transaction (one connection). Reports split their one big aggregate by it
 * (docs/benchmarks.md#reports).
 */
export function readConnections(db: Db): number {
  // A pg.Pool counts its clients; PGlite and a transaction's handle have no such field. (Not an
  // instanceof check: that would load the PostgreSQL driver on an embedded server.)
  const client = (db as { $client?: { totalCount?: unknown } }).$client;
  return typeof client?.totalCount === 'number' ? 2 : 1;
}
