import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { agendaReadPath, agendaWeekReadRange, instantToZoned, mondayOf } from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../test/test-app.ts';
import {
  APP_START_SCRIPT,
  APP_START_SCRIPT_HASH,
  THEME_BOOT_SCRIPT,
  THEME_BOOT_SCRIPT_HASH,
} from '../http/page-scripts.ts';

/**
 * The server's side of drawing the agenda (docs/architecture.md#the-server-draws-the-agenda): what
 * its loader reads, for whom, and how the drawing and the loader's data reach the page. The
 * renderer here is a stand-in with the page contract's renderer interface (packages/domain
 * first-paint/page.ts, as apps/web/src/entry-server.tsx has it), so these tests need no build; the
 * real one is drawn and hydrated in Chromium by e2e/agenda-first-paint.spec.ts.
 */
const RENDERER = `
export async function renderFirstPaint(request, data) {
  await globalThis.drawingHeld;
  if (request.url.includes('no-lo-dibuja')) return null;
  const names = data.resources.items.map((r) => r.name);
  if (names.includes('rompe el dibujo')) throw new Error('the render failed');
  return {
    html: '<main data-drawn>' + names.map((n) => '<p>' + n.replaceAll('<', '&lt;') + '</p>').join('') + '</main>',
    state: { now: request.now, width: 1440, stored: { cookie: request.cookie ?? null }, loaderData: { '6-3': null } },
  };
}
`;

const SHELL =
  '<!doctype html><html lang="es"><head><title>Recepta</title><script type="module" crossorigin src="/assets/app-x.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-x.js"><link rel="stylesheet" href="/assets/app-x.css"></head><body><div id="root"></div></body></html>';
const NOW = new Date('2026-11-26T15:00:00Z');

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recepta-first-paint-'));
  const webDist = join(dir, 'dist');
  mkdirSync(webDist);
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="es"><title>Landing</title></html>');
  writeFileSync(join(webDist, 'app.html'), SHELL);
  writeFileSync(
    join(webDist, '.route-preloads.json'),
    JSON.stringify({ '/admin/agenda': ['assets/agenda-page-x.js', 'assets/agenda-page-x.css'] }),
  );
  writeFileSync(join(dir, 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({ webDist, now: () => NOW, env: { LOG_LEVEL: 'error' } });
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function element(html: string, id: string): string | undefined {
  return new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1];
}

/** The drawn page's JSON, read back as the browser's JSON.parse would. */
function firstPaint(html: string) {
  const json = element(html, 'recepta-first-paint');
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { now: number; stored: { cookie: string }; data: Record<string, unknown> });
}

describe('a signed-in /admin/agenda comes drawn by the server', () => {
  it("puts the drawing in #root and the loader's data after it, each answer as the API gives it to this user", async () => {
    const member = await signUpWithOrg(t.app, 'Clínica Dibujada');
    const api = asMember(t.app, member);
    await api.post('/api/resources', { name: 'Dra. Ana', locationId: member.locationId });
    const res = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div id="root"><main data-drawn><p>Dra. Ana</p></main></div>');

    const state = firstPaint(res.body);
    expect(state?.now).toBe(NOW.getTime());
    // The renderer saw the request's own cookie (the stored preferences live there).
    expect(state?.stored.cookie).toBe(member.cookie);
    const read = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } }).then((answer) => answer.json());
    // The week the agenda opens on (no week stored: this one, in the organisation's zone).
    const monday = mondayOf(instantToZoned(NOW.getTime(), 'America/Costa_Rica').date);
    const range = agendaWeekReadRange(monday, 'America/Costa_Rica');
    expect(state?.data).toEqual({
      monday,
      range,
      week: await read(agendaReadPath(member.orgId, range)),
      resources: await read(`/api/resources?orgId=${member.orgId}`),
      services: await read(`/api/services?orgId=${member.orgId}`),
      blocks: await read(`/api/blocks?orgId=${member.orgId}`),
      unread: { unread: 0 },
    });
    expect(state?.data.resources).toMatchObject({ items: [{ name: 'Dra. Ana' }] });
    // After the markup, so the browser paints before it reads them; the early reads are not needed.
    expect(res.body.indexOf('recepta-first-paint')).toBeGreaterThan(res.body.indexOf('data-drawn'));
    expect(res.body).not.toContain('recepta-early');
    // No frame is painted before the whole drawing is parsed.
    expect(res.body).toContain('<link rel="expect" href="#recepta-drawn-end" blocking="render">');
    expect(res.body).toContain('</main></div><template id="recepta-drawn-end"></template>');
    // The route's stylesheet applies to the drawing at once.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/agenda-page-x.css">');
  });

  it('opens on the week the browser stored, as its cookie says', async () => {
    const member = await signUpWithOrg(t.app);
    const cookie = `${member.cookie}; agendaWeekStart=2026-12-07`;
    const res = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie } });
    const range = agendaWeekReadRange('2026-12-07', 'America/Costa_Rica');
    expect(firstPaint(res.body)?.data).toMatchObject({ monday: '2026-12-07', range });
    expect(firstPaint(res.body)?.stored.cookie).toBe(cookie);
  });

  it('sets the theme before anything is painted, with a script the CSP allows by its hash', async () => {
    const member = await signUpWithOrg(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie: member.cookie } });
    const theme = res.body.indexOf(`<script>${THEME_BOOT_SCRIPT}</script>`);
    expect(theme).toBeGreaterThan(0);
    expect(theme).toBeLessThan(res.body.indexOf('<link rel="stylesheet"'));
    expect(String(res.headers['content-security-policy'])).toContain(THEME_BOOT_SCRIPT_HASH);
  });

  it("asks for the app's code after the drawing is painted, with a script the CSP allows", async () => {
    const member = await signUpWithOrg(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie: member.cookie } });
    // Neither run nor preloaded while the page is parsed: listed, entry first, for the start script.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(JSON.parse(element(res.body, 'recepta-app-code') ?? 'null')).toEqual([
      '/assets/app-x.js',
      '/assets/shared-x.js',
      '/assets/agenda-page-x.js',
    ]);
    expect(res.body.endsWith(`<script>${APP_START_SCRIPT}</script></body></html>`)).toBe(true);
    expect(String(res.headers['content-security-policy'])).toContain(APP_START_SCRIPT_HASH);
  });

  it("draws only the member's own organisation", async () => {
    const a = await signUpWithOrg(t.app, 'Clínica A');
    const b = await signUpWithOrg(t.app, 'Clínica B');
    await asMember(t.app, a).post('/api/resources', { name: 'Solo de A', locationId: a.locationId });
    await asMember(t.app, b).post('/api/resources', { name: 'Solo de B', locationId: b.locationId });
    const page = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie: b.cookie } });
    expect(page.body).toContain('Solo de B');
    expect(page.body).not.toContain('Solo de A');
    expect(page.body).not.toContain(a.orgId);
  });

  it('keeps a name that could end the script element as data', async () => {
    const member = await signUpWithOrg(t.app);
    const name = '</script><script>alert(1)</script><!-- $& fin';
    await asMember(t.app, member).post('/api/resources', { name, locationId: member.locationId });
    const res = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie: member.cookie } });
    expect(res.body.match(/<script>alert/g)).toBeNull();
    const answer = firstPaint(res.body)?.data.resources as { items: { name: string }[] };
    expect(answer.items.map((r) => r.name)).toEqual([name]);
  });

  it('sends the page drawn by the browser, as before, when the drawing fails or the screen is not drawn', async () => {
    const member = await signUpWithOrg(t.app);
    await asMember(t.app, member).post('/api/resources', { name: 'rompe el dibujo', locationId: member.locationId });
    const failed = await t.app.inject({ method: 'GET', url: '/admin/agenda', headers: { cookie: member.cookie } });
    expect(failed.statusCode).toBe(200);
    // The head had gone before the drawing failed: the rest brings an empty #root, the early reads
    // and the app's entry, which draws the page in the browser.
    expect(failed.body).toContain('<div id="root"></div><template id="recepta-drawn-end"></template>');
    expect(failed.body).toContain('recepta-early');
    expect(failed.body).toMatch(
      /<script type="module" crossorigin src="\/assets\/app-x.js"><\/script><\/body><\/html>$/,
    );
    expect(firstPaint(failed.body)).toBeUndefined();
    expect(element(failed.body, 'recepta-bootstrap')).toBeDefined();
    expect(t.logs.some((line) => line.includes('drawing the page failed'))).toBe(true);

    const declined = await t.app.inject({
      method: 'GET',
      url: '/admin/agenda?no-lo-dibuja',
      headers: { cookie: member.cookie },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('<div id="root"></div>');
    expect(declined.body).toContain('recepta-early');
    expect(firstPaint(declined.body)).toBeUndefined();

    const other = await t.app.inject({ method: 'GET', url: '/admin/customers', headers: { cookie: member.cookie } });
    expect(other.body).toContain('<div id="root"></div>');
    expect(firstPaint(other.body)).toBeUndefined();
  });

  it('sends the head before the page is read and drawn, compressed as the browser accepts', async () => {
    const member = await signUpWithOrg(t.app);
    await asMember(t.app, member).post('/api/resources', { name: 'Dra. Comprimida', locationId: member.locationId });
    try {
      for (const [encoding, decompressor] of [
        ['br', createBrotliDecompress],
        ['gzip', createGunzip],
      ] as const) {
        // The stand-in renderer waits for this (see RENDERER).
        let release = () => {};
        (globalThis as { drawingHeld?: Promise<void> }).drawingHeld = new Promise((resolve) => {
          release = resolve;
        });
        const res = await t.app.inject({
          method: 'GET',
          url: '/admin/agenda',
          headers: { cookie: member.cookie, 'accept-encoding': encoding },
          payloadAsStream: true,
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        // Read by hand: a for-await loop left early would end the stream.
        const page = res.stream().pipe(decompressor())[Symbol.asyncIterator]();
        let text = '';
        while (!text.includes('<div id="root">')) {
          const chunk = await page.next();
          if (chunk.done) break;
          text += String(chunk.value);
        }
        // The whole head arrived while the drawing was still held, decodable on its own.
        expect(text).toMatch(/<div id="root">$/);
        expect(text).toContain('<script id="recepta-bootstrap"');
        release();
        for (let chunk = await page.next(); !chunk.done; chunk = await page.next()) text += String(chunk.value);
        expect(text).toContain('<div id="root"><main data-drawn><p>Dra. Comprimida</p></main></div>');
        expect(text.endsWith('</body></html>')).toBe(true);
      }
    } finally {
      // Other tests' drawings are never held, even when this one failed half-way.
      delete (globalThis as { drawingHeld?: Promise<void> }).drawingHeld;
    }
  });

  it('draws nothing for a signed-out request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/agenda' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});
