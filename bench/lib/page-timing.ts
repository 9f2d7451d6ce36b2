/**
 * One piece of timing code for every page the bench loads in Chromium (the agenda and its
 * FullCalendar peer, bench/agenda-load.ts): from navigation start until all N elements that stand
 * for appointments are in the DOM and painted. An init script polls the element count once per
 * animation frame from the first frame of the page; when it reaches N it waits a double
 * requestAnimationFrame (the frame that shows them has then been painted) and records
 * performance.now(), which counts from navigation start.
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Installed before any script of the page. Written as a string so that no helper of the
 * TypeScript loader leaks into the page. `window.__benchWatch(selector, n)` answers the time at
 * which the count reached n (0: none left) and was painted.
 */
const WATCHER = `(() => {
  window.__benchWatch = (selector, n) => new Promise((resolve) => {
    const tick = () => {
      const count = document.querySelectorAll(selector).length;
      if (n === 0 ? count === 0 : count >= n) {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const wanted = window.__benchWanted;
  if (wanted) window.__benchPainted = window.__benchWatch(wanted.selector, wanted.n);
})()`;

export interface Target {
  /** Elements that stand for appointments, one each: the agenda's cards, FullCalendar's events. */
  selector: string;
  count: number;
  /** Part of the URL of the request that brings the week's appointments. */
  data: string;
  /** Part of the URL of the page's data requests (API calls), to tell what waited on what. */
  api: string;
}

export interface RequestTiming {
  name: string;
  start: number;
  end: number;
}

export interface LoadTiming {
  /** Navigation start → all N painted. */
  paintedMs: number;
  /** Navigation start → the week's data received (responseEnd of its request). */
  dataMs: number;
  /** Document's first byte. */
  htmlTtfbMs: number;
  /** Every request started before the week's data was in hand, the document first. */
  beforeData: RequestTiming[];
  /** Data requests that started only after another data request had been answered. */
  waited: RequestTiming[];
  /** JavaScript requested before the paint. */
  scripts: string[];
}

/** Prepares a browser context so that every page it opens times `target`. */
export async function watch(context: BrowserContext, target: Target): Promise<void> {
  await context.addInitScript(
    `window.__benchWanted = ${JSON.stringify({ selector: target.selector, n: target.count })};`,
  );
  await context.addInitScript(WATCHER);
}

/** Opens `url` in a fresh tab of the context, waits for the paint and answers what it measured. */
export async function loadAndTime(context: BrowserContext, url: string, target: Target): Promise<LoadTiming> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const paintedMs = (await page.evaluate('window.__benchPainted')) as number;
    const timing = (await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        nav: { name: nav.name, start: 0, end: nav.responseEnd, ttfb: nav.responseStart },
        resources: resources.map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd })),
      };
    })) as { nav: RequestTiming & { ttfb: number }; resources: RequestTiming[] };
    const data = timing.resources.find((r) => r.name.includes(target.data));
    if (!data) throw new Error(`no request for ${target.data} in ${url}`);
    const beforeData = [timing.nav, ...timing.resources.filter((r) => r.start < data.end && r !== data), data];
    const api = timing.resources.filter((r) => r.name.includes(target.api) && r.start <= data.end);
    const waited = api.filter((r) => api.some((other) => other !== r && other.end <= r.start));
    const scripts = timing.resources.filter((r) => r.name.endsWith('.js') && r.start < paintedMs).map((r) => r.name);
    return { paintedMs, dataMs: data.end, htmlTtfbMs: timing.nav.ttfb, beforeData, waited, scripts };
  } finally {
    await page.close();
  }
}

/**
 * A week change inside an open page: clicks `away` (to a week without appointments) and waits for
 * it to be empty, then clicks `back` and answers ms from that click to all N painted again.
 */
export async function timeWeekChange(page: Page, away: string, back: string, target: Target): Promise<number> {
  const run = (selector: string, n: number) =>
    page.evaluate(`(async () => {
      const t0 = performance.now();
      document.querySelector(${JSON.stringify(selector)}).click();
      return (await window.__benchWatch(${JSON.stringify(target.selector)}, ${n})) - t0;
    })()`) as Promise<number>;
  await run(away, 0);
  return run(back, target.count);
}
