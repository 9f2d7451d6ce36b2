import { gzipSync } from 'node:zlib';
import { EARLY_READS_ELEMENT_ID, type EarlyReads } from '@recepta/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http/cached-response.ts';
import { EARLY_READS_SCRIPT } from '../http/page-scripts.ts';
import { scriptSafeJson } from '../http/script-safe.ts';
import { withBootstrap } from './shell-head.ts';

/**
 * The shell of one signed-in load that the browser draws: the bootstrap JSON; for the agenda, the
 * early reads' JSON and the script that starts them (`early`, from earlyReadsHtml), placed before
 * the app's script and stylesheet (an inline script after a stylesheet would wait for it); and
 * modulepreload links for the route's code.
 */
export function personalShell(
  shellHtml: string,
  bootstrap: unknown,
  early: string,
  preloads: readonly string[],
): string {
  let html = shellHtml;
  if (early) {
    const at = html.indexOf('<script type="module"');
    html = at >= 0 ? `${html.slice(0, at)}${early}${html.slice(at)}` : html.replace('</head>', () => `${early}</head>`);
  }
  return withBootstrap(html, bootstrap, preloads, 'preload');
}

/** The early reads' JSON and the script that starts them (apps/web/src/app/page-scripts/early-reads.ts). */
export function earlyReadsHtml(earlyReads: EarlyReads): string {
  return (
    `<script id="${EARLY_READS_ELEMENT_ID}" type="application/json">${scriptSafeJson(earlyReads)}</script>` +
    `<script>${EARLY_READS_SCRIPT}</script>\n    `
  );
}

/** Sends a personal shell: one person's page, gzip where accepted (built per request, so no slower encoding). */
export function sendShell(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const body = Buffer.from(html, 'utf8');
  const gzip = pickEncoding(request.headers['accept-encoding'], ['gzip']) === 'gzip';
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? gzipSync(body, { level: 6 }) : body);
}
