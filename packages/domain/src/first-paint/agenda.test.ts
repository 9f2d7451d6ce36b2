import { describe, expect, it } from 'vitest';
import { agendaApi } from '../contract/agenda.ts';
import { agendaReadPath, agendaWeekReadRange } from '../scheduling/agenda-reads.ts';
import { agendaQuery } from '../schemas/scheduling.ts';
import { zonedToInstant } from '../time.ts';
import { agendaFirstPaintPaths, agendaOpeningWeek, earlyReads, loadAgendaFirstPaint } from './agenda.ts';
import { readCookies } from './page.ts';

const CR = 'America/Costa_Rica';
/** Thursday 26 November 2026, 09:00 in Costa Rica. */
const NOW = zonedToInstant('2026-11-26', 9 * 60, CR);
const MONDAY = '2026-11-23';
const NEXT_MONDAY = '2026-11-30';
const args = { orgId: 'o1', tz: CR, now: NOW };
const weekPath = (monday: string) => agendaReadPath('o1', agendaWeekReadRange(monday, CR));

describe("the agenda's week rule", () => {
  it('opens on the stored Monday, else this week in the zone', () => {
    expect(agendaOpeningWeek(NEXT_MONDAY, NOW, CR)).toBe(NEXT_MONDAY);
    expect(agendaOpeningWeek(null, NOW, CR)).toBe(MONDAY);
    // A stored day that is not a Monday, or no date at all: this week (domain normalizeWeekStart).
    expect(agendaOpeningWeek('2026-12-02', NOW, CR)).toBe(MONDAY);
    expect(agendaOpeningWeek('nope', NOW, CR)).toBe(MONDAY);
  });

  it("takes today's date in the organisation's zone: Monday 01:00 in Auckland is still Sunday in Costa Rica", () => {
    const mondayInAuckland = zonedToInstant('2026-11-30', 60, 'Pacific/Auckland');
    expect(agendaOpeningWeek(null, mondayInAuckland, 'Pacific/Auckland')).toBe(NEXT_MONDAY);
    expect(agendaOpeningWeek(null, mondayInAuckland, CR)).toBe(MONDAY);
  });
});

describe("the agenda's first paint loader", () => {
  it("reads the week it opens on, the catalogue lists and the shell's badge, at the paths the browser asks", () => {
    expect(agendaFirstPaintPaths({ ...args, storedWeek: NEXT_MONDAY })).toEqual({
      monday: NEXT_MONDAY,
      range: agendaWeekReadRange(NEXT_MONDAY, CR),
      paths: {
        week: weekPath(NEXT_MONDAY),
        resources: '/api/resources?orgId=o1',
        services: '/api/services?orgId=o1',
        blocks: '/api/blocks?orgId=o1',
        unread: '/api/conversations/unread?orgId=o1',
      },
    });
    expect(agendaFirstPaintPaths({ ...args, storedWeek: null }).paths.week).toBe(weekPath(MONDAY));
  });

  it("asks the week at the contract's path, with a query the contract's schema takes", () => {
    const [path, query] = weekPath(MONDAY).split('?');
    expect(path).toBe(agendaApi.read.path);
    // The query's pairs as a server reads them (the domain has no URLSearchParams: no DOM, no Node).
    const pairs = (query ?? '').split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
    expect(agendaQuery.safeParse(Object.fromEntries(pairs)).success).toBe(true);
  });

  it('answers the data by name, and the same as JSON with each answer as it was read', async () => {
    const bodies: Record<string, string> = {
      [weekPath(MONDAY)]: '{"items":[]}',
      '/api/resources?orgId=o1': '{"items":[{"id":"r1","name":"Ana \\u003c"}]}',
      '/api/services?orgId=o1': '{"items":[]}',
      '/api/blocks?orgId=o1': '{"items":[]}',
      '/api/conversations/unread?orgId=o1': '{"unread":2}',
    };
    const loaded = await loadAgendaFirstPaint(async (path) => bodies[path] ?? null, { ...args, storedWeek: null });
    expect(loaded?.data).toEqual({
      monday: MONDAY,
      range: agendaWeekReadRange(MONDAY, CR),
      week: { items: [] },
      resources: { items: [{ id: 'r1', name: 'Ana <' }] },
      services: { items: [] },
      blocks: { items: [] },
      unread: { unread: 2 },
    });
    expect(JSON.parse(loaded?.json ?? 'null')).toEqual(loaded?.data);
    // As the API wrote it, not serialised again.
    expect(loaded?.json).toContain('"resources":{"items":[{"id":"r1","name":"Ana \\u003c"}]}');
  });

  it('reads nothing drawn when one answer failed', async () => {
    const read = async (path: string) => (path.startsWith('/api/blocks') ? null : '{"items":[]}');
    expect(await loadAgendaFirstPaint(read, { ...args, storedWeek: null })).toBeNull();
  });
});

describe("the shell's early reads", () => {
  it('list each week around this one by Monday, and the reads beside the week', () => {
    const early = earlyReads('o1', CR, NOW);
    expect(early.tz).toBe(CR);
    expect(early.paths).toEqual(Object.values(agendaFirstPaintPaths({ ...args, storedWeek: null }).paths).slice(1));
    expect(early.weeks[MONDAY]).toBe(weekPath(MONDAY));
    expect(Object.keys(early.weeks)).toHaveLength(35);
  });
});

describe('the Cookie header, as both sides read it', () => {
  it('decodes values, takes the first of a repeated name and skips what is not percent-encoding', () => {
    const jar = readCookies('a=1; agendaWeekStart=2026-11-30; agendaHiddenResources=%5B%22r1%22%5D; bad=%E0%A4%A; a=2');
    expect(jar.get('a')).toBe('1');
    expect(jar.get('agendaWeekStart')).toBe('2026-11-30');
    expect(jar.get('agendaHiddenResources')).toBe('["r1"]');
    expect(jar.has('bad')).toBe(false);
    expect(readCookies(undefined).size).toBe(0);
  });
});
