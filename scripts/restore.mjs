/** `npm run restore -- FILE`: fills an empty DATA_DIR from a backup made by `npm run backup`. */
import { ensureServerBuild } from './build-server.mjs';

ensureServerBuild();
const { loadConfigOrExit, restoreCommand } = await import('../apps/server/dist/main.js');
await restoreCommand(loadConfigOrExit(), process.argv[2]);
