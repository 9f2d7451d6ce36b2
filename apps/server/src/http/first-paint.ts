import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

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
 * Draws `request`'s page: asks the API itself (in process, with the page's own cookie, so the
 * answers are exactly what the browser would get, tenancy and all), renders, and inlines the
 * answers as they came. Null when the page is not one the server draws, or an answer failed (the
 * browser then asks and shows the failure as usual).
 */
export async function drawFirstPaint(
  app: FastifyInstance,
  renderer: FirstPaintRenderer,
  request: FirstPaintRequest,
  scriptSafe: (json: string) => string,
): Promise<DrawnPage | null> {
  const started = performance.now();
  const plan = renderer.firstPaintPlan(request);
  if (!plan) return null;
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
