/**
 * Opening the agenda, against FullCalendar (issue 17, docs/benchmarks.md#opening-the-agenda): in
 * Chromium, the built app served by the real server as `npm start` serves it, and a peer page that
 * draws the same week with FullCalendar's React time-grid week (bench/peer/fullcalendar), built
 * with Vite and served by this bench. Both are timed by the same code (lib/page-timing.ts): from
 * navigation start until every appointment's element is painted, median of 5 loads, each in a new
 * tab of a signed-in browser, alternating the two pages. Printed per size: the ratio to
 * FullCalendar (targets ≤ 0.5 at 500 × 10 and ≤ 0.3 at 2,000 × 30), what was requested before the
 * week's data was in hand and whether any data request waited on another (target: none),
 * navigation → data, data → painted (target < 200 ms at 2,000 × 30), gzip bytes of the JavaScript
 * requested before the paint, and a warm week change. Then Lighthouse on /admin/agenda, signed in,
 * desktop preset (target ≥ 95). It prints figures and never fails on one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { formatInstantInZone, weekRange } from '@recepta/domain';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, nextMonday, seedWeek } from './agenda-ui.ts';
import { launchChromium } from './landing.ts';
import { buildPeer, servePeer } from './lib/fullcalendar-peer.ts';
import { type LoadTiming, loadAndTime, type Target, timeWeekChange, watch } from './lib/page-timing.ts';
import { fmt, median, startProcess } from './lib/server.ts';

const LOADS = 5;
const SIZES = [
  { appointments: 500, resources: 10, target: 0.5 },
  { appointments: 2_000, resources: 30, target: 0.3 },
] as const;
const TZ = 'America/Costa_Rica';
async function signedInContext(
  browser: Browser,
  base: string,
  account: { email: string; password: string },
  monday: string,
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-CR', timezoneId: TZ });
  await context.addInitScript((week) => {
    localStorage.setItem('agendaWeekStart', week);
    localStorage.setItem('sidebarOpen', 'false');
  }, monday);
  const login = await context.request.post(`${base}/api/account/login`, { data: account });
  if (login.status() !== 200) throw new Error(`login: ${login.status()}`);
  return context;
}

/** gzip bytes of the scripts (each fetched once, compressed at level 9 as the build's .gz copies are). */
async function gzipBytes(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

function path(url: string): string {
  return new URL(url).pathname;
}

function describeRequests(timing: LoadTiming): string {
  return timing.beforeData.map((r) => `${path(r.name)} ${fmt(r.start)}→${fmt(r.end)}`).join(', ');
}

const ms = (n: number) => `${fmt(n)} ms`;

export async function benchAgendaLoad(): Promise<void> {
  console.log('\n# Opening the agenda: Chromium, navigation start → every appointment painted, against FullCalendar');
  const dataDir = mkdtempSync(join(tmpdir(), 'recepta-bench-agenda-load-'));
  const server = await startProcess(
    'apps/server/src/main.ts',
    { DATA_DIR: dataDir, SEED_DEMO: 'false' },
    '/api/health',
  );
  const base = `http://127.0.0.1:${server.port}`;
  let peer: Awaited<ReturnType<typeof servePeer>> | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  try {
    await buildPeer();
    const monday = nextMonday();
    const seeded = [];
    for (const size of SIZES) {
      const s = await seedWeek(base, monday, size.resources, size.appointments);
      console.log(
        `  ${fmt(size.appointments)} × ${size.resources}: seeded through POST /api/appointments in ${fmt(s.seedMs / 1000, 1)} s`,
      );
      seeded.push({ ...size, ...s });
    }

    // The peer's week: the very answer GET /api/agenda gives the agenda for that week.
    const weeks = new Map<string, Buffer>();
    for (const s of seeded) {
      const context = await signedInContext(browser, base, s.account, monday);
      const week = weekRange(monday, TZ);
      const params = {
        orgId: s.orgId,
        start: formatInstantInZone(week.start, TZ),
        end: formatInstantInZone(week.end, TZ),
      };
      const answer = await context.request.get(`${base}/api/agenda`, { params });
      const body = await answer.text();
      weeks.set(String(s.appointments), Buffer.from(`{"monday":"${monday}",${body.slice(1)}`));
      await context.close();
    }
    await bootstrapCost(
      base,
      seeded[0]?.account as { email: string; password: string },
      monday,
      seeded[0]?.appointments ?? 0,
    );
    peer = await servePeer(weeks);
    const peerBase = `http://127.0.0.1:${peer.port}`;

    for (const s of seeded) {
      const recepta: Target = { selector: '[data-appt-id]', count: s.appointments, data: '/api/agenda?', api: '/api/' };
      const fc: Target = { selector: '.fc-event', count: s.appointments, data: 'week.json', api: 'week.json' };
      const ours = await signedInContext(browser, base, s.account, monday);
      await watch(ours, recepta);
      const theirs = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'es-CR',
        timezoneId: TZ,
      });
      await watch(theirs, fc);
      contexts.push(ours, theirs);
      const agendaUrl = `${base}/admin/agenda`;
      const peerUrl = `${peerBase}/${s.appointments}/`;
      // One warm-up each (code in the HTTP cache, as for anyone who has opened it before), then
      // the loads, alternating, each in a new tab.
      await loadAndTime(ours, agendaUrl, recepta);
      await loadAndTime(theirs, peerUrl, fc);
      const a: LoadTiming[] = [];
      const b: LoadTiming[] = [];
      for (let i = 0; i < LOADS; i++) {
        a.push(await loadAndTime(ours, agendaUrl, recepta));
        b.push(await loadAndTime(theirs, peerUrl, fc));
      }
      const m = (list: LoadTiming[], f: (t: LoadTiming) => number) => median(list.map(f));
      const oursMs = m(a, (t) => t.paintedMs);
      const theirsMs = m(b, (t) => t.paintedMs);
      const ratio = oursMs / theirsMs;
      console.log(
        `\n  ${fmt(s.appointments)} appointments × ${s.resources} professionals (median of ${LOADS} loads, new tab each)`,
      );
      console.log(
        '    navigation → all painted'.padEnd(44),
        `agenda ${ms(oursMs)} (${a.map((t) => fmt(t.paintedMs)).join(', ')})  FullCalendar ${ms(theirsMs)} (${b.map((t) => fmt(t.paintedMs)).join(', ')})`,
      );
      console.log(
        '    ratio to FullCalendar'.padEnd(44),
        `${fmt(ratio, 2)}  target ≤ ${s.target}${ratio <= s.target ? ' ✓' : ' ✗'}`,
      );
      console.log(
        '    navigation → data in hand'.padEnd(44),
        `agenda ${ms(m(a, (t) => t.dataMs))}  FullCalendar ${ms(m(b, (t) => t.dataMs))}`,
      );
      console.log(
        '    data → painted'.padEnd(44),
        `agenda ${ms(m(a, (t) => t.paintedMs - t.dataMs))}  FullCalendar ${ms(m(b, (t) => t.paintedMs - t.dataMs))}${s.appointments >= 2_000 ? '  target < 200 ms (agenda)' : ''}`,
      );
      const drawn = a.filter((t) => t.dataInPage).length;
      console.log(
        '    HTML first byte'.padEnd(44),
        `agenda ${ms(m(a, (t) => t.htmlTtfbMs))} (${drawn === a.length ? 'week drawn by the server' : `drawn by the server in ${drawn} of ${a.length} loads`})  FullCalendar ${ms(m(b, (t) => t.htmlTtfbMs))}`,
      );
      if (drawn > 0) {
        const hydrated = a.flatMap((t) => (t.hydratedMs === null ? [] : [t.hydratedMs]));
        const errors = a.reduce((sum, t) => sum + t.hydrationErrors, 0);
        console.log(
          '    navigation → hydrated (interactive)'.padEnd(44),
          `agenda ${ms(median(hydrated))} (${hydrated.map((t) => fmt(t)).join(', ')}); hydration errors: ${errors}${errors === 0 ? ' ✓' : ' ✗'}`,
        );
      }
      const last = a[a.length - 1] as LoadTiming;
      const waited = Math.max(...a.map((t) => t.waited.length));
      console.log(
        '    requests before the data was in hand'.padEnd(44),
        `${last.beforeData.length}; data requests that waited on another: ${waited}${waited === 0 ? ' ✓' : ' ✗'} (last load: ${describeRequests(last)})`,
      );
      const lastPeer = b[b.length - 1] as LoadTiming;
      console.log('    … FullCalendar'.padEnd(44), `${lastPeer.beforeData.length} (${describeRequests(lastPeer)})`);
      console.log(
        '    JavaScript before the paint, gzip'.padEnd(44),
        `agenda ${fmt((await gzipBytes(last.scripts)) / 1024, 1)} KB in ${new Set(last.scripts).size} files  FullCalendar ${fmt((await gzipBytes(lastPeer.scripts)) / 1024, 1)} KB in ${new Set(lastPeer.scripts).size}`,
      );

      // A warm week change: to the next week (empty) and back, the week shown again from the cache.
      const page = await ours.newPage();
      await page.goto(agendaUrl);
      await page.evaluate('window.__benchPainted');
      // Once live, the agenda reads the weeks on either side; let it.
      await page.getByRole('status').filter({ hasText: 'En vivo' }).waitFor({ timeout: 10_000 });
      const oursChange: number[] = [];
      for (let i = 0; i < 3; i++) {
        oursChange.push(
          await timeWeekChange(
            page,
            'button[aria-label="Semana siguiente"]',
            'button[aria-label="Semana anterior"]',
            recepta,
          ),
        );
      }
      await page.close();
      const peerPage = await theirs.newPage();
      await peerPage.goto(peerUrl);
      await peerPage.evaluate('window.__benchPainted');
      const theirsChange: number[] = [];
      for (let i = 0; i < 3; i++)
        theirsChange.push(await timeWeekChange(peerPage, '.fc-next-button', '.fc-prev-button', fc));
      await peerPage.close();
      console.log(
        '    warm week change (back to this week)'.padEnd(44),
        `agenda ${ms(median(oursChange))} (${oursChange.map((t) => fmt(t)).join(', ')})  FullCalendar ${ms(median(theirsChange))} (${theirsChange.map((t) => fmt(t)).join(', ')})`,
      );
    }

    await lighthouseAgenda(base, seeded[0] as (typeof seeded)[number], monday);
  } catch (err) {
    console.log(`  not measured: ${(err as Error).stack ?? err}`);
  } finally {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser.close();
    await peer?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Inlining the bootstrap against fetching it: the app shell's time to its last byte signed out
 * (the shared shell) and signed in (bootstrap inlined, on a screen the server does not draw), what a
 * bootstrap request of its own would cost instead (GET /api/me then the organisation, config and
 * locations together), and the agenda drawn by the server with its week; sequential
 * calls from Node with the session cookie.
 */
async function bootstrapCost(
  base: string,
  account: { email: string; password: string },
  monday: string,
  appointments: number,
) {
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { orgs } = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as {
    orgs: { id: string }[];
  };
  const orgId = orgs[0]?.id as string;
  const time = async (run: () => Promise<unknown>) => {
    const runs: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      await run();
      runs.push(performance.now() - t0);
    }
    return median(runs.slice(10));
  };
  const get =
    (path: string, withCookie = true) =>
    () =>
      fetch(`${base}${path}`, withCookie ? { headers: { cookie } } : {}).then((r) => r.arrayBuffer());
  const shared = await time(get('/admin/agenda', false));
  const inlined = await time(get('/admin/today'));
  const drawnCookie = `${cookie}; agendaWeekStart=${monday}`;
  const drawn = await time(() =>
    fetch(`${base}/admin/agenda`, { headers: { cookie: drawnCookie } }).then((r) => r.arrayBuffer()),
  );
  const separate = await time(async () => {
    await get('/api/me')();
    await Promise.all([
      get(`/api/orgs/${orgId}`)(),
      get(`/api/config?orgId=${orgId}`)(),
      get(`/api/locations?orgId=${orgId}`)(),
    ]);
  });
  console.log(
    '  app shell HTML, median of 30'.padEnd(46),
    `shared ${fmt(shared, 1)} ms · with the bootstrap inlined (/admin/today) ${fmt(inlined, 1)} ms · the same data asked by the app (/api/me, then 3 at once) ${fmt(separate, 1)} ms · the agenda drawn with its ${fmt(appointments)} appointments ${fmt(drawn, 1)} ms`,
  );
}

/** Lighthouse on /admin/agenda, signed in, desktop preset, on the week of 500 appointments. */
async function lighthouseAgenda(
  base: string,
  seeded: { account: { email: string; password: string }; appointments: number },
  monday: string,
) {
  console.log(
    `\n  Lighthouse, /admin/agenda signed in (${fmt(seeded.appointments)} appointments), desktop preset (target: performance ≥ 95)`,
  );
  const lh = await launchChromium();
  try {
    // Sign in and choose the week in Lighthouse's own browser profile, from a page that loads none
    // of the app's code (so its cache stays cold); Lighthouse is told to keep that storage.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${lh.port}`);
    const context = cdp.contexts()[0] as BrowserContext;
    const login = await context.request.post(`${base}/api/account/login`, { data: seeded.account });
    if (login.status() !== 200) throw new Error(`login: ${login.status()}`);
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((week) => {
      localStorage.setItem('agendaWeekStart', week);
    }, monday);
    // As any earlier visit of the panel leaves it (apps/web/src/lib/local-storage.ts), for the server's drawing.
    await context.addCookies([
      { name: 'agendaWeekStart', value: monday, domain: new URL(base).hostname, path: '/admin' },
    ]);
    await page.close();
    const result = await lighthouse(
      `${base}/admin/agenda`,
      { port: lh.port, output: 'json', logLevel: 'error', disableStorageReset: true },
      desktopConfig,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(
      `    performance ${score}${score >= 95 ? ' ✓' : ' ✗'} · FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
    );
    const shortfalls = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${a?.id} ${Math.round((a?.score ?? 0) * 100)}`);
    if (shortfalls.length > 0) console.log(`    below 90: ${shortfalls.join(', ')}`);
    await cdp.close();
  } catch (err) {
    console.log(`    not measured: ${(err as Error).message}`);
  } finally {
    await new Promise<void>((resolve) => {
      if (lh.child.exitCode !== null) return resolve();
      lh.child.once('exit', () => resolve());
      lh.child.kill('SIGTERM');
    });
    // Chromium's helper processes may still be writing into the profile as the main one exits.
    rmSync(lh.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

// Run on its own: node --import tsx bench/agenda-load.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchAgendaLoad();
