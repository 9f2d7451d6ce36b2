/**
 * The route contract (packages/domain contract/, docs/architecture.md#the-route-contract) and the
 * routes the server registers cannot drift: every entry is registered with its method, path and
 * the very schemas of the entry (so through contractRoute, not a copy), and every /api route is
 * either in the contract or on the list below of routes not converted yet. The list only shrinks:
 * an entry that is no longer registered, or that the contract now holds, fails the test too.
 */
import { contractRoutes, type RouteDef } from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * /api routes the web client still calls with apiFetch and a hand-written type, or that no web
 * screen calls through the contract yet (streams, uploads, the public booking API). Move a route
 * into packages/domain contract/ and take it off this list.
 */
const NOT_YET_IN_CONTRACT = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/account/google',
  'GET /api/auth/callback/:providerId',
  // An event stream, not a JSON answer: outside the contract (contract/agenda.ts).
  'GET /api/agenda/stream',
  'GET /api/appointments/:id',
  'POST /api/scheduling/availability',
  'POST /api/scheduling/book',
  'POST /api/appointments',
  'POST /api/scheduling/reschedule',
  'POST /api/scheduling/cancel',
  'GET /api/conversations',
  'GET /api/conversations/stream',
  'GET /api/conversations/unread',
  'GET /api/conversations/:id',
  'GET /api/conversations/:id/messages',
  'POST /api/conversations/:id/messages',
  'POST /api/conversations/:id/messages/:messageId/retry',
  'POST /api/conversations',
  'POST /api/conversations/:id/mode',
  'POST /api/conversations/:id/read',
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  'POST /api/series',
  'POST /api/series/:id/cancel',
  'POST /api/series/:id/move',
  'GET /api/waitlist',
  'POST /api/waitlist',
  'DELETE /api/waitlist/:id',
  'GET /api/appointments/:id/offers',
  'POST /api/appointments/:id/offers/stop',
  'GET /api/refill/slots',
  'GET /api/refill/settings',
  'PUT /api/refill/settings',
  'GET /api/reports/export.csv',
  'GET /api/customers/:id/export',
  'POST /api/imports/customers',
  'POST /api/imports/appointments',
  'GET /api/export',
];

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

  it('holds every /api route the server registers, but for the listed ones not converted yet', () => {
    const inContract = new Set(contractRoutes.map((r) => key(r.method, r.path)));
    const apiRoutes = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => key(r.method, r.url));
    expect(apiRoutes.filter((k) => !inContract.has(k) && !NOT_YET_IN_CONTRACT.includes(k))).toEqual([]);
    // The list only shrinks: a converted or removed route leaves it.
    expect(NOT_YET_IN_CONTRACT.filter((k) => inContract.has(k) || !apiRoutes.includes(k))).toEqual([]);
  });
});
