import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseTarget, Db } from './database.ts';
import { drizzleTextParsers, withInstanceParsers } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

export type { Database, DatabaseTarget, Db, RowsResultHKT, Schema } from './database.ts';

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
