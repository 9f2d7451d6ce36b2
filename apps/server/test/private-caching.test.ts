/**
 * Every authenticated answer tells caches to keep nothing shared (issue 11): each org-scoped route
 * the app registers (app.orgScopedRoutes, as the tenancy test walks it) and /api/me, whatever the
 * status. The agenda keeps `private, no-cache` with its ETag for revalidation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, type Clinic, setUpClinic } from '../src/modules/scheduling/scheduling-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let c: Clinic;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-21T15:00:00Z') });
  c = await setUpClinic(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control of private answers', () => {
  it('is private, no-store on every org-scoped route and /api/me', async () => {
    const seen: string[] = [];
    // Event streams never end under inject(); they write `private, no-store, no-transform` themselves
    // (realtime/event-stream.ts), checked by the inbox's stream test.
    const routes = t.app.orgScopedRoutes.filter((r) => !r.url.endsWith('/stream') || r.url === '/api/agenda/stream');
    for (const route of routes) {
      // The org's own id where a route names it; an unknown row id elsewhere (a 404 is an answer too).
      const url = route.url.replace(/:(\w+)/g, (_, param: string) =>
        param === 'id' && route.url.startsWith('/api/orgs/') ? c.member.orgId : randomUUID(),
      );
      // The agenda stream opens for the whole organisation without a range: a malformed one makes it
      // a refusal that inject() can read.
      const malformed = route.url === '/api/agenda/stream' ? '&start=x' : '';
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: `${url}?orgId=${c.member.orgId}${malformed}`,
        headers: { cookie: c.member.cookie },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.headers['cache-control'], `${route.method} ${route.url} (${res.statusCode})`).toBe(
        'private, no-store',
      );
      seen.push(`${res.statusCode}`);
    }
    expect(seen.length).toBe(routes.length);
    // Not only refusals: the walk includes answers with data.
    expect(seen).toContain('200');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: c.member.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
  });

  it('stays private, no-cache with an ETag on the agenda', async () => {
    await c.book(at('09:00'));
    const res = await c.api.get(
      `/api/agenda?start=${encodeURIComponent(at('00:00'))}&end=${encodeURIComponent(at('23:59'))}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});
