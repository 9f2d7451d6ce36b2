/**
 * Agenda UI figures, in Chromium against the real server (the web app must be built first:
 * `npm run build`): an organisation with 30 professionals and 2,000 appointments in one week,
 * booked through POST /api/appointments like any client would.
 * - from the arrival of GET /api/agenda to the painted grid (performance marks 'agenda:data' and
 *   'agenda:painted' set by the agenda code), over a few page loads (target: under 200 ms);
 * - frame times while a card is dragged across the week for about 2 s (requestAnimationFrame in
 *   the page; target: p95 under 16 ms).
 * It prints figures and never fails on one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { fmt, median, startProcess } from './lib/server.ts';

const TZ_OFFSET = '-06:00'; // America/Costa_Rica, no DST
const RESOURCES = 30;
const APPOINTMENTS = 2_000;
const LOADS = 5;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PALETTE = ['#0d9488', '#2563eb', '#f59e0b', '#ef4444', '#8b5cf6', '#db2777', '#16a34a'];

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Next week's Monday in Costa Rica: every slot of it lies in the future. */
export function nextMonday(): string {
  const today = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 - weekday);
}

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

/** A JSON client holding the session cookie, as a browser would. */
function client(base: string) {
  let cookie = '';
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** Seeds one organisation with `appointments` over one week, spread over `resources` professionals. */
export async function seedWeek(base: string, monday: string, resourceCount = RESOURCES, appointments = APPOINTMENTS) {
  const call = client(base);
  const account = { email: `bench.${randomBytes(4).toString('hex')}@example.com`, password: 'clave-segura-123' };
  await call('POST', '/api/account/register', account);
  const { org, location } = await call<{ org: { id: string }; location: { id: string } }>(
    'POST',
    '/api/catalog/initOrg',
    { name: 'Clínica Bench', locationName: 'San José', tz: 'America/Costa_Rica' },
  );
  const q = `?orgId=${org.id}`;
  const resources: string[] = [];
  for (let i = 0; i < resourceCount; i++) {
    const r = await call<{ id: string }>('POST', `/api/resources${q}`, {
      name: `Profesional ${String(i + 1).padStart(2, '0')}`,
      locationId: location.id,
      capacity: 1,
      active: true,
      backgroundColor: PALETTE[i % PALETTE.length],
      textColor: '#ffffff',
    });
    resources.push(r.id);
  }
  const service = await call<{ id: string }>('POST', `/api/services${q}`, { name: 'Consulta', durationMin: 30 });
  const customers: string[] = [];
  for (let i = 0; i < 20; i++) {
    const c = await call<{ id: string }>('POST', `/api/customers${q}`, {
      name: `Cliente ${i + 1}`,
      phone: `8800${String(1000 + i)}`,
    });
    customers.push(c.id);
  }

  // Appointment i: resource i mod resourceCount, then day and half-hour (of 08:00–18:00) spread so that no two
  // share a resource and a slot, and every day is busy from opening to closing. Same week every run.
  const chosen = Array.from({ length: appointments }, (_, i): [number, number, number] => {
    const r = i % resourceCount;
    const k = Math.floor(i / resourceCount);
    return [r, k % 7, (Math.floor(k / 7) * 2 + r) % 20];
  });
  const t0 = performance.now();
  for (let i = 0; i < chosen.length; i += 16) {
    await Promise.all(
      chosen.slice(i, i + 16).map(([r, d, s], k) => {
        const minutes = 8 * 60 + s * 30;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        return call('POST', `/api/appointments${q}`, {
          serviceId: service.id,
          resourceId: resources[r],
          customerId: customers[(i + k) % customers.length],
          start: `${addDays(monday, d)}T${time}:00${TZ_OFFSET}`,
        });
      }),
    );
  }
  return { account, orgId: org.id, seedMs: performance.now() - t0 };
}

/**
 * Loads the agenda drawn by the browser and answers ms from 'agenda:data' to the first
 * 'agenda:painted' after it. A load whose stored week the server knows comes drawn by the server
 * (docs/architecture.md#the-server-draws-the-agenda; bench/agenda-load.ts times that): without the
 * week's cookie, the server's drawing is not the stored week, and the app renders the week itself.
 */
export async function loadOnce(page: Page, url: string): Promise<number> {
  await page.context().clearCookies({ name: 'agendaWeekStart' });
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const data = performance.getEntriesByName('agenda:data')[0];
      return data && performance.getEntriesByName('agenda:painted').some((m) => m.startTime >= data.startTime);
    },
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const data = performance.getEntriesByName('agenda:data')[0] as PerformanceEntry;
    const painted = performance.getEntriesByName('agenda:painted').find((m) => m.startTime >= data.startTime);
    return (painted?.startTime ?? Number.NaN) - data.startTime;
  });
}

/**
 * Drags the first Monday card across the seven days for about 2 s. Answers, per frame, the
 * interval since the previous one (16.7 ms at 60 Hz when none is dropped) and the frame's work:
 * from the start of its requestAnimationFrame callbacks to the first task after it, i.e. the
 * drag's own code, style, layout and paint.
 */
export async function dragFrames(page: Page, monday: string): Promise<{ intervals: number[]; work: number[] }> {
  await page.locator('[data-agenda-scroller]').evaluate((el) => {
    el.scrollTop = 0;
  });
  const first = page.locator(`[data-day="${monday}"] [data-appt-id]`).first();
  const box = await first.boundingBox();
  const week = await page.locator('[data-day]').evaluateAll((cols) =>
    cols.map((c) => {
      const r = c.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y };
    }),
  );
  if (!box || week.length < 7) throw new Error('no card to drag');
  // A string, so that no helper of the TypeScript loader leaks into the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__work = [];
    window.__stop = false;
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      const begun = performance.now();
      setTimeout(() => window.__work.push(performance.now() - begun), 0);
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const start = { x: box.x + box.width / 2, y: box.y + 8 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 120;
  const t0 = Date.now();
  for (let i = 1; i <= steps; i++) {
    const f = i / steps;
    const col = week[Math.min(6, Math.floor(f * 7))] as { x: number; y: number };
    await page.mouse.move(col.x, start.y + Math.sin(f * Math.PI * 4) * 120 + 60);
    const due = t0 + (2_000 * i) / steps;
    const wait = due - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
  }
  const frames = (await page.evaluate(`(() => {
    window.__stop = true;
    return { intervals: window.__frames.slice(1), work: window.__work.slice(1) };
  })()`)) as { intervals: number[]; work: number[] };
  // Put the card back: no confirmation dialog, nothing saved.
  await page.keyboard.press('Escape');
  await page.mouse.up();
  return frames;
}

export async function benchAgendaUi(): Promise<void> {
  console.log(`\n# Agenda UI: Chromium, ${RESOURCES} professionals, ${fmt(APPOINTMENTS)} appointments in one week`);
  const dataDir = mkdtempSync(join(tmpdir(), 'recepta-bench-agenda-'));
  const server = await startProcess(
    'apps/server/src/main.ts',
    { DATA_DIR: dataDir, SEED_DEMO: 'false' },
    '/api/health',
  );
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const monday = nextMonday();
    const { account, seedMs } = await seedWeek(base, monday);
    console.log(`  seeded through POST /api/appointments in ${fmt(seedMs / 1000, 1)} s`);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-CR' });
    await context.addInitScript((week) => {
      localStorage.setItem('agendaWeekStart', week);
      localStorage.setItem('sidebarOpen', 'false');
    }, monday);
    const login = await context.request.post(`${base}/api/account/login`, { data: account });
    if (login.status() !== 200) throw new Error(`login: ${login.status()}`);
    const page = await context.newPage();

    const loads: number[] = [];
    await loadOnce(page, `${base}/admin/agenda`); // warm-up: code and catalogue in the cache
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(page, `${base}/admin/agenda`));
    const cards = await page.locator('[data-appt-id]').count();
    console.log(
      `  data → painted grid (${fmt(cards)} cards)`.padEnd(44),
      `median ${fmt(median(loads))} ms  max ${fmt(Math.max(...loads))} ms  (runs: ${loads.map((t) => fmt(t)).join(', ')})  target < 200 ms`,
    );

    const { intervals, work } = await dragFrames(page, monday);
    console.log(
      '  drag across the week, work per frame'.padEnd(44),
      `p95 ${fmt(percentile(work, 95), 1)} ms  median ${fmt(median(work), 1)} ms  max ${fmt(Math.max(...work), 1)} ms  (${work.length} frames)  target p95 < 16 ms`,
    );
    console.log(
      '  drag across the week, frame interval'.padEnd(44),
      `p95 ${fmt(percentile(intervals, 95), 1)} ms  median ${fmt(median(intervals), 1)} ms  max ${fmt(Math.max(...intervals), 1)} ms  (16.7 ms = no frame dropped at 60 Hz)`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run on its own: node --import tsx bench/agenda-ui.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchAgendaUi();
