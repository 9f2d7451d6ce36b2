import {
  type AgendaFirstPaint,
  type AgendaFirstPaintArgs,
  agendaWeekReadRange,
  type FirstPaintRenderer,
  loadAgendaFirstPaint,
} from '@recepta/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appointment, at, CR, resource } from '../test/fixtures/agenda-week.ts';
import { agendaWeekKey } from './api/agenda.ts';
import { orgKey } from './api/query-keys.ts';
import type { Bootstrap } from './app/bootstrap.ts';
import { canHydrate, seedFirstPaint } from './app/first-paint.ts';
import * as entry from './entry-server.tsx';
import { beginFirstRender, endFirstRender, matchesWidth } from './lib/first-render.ts';

/** The server's drawing of the agenda (docs/architecture.md#the-server-draws-the-agenda), and the browser's side of its hydration. */

// The server loads this module as the page contract's renderer: tsc checks that it is one.
const renderer: FirstPaintRenderer<Bootstrap, AgendaFirstPaint> = entry;

const bootstrap = {
  me: { user: { id: 'u1', email: 'ana@clinica.test', name: 'Ana' }, orgs: [{ id: 'o1', name: 'Clínica' }] },
  org: {
    org: { id: 'o1', name: 'Clínica', tz: CR, currency: 'CRC' },
    config: { openTime: '08:00', closeTime: '18:00' },
    locations: [{ id: 'l1', orgId: 'o1', name: 'San José', tz: CR }],
  },
} as unknown as Bootstrap;

/** Thursday of that week, 09:00 in Costa Rica. */
const NOW = at('2026-11-26', '09:00');
const NEXT_MONDAY = '2026-11-30';

/** The agenda loader's data for the week `storedWeek` opens, with `items` in the week, as the server reads it. */
async function loaded(storedWeek: string | null, items: unknown[]): Promise<AgendaFirstPaint> {
  const args: AgendaFirstPaintArgs = { orgId: 'o1', tz: CR, now: NOW, storedWeek };
  const answer = (path: string) =>
    path.startsWith('/api/conversations/unread')
      ? { unread: 3 }
      : path.startsWith('/api/resources')
        ? { items: [resource()] }
        : path.startsWith('/api/agenda')
          ? { items }
          : { items: [] };
  const result = await loadAgendaFirstPaint(async (path) => JSON.stringify(answer(path)), args);
  if (!result) throw new Error('the loader read nothing');
  return result.data;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the drawing', () => {
  it("draws the week's cards, the day headers and the badge from the loader's data, at the stored zoom", async () => {
    const cookie = `agendaWeekStart=${NEXT_MONDAY}; agendaZoom=1; viewportWidth=1280`;
    const items = [appointment(at(NEXT_MONDAY, '09:00'), 30, { id: 'cita-1' })];
    const drawn = await renderer.renderFirstPaint(
      { url: '/admin/agenda', bootstrap, cookie, now: NOW },
      await loaded(NEXT_MONDAY, items),
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
    const drawn = await renderer.renderFirstPaint(
      { url: '/admin/agenda', bootstrap, cookie, now: NOW },
      await loaded(null, []),
    );
    expect(drawn?.html).toContain('role="tablist"');
    expect(drawn?.html).not.toContain('data-agenda-scroller');
  });
});

describe('the browser adopts the drawing', () => {
  it("seeds its cache with the loader's data under the keys the agenda reads", async () => {
    const items = [appointment(at(NEXT_MONDAY, '09:00'), 30)];
    const client = new QueryClient();
    const state = {
      now: NOW,
      width: 1440,
      stored: { agendaWeekStart: NEXT_MONDAY },
      loaderData: {},
      data: await loaded(NEXT_MONDAY, items),
    };
    // As main.tsx does: the first render's assumptions hold from before the seeding until hydrated.
    beginFirstRender(state);
    try {
      seedFirstPaint(client, bootstrap, state.data);
    } finally {
      endFirstRender();
    }
    expect(client.getQueryData(agendaWeekKey('o1', agendaWeekReadRange(NEXT_MONDAY, CR)))).toEqual(items);
    expect(client.getQueryData(orgKey('o1', 'resources'))).toEqual([resource()]);
    expect(client.getQueryData(orgKey('o1', 'conversations', 'unread'))).toBe(3);
  });

  it('only where its width and stored preferences are the ones drawn for', async () => {
    const storage = new Map<string, string>([['agendaZoom', '1.5']]);
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => storage.get(key) ?? null } });
    const state = {
      now: NOW,
      width: 1440,
      stored: { agendaZoom: '1.5' },
      loaderData: {},
      data: await loaded(null, []),
    };
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
