import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { APP_START_SCRIPT_HASH, EARLY_READS_SCRIPT_HASH, THEME_BOOT_SCRIPT_HASH } from './page-scripts.ts';

let t: TestApp;
let webDist: string;
const appJs = `console.log(${JSON.stringify('x'.repeat(2000))})`;

beforeAll(async () => {
  // The layout apps/web/scripts/prerender.ts writes: the landing in index.html, the app shell in
  // app.html, hashed assets with precompressed siblings.
  webDist = mkdtempSync(join(tmpdir(), 'recepta-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><title>Recepta landing</title><a href="%WHATSAPP_URL%">Hablar</a></html>',
  );
  writeFileSync(join(webDist, 'app.html'), '<!doctype html><html lang="es"><title>Recepta</title></html>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), appJs);
  writeFileSync(join(webDist, 'assets', 'app-1234.js.br'), brotliCompressSync(appJs));
  writeFileSync(join(webDist, 'assets', 'app-1234.js.gz'), gzipSync(appJs));
  t = await createTestApp({ webDist });
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('errors as codes', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/scheduling/unknown?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'No encontrado' });
    }
  });

  it('answers malformed JSON with 400 invalid_json, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_json', message: 'El cuerpo de la solicitud no es JSON válido' });
  });

  it('refuses a 10 MB body with 413 before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an API error', '/api/nope'],
    ['the landing', '/'],
    ['the app shell', '/admin'],
  ])("sends our content security policy and helmet's headers on %s", async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const directives = String(res.headers['content-security-policy']).split(';').sort();
    expect(directives).toEqual(
      [
        "default-src 'self'",
        // The app shell's early-reads script is the one inline script allowed, by its hash.
        `script-src 'self' ${EARLY_READS_SCRIPT_HASH} ${THEME_BOOT_SCRIPT_HASH} ${APP_START_SCRIPT_HASH}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'self'",
        "font-src 'self' https: data:",
        "form-action 'self'",
        "frame-ancestors 'self'",
        "object-src 'none'",
        "script-src-attr 'none'",
      ].sort(),
    );
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
  });
});

describe('single-page app', () => {
  it('serves the app shell for any non-API path but /, revalidated on each visit', async () => {
    for (const url of ['/admin/agenda?apptId=1', '/some/unknown/path', '/login', '/index.html', '/app.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Recepta</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the landing at /, with its placeholders filled, revalidated on each visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Recepta landing</title>');
    // Without WHATSAPP_NUMBER the contact buttons lead to the sign-up.
    expect(res.body).toContain('href="/register"');
    expect(res.body).not.toContain('%WHATSAPP_URL%');
  });

  it('answers HEAD / with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe('');
  });

  it('sends HTML compressed to clients that accept it, and 304 when unchanged', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>Recepta</title>');
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches hashed assets for a year and sends their precompressed copy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(appJs);
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(appJs);
  });
});
