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
  /** Navigation start → the week's data received (responseEnd of its request, or of the page that carried it). */
  dataMs: number;
  /** Whether the week came inside the page (drawn by the server) rather than by a request of its own. */
  dataInPage: boolean;
  /** Navigation start → the app's hydration of a drawn page ended ('app:hydrated' mark); null when not drawn. */
  hydratedMs: number | null;
  /** Hydration errors React recovered from by rendering again (window.__receptaHydrationErrors). */
  hydrationErrors: number;
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
    // A page the server drew and the app hydrated had its week inside (apps/web/src/main.tsx marks
    // which way it started); one it drew for other preferences was rendered again by the browser.
    const drawn = await page.evaluate(() => document.getElementById('recepta-first-paint') !== null);
    if (drawn) {
      await page.waitForFunction(
        () =>
          performance.getEntriesByName('app:hydrate').length + performance.getEntriesByName('app:render').length > 0,
      );
    }
    const dataInPage = drawn && (await page.evaluate(() => performance.getEntriesByName('app:hydrate').length > 0));
    if (dataInPage) {
      // Hydration goes on after the paint: wait for it, so the next load does not overlap it.
      await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
    }
    const timing = (await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const hydrated = performance.getEntriesByName('app:hydrated')[0];
      return {
        nav: { name: nav.name, start: 0, end: nav.responseEnd, ttfb: nav.responseStart },
        resources: resources.map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd })),
        hydratedMs: hydrated ? hydrated.startTime : null,
        hydrationErrors: (window as { __receptaHydrationErrors?: number }).__receptaHydrationErrors ?? 0,
      };
    })) as {
      nav: RequestTiming & { ttfb: number };
      resources: RequestTiming[];
      hydratedMs: number | null;
      hydrationErrors: number;
    };
    // A page drawn by the server brings the week inside its HTML.
    const data = dataInPage ? timing.nav : timing.resources.find((r) => r.name.includes(target.data));
    if (!data) throw new Error(`no request for ${target.data} in ${url}`);
    const beforeData = dataInPage
      ? [timing.nav]
      : [timing.nav, ...timing.resources.filter((r) => r.start < data.end && r !== data), data];
    const api = timing.resources.filter((r) => r.name.includes(target.api) && r.start <= data.end);
    const waited = api.filter((r) => api.some((other) => other !== r && other.end <= r.start));
    const scripts = timing.resources.filter((r) => r.name.endsWith('.js') && r.start < paintedMs).map((r) => r.name);
    return {
      paintedMs,
      dataMs: data.end,
      dataInPage,
      hydratedMs: timing.hydratedMs,
      hydrationErrors: timing.hydrationErrors,
      htmlTtfbMs: timing.nav.ttfb,
      beforeData,
      waited,
      scripts,
    };
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
