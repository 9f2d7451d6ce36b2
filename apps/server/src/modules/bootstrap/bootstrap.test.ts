import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let webDist: string;
const SHELL =
  '<!doctype html><html lang="es"><head><title>Recepta</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'recepta-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="es"><title>Landing</title></html>');
  writeFileSync(join(webDist, 'app.html'), SHELL);
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
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
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
});
