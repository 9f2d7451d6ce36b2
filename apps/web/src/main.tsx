import './app/theme-boot.ts';
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { dropEarlyReads } from './api/early-reads.ts';
import { AppFrame } from './app/app-frame.tsx';
import { readBootstrap } from './app/bootstrap.ts';
import {
  canHydrate,
  type FirstPaintState,
  readFirstPaint,
  seedFirstPaint,
  syncPanelCookies,
} from './app/first-paint.ts';
import { queryClient } from './app/query-client.ts';
import { createAppRouter, createHydratingRouter } from './app/router.tsx';
import { prefetchOnStart } from './app/screens.ts';
import { beginFirstRender, endFirstRender } from './lib/first-render.ts';
import './index.css';

declare global {
  interface Window {
    /** Hydration errors React recovered from (a drawn page the browser had to render again); read by tests and the bench. */
    __receptaHydrationErrors?: number;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

const drawn = readFirstPaint();
const hydrating = drawn !== null && canHydrate(drawn);
// What the server should assume next time: this browser's preferences and width.
syncPanelCookies();
// Which way the page starts, for tests and the bench (bench/lib/page-timing.ts).
performance.mark(hydrating ? 'app:hydrate' : 'app:render');
if (hydrating) void hydrate(drawn);
else render();

/** A page the server did not draw (or drew for another width or other preferences): the browser renders it. */
function render() {
  // The opened screen's data starts now, beside its code (docs/architecture.md#loading-the-admin-panel).
  prefetchOnStart(window.location.pathname, queryClient);
  // Its reads took the shell's early reads they match (a task later, after the prefetch's microtasks).
  setTimeout(dropEarlyReads, 0);
  const router = createAppRouter(queryClient);
  // createRoot replaces whatever the server drew, if anything.
  createRoot(root as HTMLElement).render(
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
}

/** Once hydrated, everything reads the browser again (app/first-render.ts). */
function Hydrated() {
  useEffect(() => {
    endFirstRender();
    performance.mark('app:hydrated');
  }, []);
  return null;
}

/**
 * A page the server drew (docs/architecture.md#the-server-draws-the-agenda): the cache gets the
 * agenda loader's data the drawing was made from (typed by the page contract, as the server's render
 * had it), the first render assumes what the server assumed, and React adopts the markup instead of
 * building it.
 */
async function hydrate(state: FirstPaintState) {
  beginFirstRender(state);
  seedFirstPaint(queryClient, readBootstrap(), state.data);
  const router = await createHydratingRouter(queryClient, { loaderData: state.loaderData });
  window.__receptaHydrationErrors = 0;
  hydrateRoot(
    root as HTMLElement,
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
      <Hydrated />
    </AppFrame>,
    {
      onRecoverableError(error) {
        // React rendered the page again itself: correct, only slower. Counted, and said in the console.
        window.__receptaHydrationErrors = (window.__receptaHydrationErrors ?? 0) + 1;
        console.error('recepta: the drawn page did not match its hydration', error);
      },
    },
  );
}
