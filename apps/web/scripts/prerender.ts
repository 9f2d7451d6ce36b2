/**
 * Second half of the web build (`npm run build -w @recepta/web`, after `vite build`):
 *
 * 1. dist/index.html, the SPA shell Vite built from index.html, is renamed dist/app.html: the
 *    server answers it for every app path (/login, /admin/…).
 * 2. The landing is rendered from its React components to static HTML in dist/index.html, linking
 *    the stylesheet Vite built from src/landing/landing.css. It ships no JavaScript.
 * 3. dist/.route-preloads.json lists, per admin path, the chunks it loads besides the entry's, for
 *    the server's modulepreload links (scripts/route-preloads.ts).
 * 4. Text assets get .br and .gz siblings, which the server sends to browsers that accept them
 *    (@fastify/static preCompressed), so nothing is compressed per request.
 *
 * Usage, from apps/web (as `npm run build` does, so that tsx applies apps/web/tsconfig.json's JSX
 * settings): node --import tsx scripts/prerender.ts [distDir]   (default: apps/web/dist)
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderLandingHtml } from '../src/landing/render.tsx';
import { type ManifestChunk, routePreloads } from './route-preloads.ts';

const LANDING_CSS = 'src/landing/landing.css';
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.txt', '.json', '.xml', '.webmanifest']);

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));

function fail(message: string): never {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) fail(`${manifestPath} is missing; run vite build first`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const css = manifest[LANDING_CSS]?.file;
if (!css) fail(`the Vite manifest has no entry for ${LANDING_CSS}`);

const shell = join(dist, 'index.html');
if (!existsSync(shell)) fail(`${shell} (the SPA shell) is missing`);
renameSync(shell, join(dist, 'app.html'));
writeFileSync(join(dist, 'index.html'), renderLandingHtml({ cssHref: `/${css}` }));
// What each admin path loads besides the app's entry, for the server's modulepreload links. A
// dotfile: the server reads it and never serves it.
writeFileSync(join(dist, '.route-preloads.json'), JSON.stringify(routePreloads(manifest)));
// Build metadata, not something to serve.
rmSync(join(dist, '.vite'), { recursive: true, force: true });

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gz = gzipSync(raw, { level: 9 });
  // A compressed copy that is not smaller is useless; the server then sends the file as it is.
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  count++;
}
console.log(`prerender: landing → ${join(dist, 'index.html')}, SPA shell → app.html, ${count} assets precompressed`);
