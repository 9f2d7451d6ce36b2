import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema/index.ts';

// The database's types, apart from the code that opens one (db/client.ts, db/postgres.ts): both
// openers use them, and neither needs the other.

export type Schema = typeof schema;
/** What db.execute() answers on both drivers: at least the rows (each driver adds its own fields). */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: { rows: Record<string, unknown>[] };
}

/** The Drizzle handle every module uses; the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** A real round trip; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, when there is one (tests dump and clone it). */
  pglite?: PGlite;
  /** The connection pool, when on PostgreSQL. */
  pool?: pg.Pool;
}
