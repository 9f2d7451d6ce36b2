/**
 * `npm run backup`: a consistent copy of the embedded database and the channel-token key, written
 * to DATA_DIR/backups/recepta-<moment>.tar.gz; its path is the last line printed. The running
 * server writes it (docs/deploy.md#backups); with none running, this process opens DATA_DIR.
 */
import { ensureServerBuild } from './build-server.mjs';

ensureServerBuild();
const { loadConfigOrExit, backupCommand } = await import('../apps/server/dist/main.js');
await backupCommand(loadConfigOrExit());
