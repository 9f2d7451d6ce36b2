import type { agendaApi } from '../contract/agenda.ts';
import type { blockApi, resourceApi, serviceApi } from '../contract/catalog.ts';
import type { conversationApi } from '../contract/conversations.ts';
import type { RouteAnswer } from '../contract/route.ts';
import {
  type AgendaReadRange,
  agendaFirstReads,
  agendaReadPath,
  agendaWeekReadRange,
  catalogListPath,
  unreadCountPath,
} from '../scheduling/agenda-reads.ts';
import { normalizeWeekStart } from '../scheduling/week.ts';
import { addDays, instantToZoned, mondayOf } from '../time.ts';

/**
 * The agenda's first paint (docs/architecture.md#the-server-draws-the-agenda): one loader, whose
 * answer (AgendaFirstPaint) the server's drawing reads and inlines, and the browser seeds its
 * cache from when it hydrates; and the week rule that the loader, the app and the app shell's
 * early-reads script (apps/web/src/app/page-scripts/early-reads.ts) all open the agenda by.
 */

/** The panel path the agenda is drawn at. */
export const AGENDA_PAGE_PATH = '/admin/agenda';

/**
 * The Monday the agenda opens on (docs/product.md#agenda-week-and-zoom): the stored week when it
 * is a Monday, else this week in the organisation's zone.
 */
export function agendaOpeningWeek(stored: string | null, now: number, tz: string): string {
  return normalizeWeekStart(stored, instantToZoned(now, tz).date);
}

/** Whose agenda, at which instant, and the week the browser stored (its cookie on the server). */
export interface AgendaFirstPaintArgs {
  orgId: string;
  tz: string;
  now: number;
  storedWeek: string | null;
}

/** The agenda's first paint: the week it opens on and the answers it is drawn from, as the API gives them. */
export interface AgendaFirstPaint {
  monday: string;
  /** The week's read range (agendaWeekReadRange), the key the week is cached under. */
  range: AgendaReadRange;
  week: RouteAnswer<typeof agendaApi.read>;
  resources: RouteAnswer<typeof resourceApi.list>;
  services: RouteAnswer<typeof serviceApi.list>;
  blocks: RouteAnswer<typeof blockApi.list>;
  /** GET /api/conversations/unread: the shell's badge. */
  unread: RouteAnswer<typeof conversationApi.unread>;
}

type Answers = Omit<AgendaFirstPaint, 'monday' | 'range'>;

/** The paths of the loader's reads, by answer, as the browser asks them. */
export function agendaFirstPaintPaths(args: AgendaFirstPaintArgs): {
  monday: string;
  range: AgendaReadRange;
  paths: Record<keyof Answers, string>;
} {
  const monday = agendaOpeningWeek(args.storedWeek, args.now, args.tz);
  const range = agendaWeekReadRange(monday, args.tz);
  return {
    monday,
    range,
    // In this order: the week, the longest answer, is asked first.
    paths: {
      week: agendaReadPath(args.orgId, range),
      resources: catalogListPath(args.orgId, 'resources'),
      services: catalogListPath(args.orgId, 'services'),
      blocks: catalogListPath(args.orgId, 'blocks'),
      unread: unreadCountPath(args.orgId),
    },
  };
}

/** One GET of the API as the page's caller: the answer's JSON text, or null when it did not answer 200. */
export type ReadJson = (path: string) => Promise<string | null>;

/** A loader's answer, and the same as JSON with each API answer as the API wrote it (no second serialisation). */
export interface Loaded<T> {
  data: T;
  json: string;
}

/**
 * The agenda's loader: reads everything its first paint needs at once through `read`, or null when
 * an answer failed (the browser then asks and shows the failure as usual).
 */
export async function loadAgendaFirstPaint(
  read: ReadJson,
  args: AgendaFirstPaintArgs,
): Promise<Loaded<AgendaFirstPaint> | null> {
  const { monday, range, paths } = agendaFirstPaintPaths(args);
  const names = Object.keys(paths) as (keyof Answers)[];
  const bodies = await Promise.all(names.map((name) => read(paths[name])));
  const texts: Partial<Record<keyof Answers, string>> = {};
  for (const [i, name] of names.entries()) {
    const body = bodies[i];
    if (body === null || body === undefined) return null;
    texts[name] = body;
  }
  const answers = Object.fromEntries(names.map((name) => [name, JSON.parse(texts[name] as string)])) as Answers;
  const inlined = names.map((name) => `${JSON.stringify(name)}:${texts[name]}`).join(',');
  return {
    data: { monday, range, ...answers },
    json: `{"monday":${JSON.stringify(monday)},"range":${JSON.stringify(range)},${inlined}}`,
  };
}

/** Weeks around this one whose read the shell can start: where a stored week usually is. */
const WEEKS_BEFORE = 8;
const WEEKS_AFTER = 26;

/**
 * What the app shell's early-reads script needs for an agenda page the browser draws
 * (docs/architecture.md#loading-the-admin-panel): the organisation's zone, the paths of the
 * catalogue lists and the shell's unread badge, and the path of each week's read around this one
 * by its Monday. The script picks the week by agendaOpeningWeek and never writes a path itself.
 */
export interface EarlyReads {
  tz: string;
  paths: string[];
  weeks: Record<string, string>;
}

export function earlyReads(orgId: string, tz: string, now: number): EarlyReads {
  const monday = mondayOf(instantToZoned(now, tz).date);
  const weeks: Record<string, string> = {};
  for (let i = -WEEKS_BEFORE; i <= WEEKS_AFTER; i++) {
    const week = addDays(monday, 7 * i);
    weeks[week] = agendaReadPath(orgId, agendaWeekReadRange(week, tz));
  }
  return { tz, paths: agendaFirstReads(orgId), weeks };
}
