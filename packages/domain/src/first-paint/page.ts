/**
 * What a signed-in page of the panel carries between the server and the web app
 * (docs/architecture.md#loading-the-admin-panel and #the-server-draws-the-agenda), declared once
 * for both: the ids of the elements the server writes and the browser reads, the cookies the server
 * draws from, and what the web build's renderer (apps/web/src/entry-server.tsx) exports for the
 * server (apps/server/src/first-paint/renderer.ts). Nothing here runs a rule: names and types.
 */

import type { accountApi } from '../contract/accounts.ts';
import type { configApi } from '../contract/config.ts';
import type { orgApi } from '../contract/orgs.ts';
import type { HandlerAnswer, RouteAnswer } from '../contract/route.ts';
import type { LocationWire } from '../schemas/catalog.ts';

/**
 * What a signed-in page load of the panel carries (docs/architecture.md#loading-the-admin-panel):
 * the answers of GET /api/me and, for the organisation the panel works on, GET /api/orgs/{id},
 * /api/config and /api/locations, each as its route answers it. `'handler'`: as the server builds
 * it (the answers' handler types); the default: as the browser reads it (their JSON).
 */
export interface BootstrapOf<As extends 'wire' | 'handler' = 'wire'> {
  me: Answer<As, typeof accountApi.me>;
  org: {
    org: Answer<As, typeof orgApi.get>;
    config: Answer<As, typeof configApi.get>;
    locations: LocationWire[];
  } | null;
}
export type Bootstrap = BootstrapOf;
type Answer<As, R> = As extends 'wire' ? RouteAnswer<R> : HandlerAnswer<R>;

/** The session, organisation, config and locations (GET /api/me and friends), inlined in every signed-in /admin page. */
export const BOOTSTRAP_ELEMENT_ID = 'recepta-bootstrap';
/** The early reads' data (EarlyReads), for the early-reads script of an agenda page the browser draws. */
export const EARLY_READS_ELEMENT_ID = 'recepta-early';
/** A drawn page's FirstPaintState, after its markup. */
export const FIRST_PAINT_ELEMENT_ID = 'recepta-first-paint';
/** A drawn page's list of the app's code (entry first), for the app-start script. */
export const APP_CODE_ELEMENT_ID = 'recepta-app-code';
/** The element after a drawn page's markup: the first frame waits until it is parsed. */
export const DRAWN_END_ID = 'recepta-drawn-end';

/** The cookie holding the window's width, for the server to draw the next page for it. */
export const WIDTH_COOKIE = 'viewportWidth';

/** The local storage key (and cookie) of the Monday the agenda shows (docs/product.md#local-storage). */
export const AGENDA_WEEK_KEY = 'agendaWeekStart';

/**
 * The preferences the server needs to draw a page as the browser would (the sidebar, and the
 * agenda's week, zoom, hidden professionals and cancelled filter): kept in local storage and
 * mirrored into cookies of the same names, which only /admin pages carry.
 */
export const MIRRORED_KEYS = [
  'sidebarOpen',
  AGENDA_WEEK_KEY,
  'agendaZoom',
  'agendaHiddenResources',
  'agendaShowCancelled',
] as const;

/** A Cookie header's values by name (the first of a repeated name); a value that is not percent-encoding is left out. */
export function readCookies(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (found.has(name)) continue;
    try {
      found.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A cookie that is not ours (or not encoded as ours are): ignored.
    }
  }
  return found;
}

/** What the server hands its renderer for one page load. */
export interface FirstPaintRequest<Bootstrap = unknown> {
  /** The page's path and query, e.g. '/admin/agenda'. */
  url: string;
  /** What the page carries anyway (the session, organisation, config and locations). */
  bootstrap: Bootstrap;
  /** The request's Cookie header: the stored preferences and the window's width. */
  cookie: string | undefined;
  now: number;
}

/**
 * What the server assumed when it drew a page: the instant, the window's width and the stored
 * preferences it read from cookies. The browser's first render assumes the same until hydrated.
 */
export interface FirstRender {
  /** The instant the server drew the page at (the now line, today's column). */
  now: number;
  /** The window's width the server drew for, in CSS px (the WIDTH_COOKIE; a default without it). */
  width: number;
  /** The preferences the server read (MIRRORED_KEYS), null where none was stored. */
  stored: Record<string, string | null>;
}

/** What a drawn page carries for its hydration (FIRST_PAINT_ELEMENT_ID): the assumptions, the routes' loader data and the page's own data. */
export interface FirstPaintState<Data> extends FirstRender {
  loaderData: Record<string, unknown>;
  data: Data;
}

/**
 * The web build's server bundle, as the server loads it: renders a page from the data its loader
 * read, or null when it cannot draw it as the browser would (a route that redirects, say). The
 * state is what the page carries besides `data`, which the server inlines as its loader read it.
 */
export interface FirstPaintRenderer<Bootstrap, Data> {
  renderFirstPaint(
    request: FirstPaintRequest<Bootstrap>,
    data: Data,
  ): Promise<{ html: string; state: Omit<FirstPaintState<Data>, 'data'> } | null>;
}
