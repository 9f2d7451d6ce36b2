import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let webDist: string;

beforeAll(() => {
  // The placeholders the prerendered landing carries (apps/web/src/landing/content.ts).
  webDist = mkdtempSync(join(tmpdir(), 'recepta-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><title>Recepta</title>' +
      '<a href="%DEMO_URL%" target="%DEMO_TARGET%" rel="noopener noreferrer">Ver demo (60s)</a>' +
      '<a href="%WHATSAPP_URL%" target="%WHATSAPP_TARGET%">Contactar</a></html>',
  );
  writeFileSync(join(webDist, 'app.html'), '<!doctype html><html lang="es"><title>Recepta app</title></html>');
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

async function landingWith(env: Record<string, string>) {
  const t = await createTestApp({ webDist, env });
  try {
    const landing = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    const demo = await t.app.inject({ method: 'GET', url: '/demo', headers: { 'accept-encoding': 'identity' } });
    return { landing: landing.body, demo: demo.body, demoStatus: demo.statusCode };
  } finally {
    await t.close();
  }
}

describe("the landing's demo button", () => {
  it('opens the web demo in the same tab when no WhatsApp number is configured', async () => {
    const { landing, demo, demoStatus } = await landingWith({});
    expect(landing).toContain('<a href="/demo" target="_self" rel="noopener noreferrer">Ver demo (60s)</a>');
    expect(landing).not.toContain('%DEMO_');
    // The plan and contact buttons lead to the sign-up, not to a chat without a number.
    expect(landing).toContain('<a href="/register" target="_self">Contactar</a>');
    expect(landing).not.toContain('wa.me');
    // /demo is a page of the web app: the server answers the app shell.
    expect(demoStatus).toBe(200);
    expect(demo).toContain('<title>Recepta app</title>');
  });

  it('opens the WhatsApp chat in a new tab when a number is configured', async () => {
    const { landing } = await landingWith({ WHATSAPP_NUMBER: '50688887777' });
    const chat = `https://wa.me/50688887777?text=${encodeURIComponent('Hola, quiero información sobre Recepta')}`;
    expect(landing).toContain(`<a href="${chat}" target="_blank" rel="noopener noreferrer">Ver demo (60s)</a>`);
    expect(landing).toContain(`<a href="${chat}" target="_blank">Contactar</a>`);
  });
});
