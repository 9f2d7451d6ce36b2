import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAgenda } from '../admin/agenda/data/prefetch-agenda.ts';
import { readBootstrap, seedBootstrap } from './bootstrap.ts';

const bootstrap = {
  me: { user: { id: 'u1', email: 'ana@clinica.test', name: 'Ana' }, orgs: [{ id: 'o1', name: '</script> Clínica' }] },
  org: {
    org: { id: 'o1', name: '</script> Clínica', tz: 'America/Costa_Rica', currency: 'CRC' },
    config: { openTime: '08:00', closeTime: '18:00' },
    locations: [{ id: 'l1', orgId: 'o1', name: 'San José', tz: 'America/Costa_Rica' }],
  },
};

/** A page whose #recepta-bootstrap holds `text`, as the server writes it. */
function pageWith(text: string | null): Document {
  return {
    getElementById: (id: string) => (id === 'recepta-bootstrap' && text !== null ? { textContent: text } : null),
  } as unknown as Document;
}

/** As the app's client (app/query-client.ts): answers are fresh for 30 s. */
const newClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inlined bootstrap (docs/architecture.md#loading-the-admin-panel)', () => {
  it('reads the JSON the server escaped for a script element', () => {
    const escaped = JSON.stringify(bootstrap).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e');
    expect(escaped).not.toContain('</script>');
    expect(readBootstrap(pageWith(escaped))).toEqual(bootstrap);
  });

  it('is absent from pages without it, and a broken one is ignored', () => {
    expect(readBootstrap(pageWith(null))).toBeNull();
    expect(readBootstrap(pageWith('{"me":'))).toBeNull();
    expect(readBootstrap(pageWith('null'))).toBeNull();
  });

  it('seeds the answers under the keys the screens read', () => {
    const client = newClient();
    seedBootstrap(client, bootstrap as never);
    expect(client.getQueryData(['me'])).toEqual(bootstrap.me);
    expect(client.getQueryData(['org', 'o1', 'locations', 'org'])).toEqual(bootstrap.org.org);
    expect(client.getQueryData(['org', 'o1', 'config'])).toEqual(bootstrap.org.config);
    expect(client.getQueryData(['org', 'o1', 'locations'])).toEqual(bootstrap.org.locations);
  });

  it("lets the agenda's loader ask for everything at once: no request waits on another", async () => {
    const asked: string[] = [];
    const answers: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(url.split('?')[0] as string);
        // No answer until every request has been made.
        return new Promise((resolve) => answers.push(() => resolve(new Response('{"items":[]}', { status: 200 }))));
      }),
    );
    const client = newClient();
    seedBootstrap(client, bootstrap as never);
    await prefetchAgenda(client);
    expect(asked.sort()).toEqual(['/api/agenda', '/api/blocks', '/api/resources', '/api/services']);
    for (const answer of answers) answer();
  });

  it('without a bootstrap, asks the session and the zone first, then the rest', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = url.split('?')[0] as string;
        asked.push(path);
        const body = path === '/api/me' ? bootstrap.me : path === '/api/orgs/o1' ? bootstrap.org.org : { items: [] };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const client = newClient();
    await prefetchAgenda(client);
    expect(asked[0]).toBe('/api/me');
    expect(asked).toContain('/api/orgs/o1');
    expect(asked).toContain('/api/agenda');
    expect(asked.indexOf('/api/agenda')).toBeGreaterThan(asked.indexOf('/api/orgs/o1'));
  });
});
