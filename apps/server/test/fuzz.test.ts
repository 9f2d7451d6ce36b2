/**
 * Nothing a client sends may make the server answer 5xx (issue 11), and every 4xx keeps the body
 * `{ error, message }`. Every registered route (app.registeredRoutes, not a hand-kept list: account,
 * public and org-scoped ones) gets generated requests built from its own zod schemas: wrong types,
 * NUL, 1 MB strings, extreme numbers and dates, unknown keys, malformed JSON, bad query strings and
 * path ids. Seeds are fixed, so a failure reproduces; FUZZ_SEED picks another base seed.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { at, type Clinic, setUpClinic } from '../src/modules/scheduling/scheduling-fixtures.ts';
import { badQuery, jsonSchemaOf, malformedJson, pathId, requestPart } from './fuzz-arbitraries.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Requests per route; sign-in routes hash passwords, which costs, so they get fewer. */
const RUNS = 20;
const ACCOUNT_RUNS = 8;
/**
 * Not fuzzed: the API docs (static pages of a library), and the event streams, whose valid requests
 * never end (the agenda stream's query schema is the agenda's, fuzzed on GET /api/agenda; the
 * inbox stream takes only orgId, fuzzed on every other route).
 */
const SKIPPED = [/^\/api\/docs/, /^\/api\/agenda\/stream$/, /^\/api\/conversations\/stream$/, /^\/\*$/, /^\/$/];

// Built while the file is collected, so that each route gets a test of its own (and its own time bound).
const t: TestApp = await createTestApp({ now: () => new Date('2026-11-21T15:00:00Z') });
const c: Clinic = await setUpClinic(t.app);
const key = await c.api.post(`/api/orgs/${c.member.orgId}/api-keys`, { name: 'fuzz' });
const apiKey: string = key.json().key;
const appointment = await c.book(at('09:00'));
const block = await c.api.post('/api/blocks', {
  resourceId: null,
  startTime: '12:00',
  endTime: '13:00',
  reason: 'Almuerzo',
});
const template = await c.api.post('/api/templates', { name: 'aviso', category: 'Utility', text: 'Hola {{1}}' });
const feed = await c.api.post('/api/calendar-feeds', { resourceId: c.resourceId });
const ids: string[] = [
  c.member.orgId,
  c.locationId,
  c.serviceId,
  c.resourceId,
  c.customerId,
  appointment.id,
  key.json().id,
  block.json().id,
  template.json().id,
  feed.json().id,
  // The feed's file name (its token and .ics), for the public /cal/:file route.
  new URL(feed.json().url).pathname.split('/').pop() ?? '',
];
const routes = t.app.registeredRoutes.filter((r) => !SKIPPED.some((skip) => skip.test(r.url)));
afterAll(async () => {
  await t.close();
});

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * The server-rendered pages (the booking page, the manage link, the privacy notice) answer people:
 * their refusals are pages in Spanish, not JSON; a parameter like `..` leaves the route altogether
 * (the URL is normalised), and lands on the app shell's 404.
 */
const HTML_PAGES = /^\/(r|m|privacidad)\//;

/** What is wrong with an answer, or undefined when it is acceptable. */
function problemOf(res: LightMyRequestResponse, url = ''): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return undefined;
  if (HTML_PAGES.test(url)) {
    const page = String(res.headers['content-type']).startsWith('text/html');
    return !page || res.body.includes('lang="es"')
      ? undefined
      : `answered ${res.statusCode} with a page not in Spanish`;
  }
  try {
    const body = JSON.parse(res.body) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && typeof body.message === 'string') return undefined;
  } catch {
    // Not JSON: reported below.
  }
  return `answered ${res.statusCode} without { error, message }: ${res.body.slice(0, 300)}`;
}

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded: send bytes that are not UTF-8 instead.
    return '%ED%A0%80';
  }
}

function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `v=${encodeSegment(String(value))}`;
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      params.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
    }
  }
  return params.toString();
}

function requestsFor(route: (typeof t.app.registeredRoutes)[number]): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const params = route.url.match(/:(\w+)/g) ?? [];
  const path = fc.tuple(...params.map(() => pathId(ids))).map((values) => {
    let url = route.url;
    for (const [i, param] of params.entries()) url = url.replace(param, encodeSegment(values[i] ?? ''));
    return url;
  });
  const query = fc.oneof(
    { weight: 5, arbitrary: requestPart(jsonSchemaOf(schema.querystring), ids).map(queryString) },
    { weight: 1, arbitrary: badQuery },
  );
  const body = hasBody
    ? fc.oneof(
        { weight: 6, arbitrary: requestPart(jsonSchemaOf(schema.body), ids).map((v) => JSON.stringify(v) ?? 'null') },
        { weight: 1, arbitrary: malformedJson },
      )
    : fc.constant(undefined);
  // Mostly the member (past the guard, into the handlers); sometimes the API key, nobody, or junk.
  const caller = fc.constantFrom('member', 'member', 'member', 'key', 'nobody', 'junk');
  const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain');
  return fc
    .tuple(path, query, body, caller, contentType, fc.option(fc.string({ maxLength: 300 }), { nil: undefined }))
    .map(([url, qs, payload, who, type, idempotencyKey]) => {
      const headers: Record<string, string> = {};
      // Logging out would end the fuzzer's own session for every route after it.
      if (who === 'member' && route.url !== '/api/account/logout') headers.cookie = c.member.cookie;
      if (who === 'key') headers.authorization = `Bearer ${apiKey}`;
      if (who === 'junk') headers.authorization = 'Bearer rk_inventada';
      if (payload !== undefined) headers['content-type'] = type;
      if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey.replace(/[^\x20-\x7e]/g, '?');
      const separator = qs.includes('orgId=') ? '' : `orgId=${c.member.orgId}&`;
      return {
        method: route.method,
        url: `${url}?${separator}${qs}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
    });
}

/** A stable seed per route, so one route's failure reproduces without running the others. */
function seedOf(route: string): number {
  let hash = BASE_SEED;
  for (const char of route) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('fuzz', () => {
  it('walks account, public and org-scoped routes', () => {
    // The walk is only as good as the list: it holds every kind of route.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/account/login',
        'GET /api/health',
        'GET /api/me',
        'POST /api/scheduling/book',
        'PUT /api/services/:id',
        'GET /cal/:file',
      ]),
    );
  });

  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    it(`${name}: no 5xx, and every 4xx has { error, message }`, async () => {
      const seed = seedOf(name);
      const details = await fc.check(
        fc.asyncProperty(requestsFor(route), async (request) => {
          const res = await t.app.inject(request as InjectOptions);
          const problem = problemOf(res, route.url);
          if (problem) throw new Error(problem);
        }),
        { seed, numRuns: route.url.startsWith('/api/account/') ? ACCOUNT_RUNS : RUNS, endOnFailure: true },
      );
      const request = JSON.stringify(details.counterexample?.[0])?.slice(0, 600);
      expect(details.failed, `seed ${seed} (FUZZ_SEED=${BASE_SEED}): ${details.errorInstance}\n  ${request}`).toBe(
        false,
      );
    });
  }
});
