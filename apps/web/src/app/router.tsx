import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, type HydrationState, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { adminScreens, lazyScreen, prefetchScreen } from './screens.ts';

/**
 * The landing is not part of this app: the server answers `/` with a page prerendered at build
 * (scripts/prerender.ts) that runs no JavaScript. Reaching `/` or an unknown path inside the app
 * therefore leaves it with a full page load, and none of the landing's code is in this bundle.
 */
function GoToLanding() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

function NothingYet() {
  return null;
}

/**
 * Routes of docs/product.md#screens-and-routes. Every screen loads on demand (screens.ts), so the
 * main chunk holds only the shell. The same tree serves the browser and the server's drawing of a
 * page (entry-server.tsx), so the two agree on every route's id; on the server (`queryClient`
 * null) the loaders start nothing.
 */
export function appRoutes(queryClient: QueryClient | null): RouteObject[] {
  return [
    { path: '/', element: <GoToLanding /> },
    { path: '/login', lazy: () => import('../auth/login-page.tsx').then((m) => ({ Component: m.default })) },
    { path: '/register', lazy: () => import('../auth/register-page.tsx').then((m) => ({ Component: m.default })) },
    {
      path: '/forgot-password',
      lazy: () => import('../auth/forgot-password-page.tsx').then((m) => ({ Component: m.default })),
    },
    {
      path: '/reset-password',
      lazy: () => import('../auth/reset-password-page.tsx').then((m) => ({ Component: m.default })),
    },
    // An invitation link (docs/product.md#team): accepted as the signed-in person it was sent to.
    {
      path: '/invitacion/:token',
      lazy: () => import('../team/accept-invitation-page.tsx').then((m) => ({ Component: m.default })),
    },
    // The public demo chat (docs/product.md#demo-chat): no account; the landing's "Ver demo" leads here.
    { path: '/demo', lazy: () => import('../demo/demo-page.tsx').then((m) => ({ Component: m.default })) },
    {
      path: '/admin',
      lazy: async () => {
        const { default: AdminShell } = await import('../admin/shell/admin-shell.tsx');
        // The sidebar warms a screen through the screen table, handed down: a feature folder does
        // not import app/screens.ts, which imports every screen (docs/architecture.md#web-app-folders).
        return { Component: () => <AdminShell prefetchScreen={prefetchScreen} /> };
      },
      // While the first screen's code loads, nothing: the page is blank for that moment, as before.
      HydrateFallback: NothingYet,
      children: [
        { index: true, element: <Navigate to="today" replace /> },
        ...Object.entries(adminScreens).map(([path, screen]) => ({
          path: path.slice('/admin/'.length),
          lazy: lazyScreen(path),
          // A screen's data starts with the navigation, in parallel with its code
          // (docs/architecture.md#loading-the-admin-panel); the loader never waits for it.
          ...(screen.prefetch && {
            loader: () => {
              if (queryClient) screen.prefetch?.(queryClient);
              return null;
            },
          }),
        })),
      ],
    },
    // Any unknown path goes to the landing page (docs/product.md#screens-and-routes).
    { path: '*', element: <GoToLanding /> },
  ];
}

/** The browser's router. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/**
 * The router of a page the server drew: the matched routes' code is loaded first, and the loaders'
 * answers come from the server, so its first render is the server's and nothing is loaded again.
 */
export async function createHydratingRouter(queryClient: QueryClient, hydrationData: HydrationState) {
  const routes = appRoutes(queryClient);
  await Promise.all((matchRoutes(routes, window.location) ?? []).map(({ route }) => loadLazyRoute(route)));
  return createBrowserRouter(routes, { hydrationData });
}

/** Resolves a route's `lazy` (either form) into the route itself, as the router would on navigation. */
async function loadLazyRoute(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (!lazy) return;
  const loaded =
    typeof lazy === 'function'
      ? await lazy()
      : Object.fromEntries(
          await Promise.all(
            Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
          ),
        );
  Object.assign(route, loaded, { lazy: undefined });
}
