import { formatInstantInZone } from '../time.ts';
import { weekRange } from './week.ts';

/** [start, end) of an agenda read, as the ISO instants with the zone's offset sent to the API. */
export interface AgendaReadRange {
  start: string;
  end: string;
}

function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The week of `monday` in `tz`, as the agenda reads it from GET /api/agenda. */
export function agendaWeekReadRange(monday: string, tz: string): AgendaReadRange {
  const week = weekRange(monday, tz);
  return { start: formatInstantInZone(week.start, tz), end: formatInstantInZone(week.end, tz) };
}

/**
 * The path and query of the agenda's read of `range`. The browser asks exactly this, and the server
 * writes the same path into the app shell so the page can start the read before its code has loaded
 * (docs/architecture.md#loading-the-admin-panel): the two must agree to the byte, hence one helper.
 */
export function agendaReadPath(orgId: string, range: AgendaReadRange): string {
  return `/api/agenda?${query({ orgId, start: range.start, end: range.end })}`;
}

/** GET /api/<entity>?orgId=…: a catalogue list, as the browser asks it (see agendaReadPath). */
export function catalogListPath(orgId: string, entity: string): string {
  return `/api/${entity}?${query({ orgId })}`;
}

/** GET /api/conversations/unread?orgId=…: the admin shell's badge, as the browser asks it. */
export function unreadCountPath(orgId: string): string {
  return `/api/conversations/unread?${query({ orgId })}`;
}

/**
 * Everything a signed-in load of the agenda reads besides the week (config, locations and the
 * session come inlined): the catalogue lists it draws from and the shell's unread badge.
 */
export function agendaFirstReads(orgId: string): string[] {
  return [
    ...['resources', 'services', 'blocks'].map((entity) => catalogListPath(orgId, entity)),
    unreadCountPath(orgId),
  ];
}
