/**
 * The early-reads script (docs/architecture.md#loading-the-admin-panel), inlined by the server in
 * the shell of a signed-in /admin/agenda load that the browser draws, and run before the app's
 * code has even been fetched: it asks for the catalogue lists and the week the agenda will open
 * on, and leaves the promises in `window.__receptaEarly` by path, where the app's apiFetch adopts
 * them (api/early-reads.ts). The week is the agenda's own (agendaOpeningWeek: the one kept in
 * local storage, else this week in the organisation's zone); a week the server did not list is
 * left to the app. It never writes a path itself: every path was written by the server with the
 * domain's helpers, the ones the app asks with, so an adopted answer is the one the app would have
 * asked for. Bundled with what it uses of the domain by scripts/build-page-scripts.mjs into a
 * constant the Content-Security-Policy allows by its hash.
 */
import {
  AGENDA_WEEK_KEY,
  agendaOpeningWeek,
  EARLY_READS_ELEMENT_ID,
  type EarlyReads,
} from '@recepta/domain/first-paint';

try {
  const data = JSON.parse(document.getElementById(EARLY_READS_ELEMENT_ID)?.textContent ?? '') as EarlyReads;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(AGENDA_WEEK_KEY);
  } catch {
    // No storage: this week.
  }
  const week = data.weeks[agendaOpeningWeek(stored, Date.now(), data.tz)];
  const early: Record<string, Promise<Response>> = {};
  const start = (url: string) => {
    const read = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    // A failed read is the app's to report, when it adopts it.
    read.catch(() => {});
    early[url] = read;
  };
  if (week) start(week);
  data.paths.forEach(start);
  window.__receptaEarly = early;
} catch {
  // Anything amiss: the app asks for everything itself, as without this script.
}
