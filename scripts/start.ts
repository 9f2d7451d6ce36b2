/**
 * `npm start`: check the settings first (a bad one fails at once, before any build), rebuild the
 * web app when its build is missing or older than its sources, then run the server in this process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigOrExit, start, webDist } from '../apps/server/src/main.ts';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'packages/domain/src',
];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function webBuildIsStale(): boolean {
  const index = join(webDist, 'index.html');
  // The server's drawing of panel pages (apps/web/dist-ssr) comes from the same build.
  if (!existsSync(index) || !existsSync(join(webDist, '..', 'dist-ssr', 'entry-server.js'))) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((s) => existsSync(join(root, s)) && newestMtime(join(root, s)) > built);
}

const config = loadConfigOrExit();
if (webBuildIsStale()) {
  console.log('recepta: building the web app (its build is missing or older than its sources)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('recepta: the web build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}
start(config).catch((err) => {
  console.error('recepta: failed to start:', err);
  process.exit(1);
});
