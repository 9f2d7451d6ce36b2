/**
 * Runs once per server test run. It prepares a migrated database that every test file clones, so
 * that each file starts empty and no run sees another's rows:
 * - PGlite: a migrated instance dumped to a tarball that test files load (≈0.7 s instead of ≈4 s);
 * - PostgreSQL: a migrated template database that test files copy with CREATE DATABASE … TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { requirePostgresUrl, testEnv, withDatabase } from './test-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
    runId: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('runId', runId);

  if (testEnv.db === 'postgres') {
    const url = requirePostgresUrl();
    const template = `recepta_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      // Drop the template and any per-file database a crashed file left behind.
      const left = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`recepta_t_${runId}_%`, template],
      );
      for (const { datname } of left.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'recepta-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  const snapshot = join(dir, 'migrated.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
