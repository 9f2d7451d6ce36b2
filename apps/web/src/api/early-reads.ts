/**
 * Reads the app shell started before any of the app's code had loaded: for a signed-in load of
 * /admin/agenda, the server's inline script asks for the week and the catalogue lists at once and
 * leaves their promises here, keyed by path and query (docs/architecture.md#loading-the-admin-panel).
 * apiFetch adopts one instead of asking again when it asks the very same path; what the first
 * screen's prefetch did not take is dropped, so nothing old is ever adopted later.
 */
declare global {
  interface Window {
    /** Written by the early-reads script (app/page-scripts/early-reads.ts), inlined by the server. */
    __receptaEarly?: Record<string, Promise<Response>>;
  }
}

/** The response already on its way for `url` (a GET), once; undefined when none was started. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__receptaEarly;
  const read = early?.[url];
  if (read) delete early[url];
  return read;
}

/** Forgets the reads nothing took (called once the opened screen's prefetch has started its own). */
export function dropEarlyReads(): void {
  if (typeof window !== 'undefined') delete window.__receptaEarly;
}
