import type { QueryClient } from '@tanstack/react-query';
import { type ApiRead, seedReads } from '../api/api-read.ts';
import { unreadCountRead } from '../api/conversations.ts';
import { BREAKPOINTS, type FirstRender } from '../lib/first-render.ts';
import { MIRRORED_KEYS, readStorageNow, writePanelCookie } from '../lib/local-storage.ts';
import type { Bootstrap } from './bootstrap.ts';
import { adminScreens, screenPath } from './screens.ts';

/** The id of the JSON a page drawn by the server carries (apps/server/src/http/first-paint.ts writes it). */
export const FIRST_PAINT_ELEMENT_ID = 'recepta-first-paint';

/** The cookie holding the window's width, for the server to draw the next page for it. */
export const WIDTH_COOKIE = 'viewportWidth';

/**
 * What a page drawn by the server carries for its hydration
 * (docs/architecture.md#the-server-draws-the-agenda): what the render assumed, the route loaders'
 * answers, and the API answers the screen was drawn from, by path.
 */
export interface FirstPaintState extends FirstRender {
  loaderData: Record<string, unknown>;
  answers: Record<string, unknown>;
}

/**
 * The reads a page of `pathname` is drawn from, or null when the server does not draw it (a screen
 * without `firstPaint`, or no organisation or zone yet). Call it inside a first render: the agenda's
 * week comes from the stored preference.
 */
export function firstPaintReads(pathname: string, bootstrap: Bootstrap | null, now: number): ApiRead<unknown>[] | null {
  const screen = adminScreens[screenPath(pathname)];
  const org = bootstrap?.org?.org;
  if (!screen?.firstPaint || !org?.tz) return null;
  return [...screen.firstPaint(org.id, org.tz, now), unreadCountRead(org.id)];
}

/** Seeds the cache with a drawn page's answers, under the keys its screens read. */
export function seedFirstPaint(
  queryClient: QueryClient,
  pathname: string,
  bootstrap: Bootstrap | null,
  state: FirstPaintState,
): void {
  seedReads(queryClient, firstPaintReads(pathname, bootstrap, state.now) ?? [], state.answers);
}

/** The drawn page's state, if this page was drawn by the server. */
export function readFirstPaint(doc: Document = document): FirstPaintState | null {
  const text = doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as FirstPaintState;
    return typeof state?.now === 'number' && typeof state.width === 'number' ? state : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser would render what the server drew: the same stored preferences (a cookie
 * can lag behind local storage, e.g. set before cookies mirrored it) and a window on the same side
 * of every breakpoint. Otherwise the browser renders the page itself, over the drawing.
 */
export function canHydrate(state: FirstPaintState, width: number = window.innerWidth): boolean {
  const sameSide = BREAKPOINTS.every((at) => width >= at === state.width >= at);
  return sameSide && MIRRORED_KEYS.every((key) => (state.stored[key] ?? null) === readStorageNow(key));
}

/** Brings the cookies up to what local storage and the window say, for the server's next drawing. */
export function syncPanelCookies(width: number = window.innerWidth): void {
  for (const key of MIRRORED_KEYS) {
    writePanelCookie(key, readStorageNow(key));
  }
  writePanelCookie(WIDTH_COOKIE, String(Math.round(width)));
}
