import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { restoreBackup, writeBackup } from './backup.ts';
import { requestBackup } from './control-server.ts';

/**
 * `npm run backup`: the running server writes it (through its control socket); with no server
 * running, this process opens DATA_DIR itself. Prints the archive's path last.
 */
export async function backupCommand(config: Config): Promise<void> {
  if (config.databaseUrl) {
    console.error('recepta: with DATABASE_URL, back up PostgreSQL with pg_dump or PITR (docs/deploy.md#backups).');
    process.exit(1);
  }
  let path = await requestBackup(config.dataDir);
  if (path) {
    console.log('recepta: the running server wrote the backup.');
  } else {
    console.log(`recepta: no server is running on ${config.dataDir}; opening it here.`);
    const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    try {
      path = await writeBackup(database.pglite!, config);
    } finally {
      await database.close();
    }
  }
  console.log(path);
}

/** `npm run restore -- FILE`: fills an empty DATA_DIR from a backup. */
export async function restoreCommand(config: Config, file: string | undefined): Promise<void> {
  if (!file) {
    console.error('recepta: name the backup: npm run restore -- DATA_DIR/backups/recepta-….tar.gz');
    process.exit(2);
  }
  if (config.databaseUrl) {
    console.error('recepta: restore fills an embedded data folder; unset DATABASE_URL (docs/deploy.md#backups).');
    process.exit(1);
  }
  await restoreBackup(file, config.dataDir);
  console.log(`recepta: restored ${file} into ${config.dataDir}`);
}
