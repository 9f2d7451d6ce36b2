import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { asResolvedCaller, type RequestActor } from './actor.ts';
import { type CachedResponse, pickEncoding, sendCached } from './cached-response.ts';
import { EARLY_READS_ELEMENT_ID, EARLY_READS_SCRIPT } from './early-reads-script.ts';
import { errorBody } from './errors.ts';
import {
  type DrawnShell,
  drawFirstPaint,
  drawnShell,
  type FirstPaintRenderer,
  type FirstPaintRequest,
  loadFirstPaint,
} from './first-paint.ts';
import { scriptSafeJson } from './script-safe.ts';
import { withBootstrap } from './shell-head.ts';

/** What the landing needs from the settings. */
export type SiteConfig = Pick<Config, 'publicUrl' | 'whatsapp'>;

/**
 * Placeholders the prerendered landing carries (apps/web/src/landing/content.ts); the server fills
 * them from its config, since the build cannot know where or for whom it will run.
 */
const WHATSAPP_URL_PLACEHOLDER = '%WHATSAPP_URL%';
const WHATSAPP_TARGET_PLACEHOLDER = '%WHATSAPP_TARGET%';
const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';
const DEMO_URL_PLACEHOLDER = '%DEMO_URL%';
const DEMO_TARGET_PLACEHOLDER = '%DEMO_TARGET%';

/** The chat link of the landing's buttons: wa.me with the number when one is configured. */
export function whatsappUrl(whatsapp: Config['whatsapp']): string {
  return `https://wa.me/${whatsapp.number ?? ''}?text=${encodeURIComponent(whatsapp.text)}`;
}

/**
 * Where the landing's plan and contact buttons lead: the WhatsApp chat (a new tab) when a number is
 * configured, else /register in the same tab (wa.me without a number opens no chat).
 */
export function contactLink(whatsapp: Config['whatsapp']): { href: string; target: '_blank' | '_self' } {
  return whatsapp.number ? { href: whatsappUrl(whatsapp), target: '_blank' } : { href: '/register', target: '_self' };
}

/**
 * Where the landing's "Ver demo (60s)" leads: the WhatsApp chat (a new tab) when a number is
 * configured, else the web demo chat at /demo (docs/product.md#demo-chat), in the same tab.
 */
export function demoLink(whatsapp: Config['whatsapp']): { href: string; target: '_blank' | '_self' } {
  return whatsapp.number ? { href: whatsappUrl(whatsapp), target: '_blank' } : { href: '/demo', target: '_self' };
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * What a signed-in page load of the panel carries inside its HTML (the session, the organisation,
 * its zone, config and locations), and for a screen whose reads can start before the app's code
 * the data of the early-reads script (early-reads-script.ts); or null to send the shared shell.
 * See docs/architecture.md#loading-the-admin-panel.
 */
export type ShellData = (
  request: FastifyRequest,
  path: string,
) => Promise<{ bootstrap: unknown; earlyReads?: unknown; now: number; actor: RequestActor } | null>;

/**
 * The code each admin path needs besides the app's own (written by apps/web/scripts/prerender.ts
 * from the build's manifest; a dotfile, so never served): sent as modulepreload links, so that it
 * downloads beside the main chunk instead of after it has run.
 */
const ROUTE_PRELOADS_FILE = '.route-preloads.json';

function readRoutePreloads(webDist: string): Record<string, string[]> {
  const file = join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  } catch {
    return {};
  }
}

/** Path without trailing slashes ('/admin/agenda/' is the agenda too). */
function routePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Only the admin panel's pages read the bootstrap; sign-in pages and the rest get the shared shell. */
function wantsBootstrap(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** An HTML page held in memory, compressed once at start rather than on every request. */
function page(html: string): CachedResponse {
  const identity = Buffer.from(html, 'utf8');
  // Compressed at the highest levels once, on the first request that asks for each encoding: done
  // at start it was the largest single step of building the app (docs/deploy.md#cold-start).
  const compressed: Partial<Record<'br' | 'gzip', Buffer>> = {};
  const compress = {
    br: () => brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: () => gzipSync(identity, { level: 9 }),
  };
  return {
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    contentType: 'text/html; charset=utf-8',
    identity,
    encoded: (encoding) => {
      compressed[encoding] ??= compress[encoding]();
      return compressed[encoding];
    },
  };
}

/**
 * Serves the built web app (apps/web/dist, see apps/web/scripts/prerender.ts):
 * - `/` answers the prerendered landing (index.html), its WhatsApp and public-URL placeholders
 *   filled from the config once, at start;
 * - hashed assets are cached for a year, and sent precompressed (.br/.gz) when the client accepts;
 * - unknown /api and /cal paths answer a JSON 404; any other GET gets the app shell (app.html), whose
 *   router sends unknown paths to the landing page (docs/product.md#screens-and-routes). HTML is revalidated every time.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  site: SiteConfig,
  shellData?: ShellData,
): Promise<void> {
  const hasBuild =
    webDist !== undefined && existsSync(join(webDist, 'index.html')) && existsSync(join(webDist, 'app.html'));
  let landing: CachedResponse | undefined;
  let shell: CachedResponse | undefined;
  let shellHtml = '';
  let routePreloads: Record<string, string[]> = {};
  // The renderer (the web build's server bundle) loads once the server listens, not before: it is
  // only needed by a signed-in page load, and importing it took about a tenth of a cold start
  // (docs/benchmarks.md#production-build). A page asked for before it is in hand waits for it.
  let firstPaint: Promise<FirstPaintRenderer | undefined> = Promise.resolve(undefined);
  if (hasBuild) {
    const contact = contactLink(site.whatsapp);
    const publicUrl = escapeAttribute(site.publicUrl);
    const demo = demoLink(site.whatsapp);
    landing = page(
      readFileSync(join(webDist, 'index.html'), 'utf8')
        .replaceAll(WHATSAPP_URL_PLACEHOLDER, escapeAttribute(contact.href))
        .replaceAll(WHATSAPP_TARGET_PLACEHOLDER, contact.target)
        .replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl)
        .replaceAll(DEMO_URL_PLACEHOLDER, escapeAttribute(demo.href))
        .replaceAll(DEMO_TARGET_PLACEHOLDER, demo.target),
    );
    shellHtml = readFileSync(join(webDist, 'app.html'), 'utf8');
    shell = page(shellHtml);
    routePreloads = readRoutePreloads(webDist);
    let loadRenderer: (() => void) | undefined;
    firstPaint = new Promise<FirstPaintRenderer | undefined>((resolve, reject) => {
      loadRenderer = () => loadFirstPaint(webDist).then(resolve, reject);
    });
    // app.ready() starts it too: inject()-only servers (the tests) never listen.
    app.addHook('onReady', async () => {
      setImmediate(() => loadRenderer?.());
    });
    await app.pluginRoutes(() =>
      app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        // The HTML pages are answered from memory above (filled and compressed); the .br/.gz
        // siblings are chosen by preCompressed, not requested by name. Dotfiles (the build's
        // .inputs-hash stamp) are never served.
        index: false,
        globIgnore: ['**/*.html', '**/*.br', '**/*.gz', '**/.*'],
        preCompressed: true,
        setHeaders(reply, path) {
          reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    const landingPage = landing;
    app.get('/', { config: { access: 'public' } }, (request, reply) => sendCached(request, reply, landingPage));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The API and the calendar feeds (/cal/{token}.ics) are not pages: their unknown paths are JSON 404s.
    const notPage = ['/api', '/cal'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (notPage || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('not_found'));
    }
    if (!shell) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está compilada: ejecuta `npm run build`.');
    }
    if (shellData && request.headers.cookie && wantsBootstrap(path)) {
      const route = routePath(path);
      const data = await shellData(request, route).catch((error: unknown) => {
        // The page still works without it: the app then asks /api/me itself.
        request.log.warn({ err: error }, 'app shell bootstrap failed');
        return null;
      });
      if (data) {
        // One person's data: never kept by a shared cache, nor stored by the browser.
        reply.header('cache-control', 'private, no-store').header('vary', 'cookie, accept-encoding');
        reply.type('text/html; charset=utf-8');
        const preloads = routePreloads[route] ?? [];
        const cookie = request.headers.cookie;
        const firstPaintRequest = { url: request.url, bootstrap: data.bootstrap, cookie, now: data.now };
        const renderer = await firstPaint.catch((error: unknown) => {
          request.log.error({ err: error }, 'loading the page renderer failed');
          return undefined;
        });
        const plan = renderer && planFirstPaint(request, renderer, firstPaintRequest);
        const drawnPage = plan && drawnShell(shellHtml, data.bootstrap, preloads);
        if (renderer && plan && drawnPage) {
          return sendDrawn(reply, drawnPage, async () => {
            // The page's reads are its caller's: resolved once above, not once more per read.
            const draw = () => drawFirstPaint(app, renderer, firstPaintRequest, plan);
            const drawn = await asResolvedCaller(cookie, data.actor, draw).catch((error: unknown) => {
              // Drawn by the browser instead, as every page was before.
              request.log.error({ err: error }, 'drawing the page failed');
              return null;
            });
            if (drawn) request.log.debug({ ...drawn.timing }, 'page drawn');
            return drawnPage.rest(drawn, earlyReadsHtml(data.earlyReads));
          });
        }
        const html = Buffer.from(personalShell(shellHtml, data, preloads), 'utf8');
        const gzip = pickEncoding(request.headers['accept-encoding'], ['gzip']) === 'gzip';
        if (gzip) reply.header('content-encoding', 'gzip');
        return reply.send(gzip ? gzipSync(html, { level: 6 }) : html);
      }
    }
    return sendCached(request, reply, shell);
  });
}

/**
 * The shell of one signed-in load: the bootstrap JSON; for a screen with early reads, their JSON
 * and the script that starts them, placed before the app's script and stylesheet (an inline
 * script after a stylesheet would wait for it); and modulepreload links for the route's code.
 */
export function personalShell(
  shellHtml: string,
  data: { bootstrap: unknown; earlyReads?: unknown },
  preloads: readonly string[],
): string {
  let html = shellHtml;
  const early = earlyReadsHtml(data.earlyReads);
  if (early) {
    const at = html.indexOf('<script type="module"');
    html = at >= 0 ? `${html.slice(0, at)}${early}${html.slice(at)}` : html.replace('</head>', () => `${early}</head>`);
  }
  return withBootstrap(html, data.bootstrap, preloads, 'preload');
}

/** The reads `page` is drawn from; null when its screen is not drawn, or the renderer failed (logged: the browser then draws it). */
function planFirstPaint(
  request: FastifyRequest,
  renderer: FirstPaintRenderer,
  page: FirstPaintRequest,
): string[] | null {
  try {
    return renderer.firstPaintPlan(page);
  } catch (error) {
    request.log.error({ err: error }, 'drawing the page failed');
    return null;
  }
}

/** The early reads' JSON and the script that starts them, or nothing for a screen without them. */
function earlyReadsHtml(earlyReads: unknown): string {
  if (earlyReads === undefined) return '';
  return (
    `<script id="${EARLY_READS_ELEMENT_ID}" type="application/json">${scriptSafeJson(earlyReads)}</script>` +
    `<script>${EARLY_READS_SCRIPT}</script>\n    `
  );
}

/**
 * Sends a page the server draws as it is made: its head at once (flushed through the compressor),
 * so the browser sets up the document and reads its stylesheets while `rest` reads the data and
 * draws; then the rest. br at quality 4 where accepted (as fast as gzip's level 6 on a drawn
 * week, and a third smaller), else gzip.
 */
function sendDrawn(reply: FastifyReply, page: DrawnShell, rest: () => Promise<string>): FastifyReply {
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : undefined;
  const out = compressor ?? new PassThrough();
  if (encoding) reply.header('content-encoding', encoding);
  out.write(page.head);
  void reply.send(out);
  // The drawing starts once the head has left: its reads run on this event loop and, started
  // at once, held the head back until they were done (most of the page's time at 500 appointments:
  // docs/benchmarks.md#figures-behind-code-comments).
  const headSent = new Promise<void>((resolve) => {
    if (compressor) compressor.flush(() => setImmediate(resolve));
    else setImmediate(resolve);
  });
  headSent.then(rest).then(
    (html) => {
      // The browser may have gone meanwhile (the reply then destroyed the stream).
      if (!out.destroyed) out.end(html);
    },
    (error: unknown) => {
      reply.log.error({ err: error }, 'drawing the page failed');
      out.destroy(error as Error);
    },
  );
  return reply;
}
