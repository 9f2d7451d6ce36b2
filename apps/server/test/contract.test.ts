/**
 * The route contract (packages/domain contract/, docs/architecture.md#the-route-contract) and the
 * routes the server registers cannot drift: every entry is registered with its method, path and
 * the very schemas of the entry (so through contractRoute, not a copy), and every /api route is
 * either in the contract, on the list of routes not converted yet, or on the list of routes
 * outside the JSON contract by nature. The lists only shrink: an entry on either that is no
 * longer registered, or that the contract now holds, fails the test too.
 */
import { contractRoutes, type RouteDef } from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * /api routes not converted yet: none. A new JSON route goes into packages/domain contract/; one
 * left out for now would be listed here, and the list only shrinks.
 */
const NOT_YET_IN_CONTRACT: string[] = [];

/**
 * /api routes outside the JSON contract by nature: what they carry is not a JSON body in and a
 * JSON answer of one status out, or their caller is not the web client. Each says why.
 */
const OUTSIDE_THE_JSON_CONTRACT: Record<string, string> = {
  'GET /api/health': 'a probe for load balancers: 200 or 503 with the same body; no screen calls it',
  'GET /api/health/live': 'a liveness probe for the process manager; no screen calls it',
  'GET /api/health/ready': 'a readiness probe: 200 or 503 with the same body; no screen calls it',
  'GET /api/account/google': 'a browser navigation answered with a redirect to Google',
  'GET /api/auth/callback/:providerId': "Google's redirect back, answered with a redirect and a session cookie",
  'GET /api/agenda/stream': 'text/event-stream (EventSource), not a JSON answer',
  'GET /api/conversations/stream': 'text/event-stream (EventSource), not a JSON answer',
  'GET /api/whatsapp/webhook': "Meta's handshake: the challenge answered as text/plain",
  'POST /api/whatsapp/webhook': "Meta's payload, checked by its signature over the raw bytes",
  'POST /api/imports/customers': 'an upload (the file is the body, not JSON); 200 on a dry run, 201 otherwise',
  'POST /api/imports/appointments': 'an upload (the file is the body, not JSON); 200 on a dry run, 201 otherwise',
  'GET /api/reports/export.csv': 'a download: text/csv the browser saves from a link',
  'GET /api/customers/:id/export': "a download: the patient's data as a JSON attachment the browser saves",
  'GET /api/export': "a download: the organisation's ZIP the browser saves from a link",
};

const key = (method: string, url: string) => `${method} ${url}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

function registered(route: RouteDef) {
  return t.app.registeredRoutes.find((r) => r.method === route.method && r.url === route.path);
}

describe('the route contract', () => {
  it('has each route once', () => {
    const keys = contractRoutes.map((r) => key(r.method, r.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('is registered by the server, each route with its method, path and the entry’s own schemas', () => {
    const drift: string[] = [];
    for (const route of contractRoutes) {
      const found = registered(route);
      if (!found) {
        drift.push(`${key(route.method, route.path)} is in the contract but not registered`);
        continue;
      }
      const schema = (found.schema ?? {}) as Record<string, unknown> & { response?: Record<number, unknown> };
      const expected: [string, unknown, unknown][] = [
        ['params', route.params, schema.params],
        ['query', route.query, schema.querystring],
        ['body', route.body, schema.body],
        ['answer', route.answer, schema.response?.[route.status ?? 200]],
      ];
      for (const [part, want, got] of expected) {
        if (want !== got) drift.push(`${key(route.method, route.path)}: its ${part} is not the contract's`);
      }
    }
    expect(drift).toEqual([]);
  });

  it('holds every /api route the server registers, but for the listed ones', () => {
    const inContract = new Set(contractRoutes.map((r) => key(r.method, r.path)));
    const apiRoutes = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => key(r.method, r.url));
    const outside = Object.keys(OUTSIDE_THE_JSON_CONTRACT);
    const listed = (k: string) => NOT_YET_IN_CONTRACT.includes(k) || outside.includes(k);
    expect(apiRoutes.filter((k) => !inContract.has(k) && !listed(k))).toEqual([]);
    // Both lists only shrink: a converted or removed route leaves its list, and no route is on both.
    expect(NOT_YET_IN_CONTRACT.filter((k) => inContract.has(k) || !apiRoutes.includes(k))).toEqual([]);
    expect(outside.filter((k) => inContract.has(k) || !apiRoutes.includes(k))).toEqual([]);
    expect(NOT_YET_IN_CONTRACT.filter((k) => outside.includes(k))).toEqual([]);
  });
});
