// `npm run test:e2e` and `npm run bench` serve the built web app. Building it costs ~12 s on an idle
// two-core machine and a minute or more on a busy one, so it is rebuilt only when the inputs it was
// built from changed. The check is a hash of their contents (not their times), so switching
// branches, touching a file or a build left over from other sources cannot fool it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const stamp = join(dist, '.inputs-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  // The versions of vite, react, tailwind … that produced the bundle.
  'package-lock.json',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const wanted = inputsHash();
// The server's drawing of panel pages is built beside the browser's bundle (apps/web/dist-ssr).
const complete = existsSync(join(dist, 'index.html')) && existsSync(join(root, 'apps/web/dist-ssr/entry-server.js'));
const built = existsSync(stamp) && complete ? readFileSync(stamp, 'utf8') : '';
if (built === wanted && process.env.FORCE_WEB_BUILD !== '1') {
  console.log('web app: build is up to date with its sources (FORCE_WEB_BUILD=1 rebuilds anyway)');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '-w', '@recepta/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// Written after a successful build only (vite empties dist first), so a failed build is retried.
writeFileSync(stamp, wanted);
