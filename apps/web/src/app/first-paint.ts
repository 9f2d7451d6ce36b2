import {
  type AgendaFirstPaint,
  FIRST_PAINT_ELEMENT_ID,
  MIRRORED_KEYS,
  type FirstPaintState as PageState,
  WIDTH_COOKIE,
} from '@recepta/domain';
import type { QueryClient } from '@tanstack/react-query';
import { seedAgendaFirstPaint } from '../admin/agenda/data/prefetch-agenda.ts';
import { unreadCountRead } from '../api/conversations.ts';
import { BREAKPOINTS } from '../lib/first-render.ts';
import { readStorageNow, writePanelCookie } from '../lib/local-storage.ts';
import type { Bootstrap } from './bootstrap.ts';

/**
 * What a page drawn by the server carries for its hydration
 * (docs/architecture.md#the-server-draws-the-agenda): what the render assumed, the route loaders'
 * answers, and the agenda loader's data (packages/domain first-paint/agenda.ts), the one page the
 * server draws.
 */
export type FirstPaintState = PageState<AgendaFirstPaint>;

/**
 * Seeds the cache with a drawn page's data, under the keys its screens read: the agenda's week and
 * catalogue lists, and the shell's unread badge.
 */
export function seedFirstPaint(queryClient: QueryClient, bootstrap: Bootstrap | null, data: AgendaFirstPaint): void {
  const orgId = bootstrap?.org?.org.id;
  if (!orgId) return;
  seedAgendaFirstPaint(queryClient, orgId, data);
  const unread = unreadCountRead(orgId);
  queryClient.setQueryData(unread.queryKey, unread.pick(data.unread));
}

/** The drawn page's state, if this page was drawn by the server. */
export function readFirstPaint(doc: Document = document): FirstPaintState | null {
  const text = doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as FirstPaintState;
    return typeof state?.now === 'number' && typeof state.width === 'number' && state.data ? state : null;
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
