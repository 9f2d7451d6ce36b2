/**
 * The server's drawing of the agenda (docs/architecture.md#the-server-draws-the-agenda), built by
 * `vite build --ssr` into apps/web/dist-ssr and loaded by apps/server/src/first-paint/renderer.ts
 * as the page contract's FirstPaintRenderer (packages/domain first-paint/page.ts). The server runs
 * the agenda's loader (first-paint/agenda.ts) for the signed-in user and hands its data here;
 * `renderFirstPaint` renders the very components the browser then hydrates from the same data.
 *
 * Nothing here may keep one request's data past a synchronous step: the module is shared by every
 * request of the server, and the first render's assumptions (lib/first-render.ts) are set only
 * around the synchronous calls that read them.
 */
import {
  type AgendaFirstPaint,
  type FirstPaintRequest,
  MIRRORED_KEYS,
  readCookies,
  WIDTH_COOKIE,
} from '@recepta/domain';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app-frame.tsx';
import { type Bootstrap, seedBootstrap } from './app/bootstrap.ts';
import { type FirstPaintState, seedFirstPaint } from './app/first-paint.ts';
import { QUERY_DEFAULTS } from './app/query-defaults.ts';
import { appRoutes } from './app/router.tsx';
import { beginFirstRender, DEFAULT_WIDTH, endFirstRender, type FirstRender } from './lib/first-render.ts';

/** What the render assumes: the request's instant, and the width and preferences its cookies tell. */
function assumptions(request: FirstPaintRequest<Bootstrap>): FirstRender {
  const jar = readCookies(request.cookie);
  const width = Number(jar.get(WIDTH_COOKIE));
  return {
    now: request.now,
    width: Number.isFinite(width) && width > 0 && width < 100_000 ? width : DEFAULT_WIDTH,
    stored: Object.fromEntries(MIRRORED_KEYS.map((key) => [key, jar.get(key) ?? null])),
  };
}

function withFirstRender<T>(value: FirstRender, run: () => T): T {
  beginFirstRender(value);
  try {
    return run();
  } finally {
    endFirstRender();
  }
}

export interface FirstPaint {
  /** The markup of #root. */
  html: string;
  /** What the page carries for hydration, less `data` (the server inlines the loader's data as it read it). */
  state: Omit<FirstPaintState, 'data'>;
}

/**
 * Renders the agenda page from its loader's data, or null when it cannot be drawn as the browser
 * would (a route that redirects, say).
 */
export async function renderFirstPaint(
  request: FirstPaintRequest<Bootstrap>,
  data: AgendaFirstPaint,
): Promise<FirstPaint | null> {
  const routes = appRoutes(null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, 'http://recepta.local')));
  if (context instanceof Response || context.errors) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  const first = assumptions(request);
  const html = withFirstRender(first, () => {
    seedBootstrap(queryClient, request.bootstrap);
    seedFirstPaint(queryClient, request.bootstrap, data);
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <AppFrame queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>,
    );
  });
  queryClient.clear();
  return { html, state: { ...first, loaderData: context.loaderData } };
}
