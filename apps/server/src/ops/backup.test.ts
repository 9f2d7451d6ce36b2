/**
 * Backups of the embedded database (docs/deploy.md#backups): taken from the running server through
 * its control socket while writes go on, restored into an empty folder, every write acknowledged
 * before the backup was asked for is there. PGlite whatever TEST_DB says: PostgreSQL is backed up
 * with its own tools.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { resolveTokenKey } from '../modules/channel/token-crypto.ts';
import { restoreBackup } from './backup.ts';
import { requestBackup, startControlServer } from './control-server.ts';

// Opening PGlite three times on a busy shared machine: a guard against hangs, not a timing assertion.
vi.setConfig({ testTimeout: 600_000 });
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'recepta-backup-'));
  dirs.push(d);
  return d;
}

describe('npm run backup and restore', () => {
  it('restores a backup taken under write load with every acknowledged write', async () => {
    const root = tempDir();
    const dataDir = join(root, 'data');
    const config = { dataDir, backupDir: join(root, 'backups') };
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(database);
    const key = await resolveTokenKey(undefined, dataDir);
    const control = await startControlServer({ database, config, log: pino({ level: 'silent' }) });
    expect(control).toBeDefined();

    // Writers commit rows one by one and note each once its insert returned (acknowledged).
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const name = `Clínica ${w}-${i}`;
        await database.pglite!.query('insert into orgs (name) values ($1)', [name]);
        acknowledged.push(name);
        // PGlite runs in this thread and answers through promises alone: yield to timers and
        // sockets between writes, as a server between requests does.
        await new Promise((r) => setImmediate(r));
      }
    };
    const writers = [0, 1, 2].map(writer);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 5));
    const before = [...acknowledged];
    const file = await requestBackup(dataDir);
    const during = acknowledged.length;
    // Writes went on while the backup was taken.
    while (acknowledged.length < during + 10) await new Promise((r) => setTimeout(r, 5));
    writing = false;
    await Promise.all(writers);
    await control!.close();
    await database.close();

    expect(file).toMatch(/recepta-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/);
    expect(file!.startsWith(config.backupDir)).toBe(true);
    expect(statSync(file!).mode & 0o077).toBe(0);

    const restored = join(tempDir(), 'data');
    await restoreBackup(file!, restored);
    expect((await readFile(join(restored, 'channel-token.key'), 'utf8')).trim()).toBe(key.toString('hex'));
    const reopened = await openDatabase({ kind: 'pglite', dataDir: restored });
    const rows = await reopened.pglite!.query<{ name: string }>('select name from orgs');
    await reopened.close();
    const names = new Set(rows.rows.map((r) => r.name));
    expect(before.filter((name) => !names.has(name))).toEqual([]);
    // Nothing that was never written, and not the writes after the backup ended.
    expect([...names].every((name) => acknowledged.includes(name))).toBe(true);
    expect(names.size).toBeLessThan(acknowledged.length);
  });

  it('refuses to restore into a folder that holds anything', async () => {
    const dir = tempDir();
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
    await expect(restoreBackup(join(dir, 'none.tar.gz'), join(dir, 'data'))).rejects.toThrow(/not empty/);
    await database.close();
    expect(existsSync(join(dir, 'data', 'PG_VERSION'))).toBe(true);
  });

  it('answers no backup when no server runs on the folder', async () => {
    expect(await requestBackup(join(tempDir(), 'data'))).toBeUndefined();
  });
});
