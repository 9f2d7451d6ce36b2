import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './database.ts';
import * as schema from './schema/index.ts';

/**
 * What only a server on PostgreSQL needs (DATABASE_URL): the driver, its pool and its migrator. A
 * file of its own, imported when the target is PostgreSQL, so that an embedded server never loads
 * the driver; that import cost about a tenth of a cold start (docs/benchmarks.md#production-build).
 */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A pool error on an idle client must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

// Any fixed number: the key of the advisory lock that lets one instance migrate at a time.
const MIGRATION_LOCK = 7_301_986;

/** Several instances may start together on one PostgreSQL: an advisory lock makes them take turns. */
export async function migratePostgres(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(pool), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
}
