/**
 * The server's drawing of a panel page (docs/architecture.md#the-server-draws-the-agenda), built by
 * `vite build --ssr` into apps/web/dist-ssr and loaded by apps/server/src/http/first-paint.ts. The
 * server asks `firstPaintPlan` which API answers the page is drawn from, reads them for the
 * signed-in user, and `renderFirstPaint` renders the very components the browser then hydrates.
 *
 * Nothing here may keep one request's data past a synchronous step: the module is shared by every
 * request of the server, and the first render's assumptions (app/first-render.ts) are set only
 * around the synchronous calls that read them.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app-frame.tsx';
import { type Bootstrap, seedBootstrap } from './app/bootstrap.ts';
import { type FirstPaintState, firstPaintReads, seedFirstPaint, WIDTH_COOKIE } from './app/first-paint.ts';
import { QUERY_DEFAULTS } from './app/query-defaults.ts';
import { appRoutes } from './app/router.tsx';
import { beginFirstRender, DEFAULT_WIDTH, endFirstRender, type FirstRender } from './lib/first-render.ts';
import { MIRRORED_KEYS } from './lib/local-storage.ts';

export interface FirstPaintRequest {
  /** The page's path and query, e.g. '/admin/agenda'. */
  url: string;
  /** What the page carries anyway (the session, organisation, config and locations). */
  bootstrap: Bootstrap;
  /** The request's Cookie header: the stored preferences and the window's width. */
  cookie: string | undefined;
  now: number;
}

function cookies(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      found.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A cookie that is not ours (or not encoded as ours are): ignored.
    }
  }
  return found;
}

/** What the render assumes: the request's instant, and the width and preferences its cookies tell. */
function assumptions(request: FirstPaintRequest): FirstRender {
  const jar = cookies(request.cookie);
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

/** The API paths (GET) the page is drawn from, or null when the server does not draw this page. */
export function firstPaintPlan(request: FirstPaintRequest): string[] | null {
  const path = request.url.split('?')[0] ?? '';
  const reads = withFirstRender(assumptions(request), () => firstPaintReads(path, request.bootstrap, request.now));
  return reads?.map((read) => read.path) ?? null;
}

export interface FirstPaint {
  /** The markup of #root. */
  html: string;
  /** What the page carries for hydration, less `answers` (the server inlines those as it read them). */
  state: Omit<FirstPaintState, 'answers'>;
}

/**
 * Renders the page from the answers read for `firstPaintPlan`'s paths (parsed JSON by path), or
 * null when it cannot be drawn as the browser would (a route that redirects, say).
 */
export async function renderFirstPaint(
  request: FirstPaintRequest,
  answers: Record<string, unknown>,
): Promise<FirstPaint | null> {
  const routes = appRoutes(null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, 'http://recepta.local')));
  if (context instanceof Response || context.errors) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  const first = assumptions(request);
  const html = withFirstRender(first, () => {
    seedBootstrap(queryClient, request.bootstrap);
    seedFirstPaint(queryClient, context.location.pathname, request.bootstrap, { ...first, loaderData: {}, answers });
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
