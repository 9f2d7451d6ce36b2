import { MIRRORED_KEYS } from '@recepta/domain/first-paint';
import { firstRender } from './first-render.ts';

/**
 * The preferences the server needs to draw a page as the browser would (the page contract's
 * MIRRORED_KEYS: the agenda's week, zoom, hidden professionals and cancelled filter, and the
 * sidebar) are kept in local storage as docs/product.md#local-storage says, and mirrored into
 * cookies of the same name, which only /admin pages carry (docs/architecture.md#the-server-draws-the-agenda).
 */
// Pure: a page script that bundles this module (app/page-scripts/theme-boot.ts) leaves it out unless it reads storage through it.
const mirrored = /* @__PURE__ */ new Set<string>(MIRRORED_KEYS);

/** Sets one cookie for the panel's pages (not sent with API calls); null removes it. */
export function writePanelCookie(key: string, value: string | null): void {
  // About a year: a preference outlives any session. (Inside the function, so that a page script
  // bundling this module without writing cookies carries none of it.)
  const COOKIE_MAX_AGE = 400 * 24 * 3600;
  const cookie =
    value === null ? `${key}=; max-age=0` : `${key}=${encodeURIComponent(value)}; max-age=${COOKIE_MAX_AGE}`;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the panel supports (Firefox).
    document.cookie = `${cookie}; path=/admin; samesite=lax`;
  } catch {
    // No cookies: the server then draws the defaults and the browser renders the page itself.
  }
}

/**
 * localStorage that never throws (private mode, quota, disabled storage). While a page drawn by the
 * server is hydrating, a mirrored key reads what the server read, so the first render matches it.
 */
export function readStorage(key: string): string | null {
  const first = firstRender();
  if (first && mirrored.has(key)) return first.stored[key] ?? null;
  return readStorageNow(key);
}

/** Reads local storage itself, whatever render is in progress. */
export function readStorageNow(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the preference simply is not remembered.
  }
  if (mirrored.has(key)) writePanelCookie(key, value);
}
