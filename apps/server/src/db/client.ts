import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { drizzleTextParsers, withInstanceParsers } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

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

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(target.url);
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { btree_gist },
    parsers: drizzleTextParsers,
  });
  const db = drizzlePglite(withInstanceParsers(client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // The raw client: a real round trip without the query builder, whose cost would dominate here.
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
