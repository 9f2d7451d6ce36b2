import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { type CachedResponse, sendCached } from './cached-response.ts';
import { errorBody } from './errors.ts';

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

/** The built shell a signed-in page of the panel starts from: app.html, and each admin path's code (below). */
export interface PanelShell {
  html: string;
  preloads: Record<string, string[]>;
}

/**
 * Answers a signed-in page load of an /admin path (apps/server/src/first-paint/panel-pages.ts,
 * docs/architecture.md#loading-the-admin-panel): sends it and returns the reply, or undefined when
 * the request has no staff session, for the shared shell to be sent instead.
 */
export type PanelPages = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  shell: PanelShell,
) => Promise<FastifyReply | undefined>;

/** Whether `webDist` holds a web build: the landing and the app shell. */
export function hasWebBuild(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html')) && existsSync(join(webDist, 'app.html'));
}

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
  panelPages?: PanelPages,
): Promise<void> {
  let landing: CachedResponse | undefined;
  let shell: CachedResponse | undefined;
  let panelShell: PanelShell = { html: '', preloads: {} };
  if (webDist !== undefined && hasWebBuild(webDist)) {
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
    const shellHtml = readFileSync(join(webDist, 'app.html'), 'utf8');
    shell = page(shellHtml);
    panelShell = { html: shellHtml, preloads: readRoutePreloads(webDist) };
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
    // A signed-in page of the panel is its own (first-paint/panel-pages.ts); the rest share the cached shell.
    if (panelPages && request.headers.cookie && wantsBootstrap(path)) {
      const sent = await panelPages(request, reply, routePath(path), panelShell);
      if (sent) return sent;
    }
    return sendCached(request, reply, shell);
  });
}
