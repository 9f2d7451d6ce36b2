import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the pending migrations; already-applied ones are skipped, so running it twice changes
 * nothing. Several server instances may start together on one PostgreSQL: an advisory lock makes
 * them take turns.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite as PGlite), { migrationsFolder });
    return;
  }
  const { migratePostgres } = await import('./postgres.ts');
  await migratePostgres(database.pool as pg.Pool, migrationsFolder);
}

/**
 * Whether every migration this build carries is applied (readiness): the newest applied one is at
 * least as new as the newest in the journal. An instance of an older build beside a newer database
 * also counts as current; one whose database lags behind its code does not.
 */
export async function migrationsAreCurrent(database: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const result = await database.db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`);
  return Number(result.rows[0]?.applied ?? 0) >= newest;
}
