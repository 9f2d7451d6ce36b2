import { agendaReadPath, agendaWeekReadRange } from '@recepta/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAgenda } from './agenda.ts';
import { dropEarlyReads } from './early-reads.ts';

// The web project runs in Node: a bare `window` is enough for the shell's early reads.
const win = globalThis as unknown as { window?: { __receptaEarly?: Record<string, Promise<Response>> } };

function answer(body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  delete win.window;
  vi.unstubAllGlobals();
});

describe("the app shell's early reads (docs/architecture.md#loading-the-admin-panel)", () => {
  const orgId = 'org-1';
  const range = agendaWeekReadRange('2026-11-30', 'America/Costa_Rica');

  it('are adopted by the read of the very same path, once, instead of asking again', async () => {
    const network = vi.fn(() => answer({ items: ['asked'] }));
    vi.stubGlobal('fetch', network);
    win.window = { __receptaEarly: { [agendaReadPath(orgId, range)]: answer({ items: ['early'] }) } };
    expect(await fetchAgenda(orgId, range)).toEqual(['early']);
    expect(network).not.toHaveBeenCalled();
    // Taken once: a second read asks the network.
    expect(await fetchAgenda(orgId, range)).toEqual(['asked']);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('are not adopted for another week, nor once dropped', async () => {
    const network = vi.fn(() => answer({ items: ['asked'] }));
    vi.stubGlobal('fetch', network);
    const other = agendaWeekReadRange('2026-12-07', 'America/Costa_Rica');
    win.window = { __receptaEarly: { [agendaReadPath(orgId, other)]: answer({ items: ['early'] }) } };
    expect(await fetchAgenda(orgId, range)).toEqual(['asked']);
    dropEarlyReads();
    expect(await fetchAgenda(orgId, other)).toEqual(['asked']);
    expect(network).toHaveBeenCalledTimes(2);
  });
});
