import { agendaReadPath, agendaWeekReadRange } from '@recepta/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appointment, at, CR, MONDAY, resource } from '../test/fixtures/agenda-week.ts';
import { agendaWeekKey } from './api/agenda.ts';
import { orgKey } from './api/query-keys.ts';
import { canHydrate, seedFirstPaint } from './app/first-paint.ts';
import { firstPaintPlan, renderFirstPaint } from './entry-server.tsx';
import { beginFirstRender, endFirstRender, matchesWidth } from './lib/first-render.ts';

/** The server's drawing of the agenda (docs/architecture.md#the-server-draws-the-agenda), and the browser's side of its hydration. */

const bootstrap = {
  me: { user: { id: 'u1', email: 'ana@clinica.test', name: 'Ana' }, orgs: [{ id: 'o1', name: 'Clínica' }] },
  org: {
    org: { id: 'o1', name: 'Clínica', tz: CR, currency: 'CRC' },
    config: { openTime: '08:00', closeTime: '18:00' },
    locations: [{ id: 'l1', orgId: 'o1', name: 'San José', tz: CR }],
  },
} as unknown as Parameters<typeof firstPaintPlan>[0]['bootstrap'];

/** Thursday of that week, 09:00 in Costa Rica. */
const NOW = at('2026-11-26', '09:00');
const NEXT_MONDAY = '2026-11-30';
const weekPath = (monday: string) => agendaReadPath('o1', agendaWeekReadRange(monday, CR));

function answersFor(plan: string[], items: unknown[]) {
  return Object.fromEntries(
    plan.map((path) => [
      path,
      path.startsWith('/api/conversations/unread')
        ? { unread: 3 }
        : path.startsWith('/api/resources')
          ? { items: [resource()] }
          : path.startsWith('/api/agenda')
            ? { items }
            : { items: [] },
    ]),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what the server reads to draw a page', () => {
  it("the agenda: the stored week (from its cookie), the catalogue lists and the shell's badge", () => {
    const plan = firstPaintPlan({
      url: '/admin/agenda',
      bootstrap,
      cookie: `x=1; agendaWeekStart=${NEXT_MONDAY}`,
      now: NOW,
    });
    expect(plan).toEqual([
      weekPath(NEXT_MONDAY),
      '/api/resources?orgId=o1',
      '/api/services?orgId=o1',
      '/api/blocks?orgId=o1',
      '/api/conversations/unread?orgId=o1',
    ]);
  });

  it('this week when no week is stored, or a stored day that is not a Monday', () => {
    const plain = firstPaintPlan({ url: '/admin/agenda/', bootstrap, cookie: undefined, now: NOW });
    expect(plain?.[0]).toBe(weekPath(MONDAY));
    // As the agenda itself reads it (domain normalizeWeekStart): anything but a Monday is this week.
    const wednesday = firstPaintPlan({
      url: '/admin/agenda',
      bootstrap,
      cookie: 'agendaWeekStart=2026-12-02',
      now: NOW,
    });
    expect(wednesday?.[0]).toBe(weekPath(MONDAY));
  });

  it('nothing for a screen it does not draw, or an organisation without a zone', () => {
    expect(firstPaintPlan({ url: '/admin/customers', bootstrap, cookie: undefined, now: NOW })).toBeNull();
    const noOrg = { ...bootstrap, org: null } as typeof bootstrap;
    expect(firstPaintPlan({ url: '/admin/agenda', bootstrap: noOrg, cookie: undefined, now: NOW })).toBeNull();
  });
});

describe('the drawing', () => {
  it("draws the week's cards, the day headers and the badge from the answers, at the stored zoom", async () => {
    const cookie = `agendaWeekStart=${NEXT_MONDAY}; agendaZoom=1; viewportWidth=1280`;
    const plan = firstPaintPlan({ url: '/admin/agenda', bootstrap, cookie, now: NOW }) as string[];
    const items = [appointment(at(NEXT_MONDAY, '09:00'), 30, { id: 'cita-1' })];
    const drawn = await renderFirstPaint(
      { url: '/admin/agenda', bootstrap, cookie, now: NOW },
      answersFor(plan, items),
    );
    expect(drawn?.html).toContain('data-appt-id="cita-1"');
    expect(drawn?.html).toContain('aria-label="09:00, Luisa Pérez, Limpieza, Ana, hasta 09:30, Pendiente"');
    expect(drawn?.html).toContain('aria-label="lunes 30 de noviembre"');
    // 30 minutes at 1 px a minute, less the 2 px gap.
    expect(drawn?.html).toMatch(/data-appt-id="cita-1"[^>]*style="top:\d+px;height:28px/);
    expect(drawn?.html).toContain('3<span class="sr-only"> conversaciones sin leer</span>');
    expect(drawn?.state).toMatchObject({
      now: NOW,
      width: 1280,
      stored: { agendaWeekStart: NEXT_MONDAY, agendaZoom: '1', sidebarOpen: null },
    });
  });

  it('for a phone-wide window, the day tabs instead of the grid', async () => {
    const cookie = 'viewportWidth=390';
    const plan = firstPaintPlan({ url: '/admin/agenda', bootstrap, cookie, now: NOW }) as string[];
    const drawn = await renderFirstPaint({ url: '/admin/agenda', bootstrap, cookie, now: NOW }, answersFor(plan, []));
    expect(drawn?.html).toContain('role="tablist"');
    expect(drawn?.html).not.toContain('data-agenda-scroller');
  });
});

describe('the browser adopts the drawing', () => {
  it('seeds its cache with the answers under the keys the agenda reads', () => {
    const cookie = `agendaWeekStart=${NEXT_MONDAY}`;
    const plan = firstPaintPlan({ url: '/admin/agenda', bootstrap, cookie, now: NOW }) as string[];
    const items = [appointment(at(NEXT_MONDAY, '09:00'), 30)];
    const client = new QueryClient();
    const state = {
      now: NOW,
      width: 1440,
      stored: { agendaWeekStart: NEXT_MONDAY },
      loaderData: {},
      answers: answersFor(plan, items),
    };
    // As main.tsx does: the first render's assumptions hold from before the seeding until hydrated.
    beginFirstRender(state);
    try {
      seedFirstPaint(client, '/admin/agenda', bootstrap, state);
    } finally {
      endFirstRender();
    }
    expect(client.getQueryData(agendaWeekKey('o1', agendaWeekReadRange(NEXT_MONDAY, CR)))).toEqual(items);
    expect(client.getQueryData(orgKey('o1', 'resources'))).toEqual([resource()]);
    expect(client.getQueryData(orgKey('o1', 'conversations', 'unread'))).toBe(3);
  });

  it('only where its width and stored preferences are the ones drawn for', () => {
    const storage = new Map<string, string>([['agendaZoom', '1.5']]);
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => storage.get(key) ?? null } });
    const state = { now: NOW, width: 1440, stored: { agendaZoom: '1.5' }, loaderData: {}, answers: {} };
    expect(canHydrate(state, 1300)).toBe(true);
    // 1000 px is below the sidebar's breakpoint (1024): another tree.
    expect(canHydrate(state, 1000)).toBe(false);
    storage.set('agendaZoom', '2');
    expect(canHydrate(state, 1300)).toBe(false);
  });

  it('answers min-width queries for the width drawn for', () => {
    expect(matchesWidth('(min-width: 768px)', 768)).toBe(true);
    expect(matchesWidth('(min-width: 768px)', 767)).toBe(false);
    expect(matchesWidth('(prefers-color-scheme: dark)', 1440)).toBe(false);
  });
});
