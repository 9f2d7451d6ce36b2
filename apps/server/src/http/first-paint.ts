import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { APP_CODE_ID, APP_START_SCRIPT } from './app-start-script.ts';
import { scriptSafe } from './script-safe.ts';
import { withBootstrap } from './shell-head.ts';
import { THEME_BOOT_SCRIPT } from './theme-boot-script.ts';

/**
 * The web build's drawing of panel pages (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-ssr by `vite build --ssr`): which API answers a page is drawn from, and the markup
 * drawn from them. See docs/architecture.md#the-server-draws-the-agenda.
 */
export interface FirstPaintRenderer {
  firstPaintPlan(request: FirstPaintRequest): string[] | null;
  renderFirstPaint(
    request: FirstPaintRequest,
    answers: Record<string, unknown>,
  ): Promise<{ html: string; state: Record<string, unknown> } | null>;
}

export interface FirstPaintRequest {
  url: string;
  bootstrap: unknown;
  cookie: string | undefined;
  now: number;
}

/** A drawn page: the markup of #root, and the JSON (script-safe) it hydrates from. */
export interface DrawnPage {
  html: string;
  stateJson: string;
  /** Milliseconds spent reading the answers and rendering, for the Server-Timing header. */
  timing: { reads: number; render: number };
}

/** Where the web build leaves the server's bundle, beside the browser's (apps/web/dist → apps/web/dist-ssr). */
export function firstPaintEntry(webDist: string): string {
  return join(webDist, '..', 'dist-ssr', 'entry-server.js');
}

/** The renderer, when the web build made one; without it every page is drawn by the browser, as before. */
export async function loadFirstPaint(webDist: string): Promise<FirstPaintRenderer | undefined> {
  const entry = firstPaintEntry(webDist);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as FirstPaintRenderer;
}

/**
 * Draws `request`'s page from `plan`: asks the API itself (in process, with the page's own cookie,
 * so the answers are exactly what the browser would get, tenancy and all), renders, and inlines
 * the answers as they came. Null when an answer failed (the browser then asks and shows the
 * failure as usual) or the renderer declined.
 */
export async function drawFirstPaint(
  app: FastifyInstance,
  renderer: FirstPaintRenderer,
  request: FirstPaintRequest,
  plan: readonly string[],
): Promise<DrawnPage | null> {
  const started = performance.now();
  const bodies = await Promise.all(
    plan.map(async (path) => {
      const answer = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json', ...(request.cookie ? { cookie: request.cookie } : {}) },
      });
      return answer.statusCode === 200 ? answer.body : null;
    }),
  );
  if (bodies.some((body) => body === null)) return null;
  const answers: Record<string, unknown> = {};
  plan.forEach((path, i) => {
    answers[path] = JSON.parse(bodies[i] as string);
  });
  const read = performance.now();
  const drawn = await renderer.renderFirstPaint(request, answers);
  if (!drawn) return null;
  const rendered = performance.now();
  // The answers go in as the API wrote them: no second serialisation of the week.
  const inlined = plan.map((path, i) => `${JSON.stringify(path)}:${bodies[i]}`).join(',');
  const state = JSON.stringify(drawn.state);
  return {
    html: drawn.html,
    stateJson: scriptSafe(`${state.slice(0, -1)},"answers":{${inlined}}}`),
    timing: { reads: read - started, render: rendered - read },
  };
}

/** The id of the element that marks the end of a drawn page's markup (see drawnShell). */
const DRAWN_END_ID = 'recepta-drawn-end';

/** The id of the drawn page's JSON (apps/web/src/app/first-paint.ts reads it). */
export const FIRST_PAINT_ELEMENT_ID = 'recepta-first-paint';

const ROOT = '<div id="root"></div>';

/**
 * A page the server draws, in two parts sent at two moments (docs/architecture.md#the-server-draws-the-agenda).
 * The head goes at once, before the page's data is read: the browser sets up the document and
 * reads the stylesheets while the server draws. The rest brings the drawing and, after it, the
 * answers it was drawn from, so the browser paints the markup before it has even read them; the
 * app's code is asked for after that paint.
 */
export interface DrawnShell {
  /** Up to and including #root's opening tag. */
  head: string;
  /**
   * #root's content and the end of the page: the drawing, or (when it could not be drawn) an empty
   * #root, `instead` (the early reads' script) and the app's entry, which draws it in the browser.
   */
  rest(drawn: DrawnPage | null, instead?: string): string;
}

/** The shell of a drawn page, or null when `shellHtml` is not a shell it can be drawn into (another build's app.html). */
export function drawnShell(shellHtml: string, bootstrap: unknown, preloads: readonly string[]): DrawnShell | null {
  let entry: string | undefined;
  const code: string[] = [];
  const html = withBootstrap(shellHtml, bootstrap, preloads, 'apply')
    // The theme before anything is painted; the first frame held until the whole drawing is parsed
    // (rel=expect, blocking=render): a frame of half the week was laid out and painted, then all of it again.
    .replace(
      '<head>',
      `<head><link rel="expect" href="#${DRAWN_END_ID}" blocking="render"><script>${THEME_BOOT_SCRIPT}</script>`,
    )
    // The app's code, entry and preloads, is asked for after the drawing is painted (app-start-script.ts).
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      code.push(href);
      return '';
    });
  const root = html.indexOf(ROOT);
  if (entry === undefined || root < 0) return null;
  const end = html.slice(root + ROOT.length);
  const endOfDrawing = `</div><template id="${DRAWN_END_ID}"></template>`;
  const appCode = JSON.stringify([entry, ...code]);
  return {
    head: `${html.slice(0, root)}<div id="root">`,
    rest(drawn, instead = '') {
      const scripts = drawn
        ? `<script id="${FIRST_PAINT_ELEMENT_ID}" type="application/json">${drawn.stateJson}</script>` +
          `<script id="${APP_CODE_ID}" type="application/json">${appCode}</script><script>${APP_START_SCRIPT}</script>`
        : instead +
          code.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
          `<script type="module" crossorigin src="${entry}"></script>`;
      return `${drawn?.html ?? ''}${endOfDrawing}${end.replace('</body>', () => `${scripts}</body>`)}`;
    },
  };
}
