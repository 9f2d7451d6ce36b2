/**
 * `npm start`: build the server when its build is missing or older than its sources (a second or
 * two), check the settings (a bad one fails at once, before the slow web build), build the web app
 * when its build is stale, then run the built server in this process with plain `node`: nothing in
 * the running process loads tsx or a TypeScript compiler (the builds run in child processes that
 * have exited by then). The container image starts the server with this same script; there the
 * sources are absent and both builds count as current.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBuild } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;

ensureServerBuild();
const { loadConfigOrExit, start } = await import('../apps/server/dist/main.js');
const config = loadConfigOrExit();
// Only where the web app's sources are (a checkout); the image carries the built app alone.
if (existsSync(join(root, 'apps/web/src'))) {
  const web = spawnSync(process.execPath, [join(root, 'scripts/build-web-if-stale.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (web.status !== 0) {
    console.error('recepta: the web build failed; see the output above.');
    process.exit(web.status ?? 1);
  }
}
start(config).catch((err) => {
  console.error('recepta: failed to start:', err);
  process.exit(1);
});
