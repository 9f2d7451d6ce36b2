import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { requirePostgresUrl, testEnv, withDatabase } from './test-env.ts';

/**
 * A fresh, migrated, empty PostgreSQL database of this run (a copy of its template), for callers
 * that open it themselves (server processes); the run's teardown drops it with the others.
 */
export async function createPostgresDatabase(): Promise<{ name: string; url: string }> {
  const url = requirePostgresUrl();
  const name = `recepta_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  return { name, url: withDatabase(url, name) };
}

/**
 * A fresh, migrated, empty database of the kind this run tests (PGlite or PostgreSQL). Closing it
 * also drops it on PostgreSQL.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testEnv.db === 'postgres') {
    const url = requirePostgresUrl();
    const { name, url: databaseUrl } = await createPostgresDatabase();
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: snapshot });
}
