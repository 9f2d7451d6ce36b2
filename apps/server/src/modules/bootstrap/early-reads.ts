import {
  addDays,
  agendaFirstReads,
  agendaReadPath,
  agendaWeekReadRange,
  instantToZoned,
  mondayOf,
} from '@recepta/domain';

/** Weeks around this one whose read the shell can start: where a stored week usually is. */
const WEEKS_BEFORE = 8;
const WEEKS_AFTER = 26;

/**
 * What the app shell's early-reads script needs for /admin/agenda (http/early-reads-script.ts,
 * docs/architecture.md#loading-the-admin-panel): the organisation's zone, the paths of the
 * catalogue lists and the shell's unread badge, and the path of each week's read around this one by its Monday. Paths come from the
 * domain's helpers, the ones the web app asks with, so they match its requests to the byte.
 */
export interface EarlyReads {
  tz: string;
  paths: string[];
  weeks: Record<string, string>;
}

export function earlyReads(orgId: string, tz: string, now: Date): EarlyReads {
  const monday = mondayOf(instantToZoned(now.getTime(), tz).date);
  const weeks: Record<string, string> = {};
  for (let i = -WEEKS_BEFORE; i <= WEEKS_AFTER; i++) {
    const week = addDays(monday, 7 * i);
    weeks[week] = agendaReadPath(orgId, agendaWeekReadRange(week, tz));
  }
  return { tz, paths: agendaFirstReads(orgId), weeks };
}
