import { AGENDA_PAGE_PATH } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import { hasWebBuild, type PanelPages } from '../http/spa.ts';
import { sendAgendaPage } from './agenda-page.ts';
import type { PanelPageData } from './panel-page-data.ts';
import { personalShell, sendShell } from './personal-shell.ts';
import { type AgendaRenderer, loadRenderer } from './renderer.ts';

/**
 * The panel's signed-in page loads (docs/architecture.md#loading-the-admin-panel), which the
 * app shell's fallback routes here: /admin/agenda is its own route (agenda-page.ts); any other
 * /admin path is the shell with the bootstrap and its route's code links.
 */
export function panelPages(
  app: FastifyInstance,
  webDist: string | undefined,
  /** The page's data for its caller; null when it is not a staff member's session. */
  readData: (request: Parameters<PanelPages>[0]) => Promise<PanelPageData | null>,
): PanelPages {
  // The renderer (the web build's server bundle) loads once the server listens, not before: it is
  // only needed by a signed-in page load, and importing it took about a tenth of a cold start
  // (docs/benchmarks.md#production-build). A page asked for before it is in hand waits for it.
  let renderer: Promise<AgendaRenderer | undefined> = Promise.resolve(undefined);
  if (webDist !== undefined && hasWebBuild(webDist)) {
    let load: (() => void) | undefined;
    renderer = new Promise<AgendaRenderer | undefined>((resolve, reject) => {
      load = () => loadRenderer(webDist).then(resolve, reject);
    });
    // app.ready() starts it too: inject()-only servers (the tests) never listen.
    app.addHook('onReady', async () => {
      setImmediate(() => load?.());
    });
  }
  return async (request, reply, path, shell) => {
    const data = await readData(request).catch((error: unknown) => {
      // The page still works without it: the app then asks /api/me itself.
      request.log.warn({ err: error }, 'app shell bootstrap failed');
      return null;
    });
    if (!data) return undefined;
    // One person's data: never kept by a shared cache, nor stored by the browser.
    reply.header('cache-control', 'private, no-store').header('vary', 'cookie, accept-encoding');
    reply.type('text/html; charset=utf-8');
    const preloads = shell.preloads[path] ?? [];
    if (path === AGENDA_PAGE_PATH) {
      return sendAgendaPage(app, renderer, request, reply, data, { html: shell.html, preloads });
    }
    return sendShell(request, reply, personalShell(shell.html, data.bootstrap, '', preloads));
  };
}
