/**
 * The FullCalendar page the agenda is timed against (bench/agenda-load.ts,
 * docs/benchmarks.md#opening-the-agenda): bench/peer/fullcalendar built by Vite in production mode,
 * and served with its weeks as the app's server serves the app.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { freePort, root } from './server.ts';

const PEER_SRC = join(root, 'bench/peer/fullcalendar');
const PEER_OUT = join(root, '.tmp/bench-fullcalendar');

/** Builds the peer page with Vite (production mode: minified, React's production build). */
export async function buildPeer(): Promise<void> {
  await build({
    root: PEER_SRC,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir: PEER_OUT, emptyOutDir: true },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

interface StaticFile {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  type: string;
  immutable: boolean;
}

function staticFile(body: Buffer, type: string, immutable: boolean): StaticFile {
  return {
    body,
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    type,
    immutable,
  };
}

/**
 * Serves the built peer and its week as the app's server serves the app: compressed copies made
 * once, hashed assets cached for a year, the page and the week revalidated by ETag.
 */
export async function servePeer(weeks: Map<string, Buffer>): Promise<{ port: number; close(): Promise<void> }> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const url = `/${path.slice(PEER_OUT.length + 1)}`;
        files.set(
          url,
          staticFile(
            readFileSync(path),
            TYPES[extname(path)] ?? 'application/octet-stream',
            url.startsWith('/assets/'),
          ),
        );
      }
    }
  };
  walk(PEER_OUT);
  for (const [name, body] of weeks) files.set(`/${name}/week.json`, staticFile(body, TYPES['.json'] as string, false));
  const index = files.get('/index.html') as StaticFile;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    // /<size>/ is the page, /<size>/week.json its week, /assets/… the code.
    const file = files.get(path) ?? (path.endsWith('/') ? index : undefined);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: file.etag,
      vary: 'accept-encoding',
    };
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers).end(gzip ? file.gzip : file.body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
