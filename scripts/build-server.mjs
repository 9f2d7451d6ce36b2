// Compiles the server (apps/server/src/main.ts), the domain it imports and the npm packages it uses
// into apps/server/dist/main.js and the chunks it imports, that plain `node` runs: no TypeScript
// compiler in the running process. Packages are bundled because a cold start spent about a third
// of its time resolving and reading hundreds of small files in node_modules (docs/deploy.md#cold-start);
// the few that read files beside their own code at run time stay outside (see `besideTheirFiles`).
// The migrations are copied beside the bundle, where the migrator looks for them.
//
// `node scripts/build-server.mjs` rebuilds only when the inputs changed (a hash of their contents,
// as scripts/build-web-if-stale.mjs does for the web app); `--force` or FORCE_SERVER_BUILD=1 always
// rebuilds. Run by `npm run build` and, when needed, by `npm start`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'apps/server');
const dist = join(server, 'dist');
const stamp = join(dist, '.inputs-hash');
const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

/** Tests are not part of the bundle: editing one does not make the build stale. */
const isTest = (file) => /\.test\.tsx?$/.test(file);

export function serverInputsHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input))).filter((f) => !isTest(f))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/main.js was built from the sources as they are now. */
export function serverBuildIsCurrent() {
  if (!existsSync(join(dist, 'main.js')) || !existsSync(stamp)) return false;
  // A production image carries the bundle without the sources: nothing to compare, nothing to rebuild.
  if (!existsSync(join(server, 'src'))) return true;
  return readFileSync(stamp, 'utf8') === serverInputsHash();
}

/**
 * Packages left outside the bundle, loaded from node_modules as usual, each because it reads files
 * that sit beside its own module when it runs, or loads an optional native module by name.
 */
const besideTheirFiles = [
  // The WebAssembly build of PostgreSQL and its data files (pglite.wasm, pglite.data, contrib/).
  '@electric-sql/pglite',
  // Serves the files of the API documentation page from its own folder.
  '@fastify/swagger-ui',
  // Resolved by @fastify/swagger-ui beside itself.
  '@fastify/static',
  // Tries the optional native driver (pg-native) by name.
  'pg',
  // Its package has no entry for Node's resolver to bundle from ("exports" lists only subpaths).
  'read-excel-file',
];

export async function buildServer() {
  const wanted = serverInputsHash();
  // esbuild is a development dependency: imported here only, never by the running server.
  const { build } = await import('esbuild');
  const external = besideTheirFiles.flatMap((name) => [name, `${name}/*`]);
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  await build({
    entryPoints: [join(server, 'src/main.ts')],
    outdir: dist,
    entryNames: '[name]',
    // What only some servers load (the PostgreSQL driver's side, db/postgres.ts) goes into chunks
    // of its own beside main.js, imported when needed: an embedded server never parses them. Same
    // folder as main.js, so import.meta.url-relative paths (./migrations) hold in every chunk.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    // Stack traces name the TypeScript files; the map costs nothing until an error is printed.
    sourcesContent: false,
    logLevel: 'warning',
    legalComments: 'none',
    // Bundled CommonJS packages call require() (for Node's own modules among others): an ES module
    // has none, so the bundle makes one for itself.
    banner: {
      js: "import { createRequire as __recepta_require } from 'node:module'; const require = __recepta_require(import.meta.url);",
    },
  });
  cpSync(join(server, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
  // Written last: a failed build is retried on the next run.
  writeFileSync(stamp, wanted);
}

/**
 * Builds the server in a child process when its build is stale (npm start, backup, restore): the
 * process that goes on to run the server never loads esbuild.
 */
export function ensureServerBuild() {
  if (serverBuildIsCurrent()) return;
  console.log('recepta: building the server (its build is missing or older than its sources)…');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('recepta: the server build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes('--force') || process.env.FORCE_SERVER_BUILD === '1';
  if (!force && serverBuildIsCurrent()) {
    console.log('server: build is up to date with its sources (FORCE_SERVER_BUILD=1 rebuilds anyway)');
  } else {
    const t0 = performance.now();
    await buildServer();
    console.log(`server: built apps/server/dist/main.js in ${Math.round(performance.now() - t0)} ms`);
  }
}
