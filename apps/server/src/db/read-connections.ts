import pg from 'pg';
import type { Db } from './client.ts';

/**
 * How many statements a read can usefully run at once on this handle: 2 on a PostgreSQL pool (its
 * server runs each on a process of its own), 1 on PGlite (one connection, the database on this
 * thread) and inside a transaction (one connection). Reports split their one big aggregate by it
 * (docs/benchmarks.md#reports).
 */
export function readConnections(db: Db): number {
  return (db as { $client?: unknown }).$client instanceof pg.Pool ? 2 : 1;
}
