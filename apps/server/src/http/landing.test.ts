/**
 * The landing as a visitor without JavaScript (or a crawler) gets it: plain HTTP, no browser.
 * The page is prerendered by the web build's own script from the real landing components into a
 * throw-away dist, so the test does not depend on a prior `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));
let webDist: string;

beforeAll(() => {
  // What `vite build` leaves for the prerender step: the app shell and the manifest naming the
  // landing's stylesheet.
  webDist = mkdtempSync(join(tmpdir(), 'recepta-landing-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="es"><title>Recepta</title></html>');
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/landing/landing.css': { file: 'assets/landing-test.css', isEntry: true } }),
  );
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'landing-test.css'), 'body{margin:0}');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts', webDist], {
    cwd: webRoot,
    stdio: 'pipe',
  });
}, 60_000);

afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

interface Link {
  href: string;
  text: string;
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (s: string) => s.replace(/&(amp|quot|#x27|lt|gt);/g, (e) => entities[e] ?? e);
/** The text a reader sees: tags dropped, entities decoded, white space collapsed. */
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function links(html: string): Link[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(m[1] ?? ''),
    text: textOf(m[2] ?? ''),
  }));
}

function hrefsOf(html: string, text: string): string[] {
  return links(html)
    .filter((l) => l.text === text)
    .map((l) => l.href);
}

/** The inner HTML of the element whose id is given (sections are not nested in one another). */
function section(html: string, id: string): string {
  const m = html.match(new RegExp(`<section[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</section>`));
  if (!m?.[1]) throw new Error(`no section #${id}`);
  return m[1];
}

const whatsappCtas = ['Ver demo (60s)', 'Probar Start', 'Elegir Pro', 'Contactar', 'Hablar por WhatsApp'];

describe('landing page, with a WhatsApp number configured', () => {
  let t: TestApp;
  let html: string;

  beforeAll(async () => {
    t = await createTestApp({
      webDist,
      env: {
        WHATSAPP_NUMBER: '+50688887777',
        WHATSAPP_TEXT: 'Hola, quiero el plan "Pro" & más',
        PUBLIC_URL: 'https://recepta.example',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    html = res.body;
  });

  afterAll(async () => {
    await t.close();
  });

  it('is a complete Spanish page for search engines and link previews', () => {
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    expect(html).toContain('<title>Recepta · Recepcionista por WhatsApp para clínicas</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<link rel="canonical" href="https://recepta.example/"/>');
    expect(html).toContain('<meta property="og:url" content="https://recepta.example/"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toMatch(/<meta property="og:title" content="Recepta[^"]*"\/>/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]{50,}"\/>/);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/landing-test.css"/>');
    expect(html).not.toMatch(/%[A-Z_]+%/);
  });

  it('runs no JavaScript at all', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('has the hero: kicker, headline, both calls to action, badges and the chat preview', () => {
    const text = textOf(html);
    expect(text).toContain('Recepcionista por WhatsApp');
    expect(textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '')).toBe(
      'Ilumina tu agenda: más citas, menos ausencias.',
    );
    expect(hrefsOf(html, 'Ver planes')).toEqual(['#precios']);
    for (const badge of ['Garantía de 7 días', 'Setup en 48 h', 'Soporte humano']) expect(text).toContain(badge);
    const chat = textOf(html.match(/<figure[^>]*>([\s\S]*?)<\/figure>/)?.[1] ?? '');
    expect(chat).toContain('limpieza dental');
    expect(chat).toMatch(/10:30, 14:00 o 16:15/);
    expect(chat).toContain('Paciente: 14:00');
    expect(chat).toMatch(/agendada .*14:00.*recordatorios 24 h y 2 h antes/);
  });

  it('has the strip of four stats', () => {
    const strip = html.match(/<dl[^>]*>([\s\S]*?)<\/dl>/)?.[1] ?? '';
    const values = [...strip.matchAll(/<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => textOf(m[1] ?? ''));
    expect(values).toEqual(['+30%', '-35%', '48 h', '7 días']);
  });

  it("has 'Funciones clave' with the four feature cards", () => {
    const features = section(html, 'funciones');
    expect(textOf(features)).toContain('Funciones clave');
    const titles = [...features.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1] ?? ''));
    expect(titles).toEqual([
      'Agenda por chat',
      'Confirmaciones 24 h y 2 h',
      'Reprogramación por chat',
      'Reportes claros',
    ]);
    const text = textOf(features);
    expect(text).toContain('60 segundos');
    expect(text).toContain('3 horarios sugeridos');
    expect(text).toMatch(/Leads, citas, confirmadas y dinero estimado/);
  });

  it("has 'Elige tu plan' at #precios with the three plans, prices in USD per month and the note", () => {
    const pricing = section(html, 'precios');
    const text = textOf(pricing);
    expect(text).toContain('Elige tu plan');
    const plans = [...pricing.matchAll(/<li[^>]*aria-labelledby="plan-[^"]+"[^>]*>([\s\S]*?)<\/a><\/li>/g)].map((m) =>
      textOf(m[1] ?? ''),
    );
    expect(plans).toEqual([
      'Start $179 USD/mes Setup 48h Recordatorios Reporte semanal Probar Start',
      'Más elegido Pro $239 USD/mes Todo Start Reactivación Integración Calendario Elegir Pro',
      'Plus $299 USD/mes Todo Pro Handoff humano Soporte prioritario Contactar',
    ]);
    expect(text).toContain('Pago mensual, sin permanencia.');
    expect(text).toContain('mensajes de WhatsApp se paga por separado');
  });

  it('has the FAQ as native disclosures, questions in <summary> and answers beside them', () => {
    const faq = section(html, 'preguntas');
    const items = [...faq.matchAll(/<details[^>]*><summary[^>]*>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/g)].map(
      (m) => ({ q: textOf(m[1] ?? ''), a: textOf(m[2] ?? '') }),
    );
    expect(items.map((i) => i.q)).toEqual([
      '¿Necesito otro número de WhatsApp?',
      '¿Cuándo veo resultados?',
      '¿Puedo pausar el servicio?',
    ]);
    expect(items[0]?.a).toMatch(/número actual o uno nuevo/);
    expect(items[1]?.a).toMatch(/7 días/);
    expect(items[2]?.a).toMatch(/pausarlo y reactivarlo/);
  });

  it('points every plan and demo button to the configured WhatsApp number and text', () => {
    // The leading + is dropped and the text is URL-encoded, so no quote or ampersand reaches the HTML.
    const expected = 'https://wa.me/50688887777?text=Hola%2C%20quiero%20el%20plan%20%22Pro%22%20%26%20m%C3%A1s';
    for (const cta of whatsappCtas) expect(hrefsOf(html, cta), cta).toEqual([expected]);
    // They open in a new tab, so the visitor keeps the page.
    const tags = html.match(/<a\s[^>]*href="https:\/\/wa\.me\/[^>]*>/g) ?? [];
    expect(tags).toHaveLength(whatsappCtas.length);
    for (const tag of tags) expect(tag).toMatch(/target="_blank" rel="noopener noreferrer"/);
  });

  it('has the footer links and the discreet staff sign-in', () => {
    const footer = html.match(/<footer[^>]*>([\s\S]*?)<\/footer>/)?.[1] ?? '';
    expect(footer).toContain('Recepta');
    expect(hrefsOf(footer, 'Precios')).toEqual(['#precios']);
    expect(hrefsOf(footer, 'Privacidad')).toEqual(['#']);
    expect(hrefsOf(footer, 'Términos')).toEqual(['#']);
    expect(links(html).filter((l) => l.href === '/login').length).toBeGreaterThan(0);
    expect(hrefsOf(html, 'Acceso para clínicas')[0]).toBe('/login');
  });
});

describe('landing page, without a WhatsApp number', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ webDist });
  });

  afterAll(async () => {
    await t.close();
  });

  it('leads the plan and contact buttons to the sign-up, and the demo button to the demo chat', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    for (const cta of whatsappCtas.filter((c) => c !== 'Ver demo (60s)')) {
      expect(hrefsOf(res.body, cta), cta).toEqual(['/register']);
    }
    expect(res.body).not.toContain('wa.me');
    expect(hrefsOf(res.body, 'Ver demo (60s)')).toEqual(['/demo']);
  });

  it('answers other paths with the app shell the build set aside', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.body).toBe('<!doctype html><html lang="es"><title>Recepta</title></html>');
  });
});
