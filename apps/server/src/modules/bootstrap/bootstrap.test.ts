import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { agendaWeekReadRange, instantToZoned, mondayOf } from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let webDist: string;
const SHELL =
  '<!doctype html><html lang="es"><head><title>Recepta</title><script type="module" crossorigin src="/assets/app-x.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-x.js"><link rel="stylesheet" href="/assets/app-x.css"></head><body><div id="root"></div></body></html>';
/** What the build writes for the server's modulepreload links (apps/web/scripts/route-preloads.ts). */
const ROUTE_PRELOADS = {
  '/admin/agenda': [
    'assets/admin-shell-x.js',
    'assets/shared-x.js',
    'assets/agenda-page-x.js',
    'assets/agenda-page-x.css',
  ],
};

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'recepta-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="es"><title>Landing</title></html>');
  writeFileSync(join(webDist, 'app.html'), SHELL);
  writeFileSync(join(webDist, '.route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  t = await createTestApp({ webDist });
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The JSON the page carries, read back as the browser's JSON.parse would. */
function inlined(html: string): unknown {
  const match = /<script id="recepta-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] as string) : undefined;
}

/** The early reads' JSON and inline script of a page (app/page-scripts/early-reads.ts in the web app), if it has them. */
function early(html: string) {
  const data = /<script id="recepta-early" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html);
  return data && script
    ? {
        data: JSON.parse(data[1] as string) as { tz: string; paths: string[]; weeks: Record<string, string> },
        script: script[1] as string,
        at: data.index,
      }
    : undefined;
}

describe('the app shell of a signed-in page carries the bootstrap (docs/architecture.md#loading-the-admin-panel)', () => {
  it('inlines me, the organisation with its zone, config and locations, as the API answers them', async () => {
    const member = await signUpWithOrg(t.app, 'Clínica Bootstrap');
    const res = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/cookie/);
    expect(res.headers.etag).toBeUndefined();

    const api = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } }).then((r) => r.json());
    expect(inlined(res.body)).toEqual({
      me: await api('/api/me'),
      org: {
        org: await api(`/api/orgs/${member.orgId}`),
        config: await api(`/api/config?orgId=${member.orgId}`),
        locations: (await api(`/api/locations?orgId=${member.orgId}`)).items,
      },
    });
    expect(res.body.indexOf('recepta-bootstrap')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('escapes what could end the script element: a name with </script> stays data', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028 fin';
    const member = await signUpWithOrg(t.app, name);
    const res = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: member.cookie } });
    // The shell's own module script, and the bootstrap's: no other element ends.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<!--');
    const data = inlined(res.body) as { me: { orgs: { name: string }[] }; org: { org: { name: string } } };
    expect(data.me.orgs[0]?.name).toBe(name);
    expect(data.org.org.name).toBe(name);
  });

  it('is gzip-compressed for a browser that accepts it', async () => {
    const member = await signUpWithOrg(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/today',
      headers: { cookie: member.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect((inlined(html) as { me: { orgs: { id: string }[] } }).me.orgs[0]?.id).toBe(member.orgId);
  });

  it('carries the session alone for a user without an organisation yet', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/admin/recepta', headers: { cookie: user.cookie } });
    expect(inlined(res.body)).toEqual({
      me: { user: { id: user.userId, email: user.email, name: expect.any(String) }, orgs: [] },
      org: null,
    });
  });

  it('sends the shared, cacheable shell when signed out, with a stale cookie, or outside /admin', async () => {
    const member = await signUpWithOrg(t.app);
    const cases = [
      { url: '/admin/agenda', headers: {} },
      { url: '/admin/agenda', headers: { cookie: 'better-auth.session_token=nope' } },
      { url: '/login', headers: { cookie: member.cookie } },
    ];
    for (const { url, headers } of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
    }
  });

  it("starts the agenda's reads from the page: the week and the first reads, at the paths the app asks, allowed by the CSP", async () => {
    const member = await signUpWithOrg(t.app, 'Clínica Temprana');
    const res = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie: member.cookie } });
    const found = early(res.body);
    expect(found).toBeDefined();
    const { data, script, at } = found as NonNullable<typeof found>;
    // Before the app's script and stylesheet: an inline script after a stylesheet waits for it.
    expect(at).toBeLessThan(res.body.indexOf('<script type="module"'));
    expect(res.body.indexOf('<script>')).toBeLessThan(res.body.indexOf('<link rel="stylesheet"'));
    // The CSP allows this very script by its hash.
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`);

    const orgId = member.orgId;
    expect(data.paths).toEqual([
      `/api/resources?orgId=${orgId}`,
      `/api/services?orgId=${orgId}`,
      `/api/blocks?orgId=${orgId}`,
      `/api/conversations/unread?orgId=${orgId}`,
    ]);
    const monday = mondayOf(instantToZoned(Date.now(), data.tz).date);
    const range = agendaWeekReadRange(monday, data.tz);
    const week = new URLSearchParams({ orgId, start: range.start, end: range.end });
    expect(data.weeks[monday]).toBe(`/api/agenda?${week}`);
    expect(Object.keys(data.weeks)).toHaveLength(35);
    // Every path is one the API answers for this member.
    for (const path of [...data.paths, data.weeks[monday] as string]) {
      const answer = await t.app.inject({ method: 'GET', url: path, headers: { cookie: member.cookie } });
      expect(answer.statusCode, path).toBe(200);
    }
  });

  it("sends modulepreload links for the route's code, and no early reads outside the agenda", async () => {
    const member = await signUpWithOrg(t.app);
    const agenda = await t.app.inject({ method: 'GET', url: '/admin/agenda/', headers: { cookie: member.cookie } });
    for (const file of ['admin-shell-x.js', 'agenda-page-x.js']) {
      expect(agenda.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(agenda.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/agenda-page-x.css">');
    // Already in the shell: not twice.
    expect(agenda.body.match(/shared-x\.js/g)).toHaveLength(1);

    const today = await t.app.inject({ method: 'GET', url: '/admin/today', headers: { cookie: member.cookie } });
    expect(early(today.body)).toBeUndefined();
    expect(today.body).not.toContain('agenda-page-x.js');
  });
});
