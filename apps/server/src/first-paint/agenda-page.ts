import {
  AGENDA_WEEK_KEY,
  type AgendaFirstPaintArgs,
  earlyReads,
  type FirstPaintRequest,
  loadAgendaFirstPaint,
  type ReadJson,
  readCookies,
} from '@recepta/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asResolvedCaller } from '../http/actor.ts';
import { scriptSafe } from '../http/script-safe.ts';
import { type DrawnPage, drawnShell } from './drawn-shell.ts';
import type { PanelPageData } from './panel-page-data.ts';
import { earlyReadsHtml, personalShell, sendShell } from './personal-shell.ts';
import type { AgendaRenderer } from './renderer.ts';
import { sendDrawn } from './send-drawn.ts';

/**
 * A signed-in page load of /admin/agenda (docs/architecture.md#the-server-draws-the-agenda): drawn
 * by the server from the agenda's loader (packages/domain first-paint/agenda.ts) when the web
 * build's renderer is in hand, else the shell with the early reads, which the browser draws. An
 * organisation without a zone yet gets the plain shell: the agenda cannot tell its week.
 */
export async function sendAgendaPage(
  app: FastifyInstance,
  rendererLoaded: Promise<AgendaRenderer | undefined>,
  request: FastifyRequest,
  reply: FastifyReply,
  data: PanelPageData,
  shell: { html: string; preloads: readonly string[] },
): Promise<FastifyReply> {
  const org = data.bootstrap.org?.org;
  if (!org?.tz) return sendShell(request, reply, personalShell(shell.html, data.bootstrap, '', shell.preloads));
  const early = earlyReadsHtml(earlyReads(org.id, org.tz, data.now));
  const renderer = await rendererLoaded.catch((error: unknown) => {
    request.log.error({ err: error }, 'loading the page renderer failed');
    return undefined;
  });
  const page = renderer && drawnShell(shell.html, data.bootstrap, shell.preloads);
  if (!renderer || !page) {
    return sendShell(request, reply, personalShell(shell.html, data.bootstrap, early, shell.preloads));
  }
  const cookie = request.headers.cookie ?? '';
  const args: AgendaFirstPaintArgs = {
    orgId: org.id,
    tz: org.tz,
    now: data.now,
    // The week the browser stored, as the renderer reads it too (the same cookie, the same parser).
    storedWeek: readCookies(cookie).get(AGENDA_WEEK_KEY) ?? null,
  };
  const firstPaint = { url: request.url, bootstrap: data.bootstrap, cookie, now: data.now };
  return sendDrawn(reply, page, async () => {
    // The page's reads are its caller's: resolved once, not once more per read.
    const draw = () => drawAgenda(app, renderer, firstPaint, args);
    const drawn = await asResolvedCaller(cookie, data.actor, draw).catch((error: unknown) => {
      // Drawn by the browser instead.
      request.log.error({ err: error }, 'drawing the page failed');
      return null;
    });
    if (drawn) request.log.debug({ ...drawn.timing }, 'page drawn');
    return page.rest(drawn, early);
  });
}

/**
 * Runs the agenda's loader against the API in process, with the page's own cookie, so the answers
 * are exactly what the browser would get, tenancy and all; renders; and inlines the loader's data
 * with the answers as they came. Null when an answer failed or the renderer declined.
 */
async function drawAgenda(
  app: FastifyInstance,
  renderer: AgendaRenderer,
  request: FirstPaintRequest,
  args: AgendaFirstPaintArgs,
): Promise<DrawnPage | null> {
  const started = performance.now();
  const loaded = await loadAgendaFirstPaint(readInProcess(app, request.cookie), args);
  if (!loaded) return null;
  const read = performance.now();
  const drawn = await renderer.renderFirstPaint(request, loaded.data);
  if (!drawn) return null;
  const rendered = performance.now();
  const state = JSON.stringify(drawn.state);
  return {
    html: drawn.html,
    stateJson: scriptSafe(`${state.slice(0, -1)},"data":${loaded.json}}`),
    timing: { reads: read - started, render: rendered - read },
  };
}

/** GETs of the API as the page's caller, answered by the app itself (app.inject), never over the network. */
function readInProcess(app: FastifyInstance, cookie: string | undefined): ReadJson {
  return async (path) => {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    return answer.statusCode === 200 ? answer.body : null;
  };
}
