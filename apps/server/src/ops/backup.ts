import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { readTar, type TarEntry, writeTar } from './tar.ts';

/** Where the channel-token key lives when CHANNEL_TOKEN_KEY is unset (modules/channel/token-crypto.ts). */
const KEY_FILE = 'channel-token.key';

/** The archive's name: its moment in UTC, sortable, with no character a file system refuses. */
export function backupName(at: Date): string {
  return `recepta-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/**
 * Writes a consistent copy of the embedded database and the channel-token key to
 * BACKUP_DIR/recepta-<moment>.tar.gz (mode 600: it holds the key) and returns its path.
 *
 * PGlite dumps its data folder while holding its query lock, so no statement runs during the copy;
 * every committed transaction is in it (its WAL was flushed at commit) and one that was open is
 * rolled back when the copy is opened, as after a crash. A checkpoint first makes that opening quick.
 */
export async function writeBackup(
  pglite: PGlite,
  { dataDir, backupDir }: { dataDir: string; backupDir: string },
  at = new Date(),
): Promise<string> {
  await pglite.query('checkpoint');
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  const keyPath = join(dataDir, KEY_FILE);
  const entries: TarEntry[] = [
    {
      name: 'manifest.json',
      data: Buffer.from(
        JSON.stringify({ format: 'recepta-backup-1', takenAt: at.toISOString(), key: existsSync(keyPath) }, null, 2),
      ),
    },
    { name: 'pgdata.tar', data: dump },
  ];
  if (existsSync(keyPath)) entries.push({ name: KEY_FILE, data: readFileSync(keyPath), mode: 0o600 });
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const path = join(backupDir, backupName(at));
  // Written beside and renamed: a backup that exists is whole.
  writeFileSync(`${path}.partial`, gzipSync(writeTar(entries, at.getTime()), { level: 6 }), { mode: 0o600 });
  renameSync(`${path}.partial`, path);
  return path;
}

/**
 * Fills an empty (or missing) DATA_DIR from a backup: the database as it was, opened once so it is
 * known to start, and the channel-token key. Refuses a folder that holds anything.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore fills an empty data folder only`);
  }
  const files = readTar(gunzipSync(readFileSync(file)));
  const manifest = JSON.parse(files.get('manifest.json')?.toString('utf8') ?? '{}') as { format?: string };
  const dump = files.get('pgdata.tar');
  if (manifest.format !== 'recepta-backup-1' || !dump) throw new Error(`${file} is not a Recepta backup`);
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(dump)]),
    extensions: { btree_gist },
  });
  await pglite.query('select 1');
  await pglite.close();
  const key = files.get(KEY_FILE);
  if (key) writeFileSync(join(dataDir, KEY_FILE), key, { mode: 0o600 });
}
