import { PassThrough } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { pickEncoding } from '../http/cached-response.ts';
import type { DrawnShell } from './drawn-shell.ts';

/**
 * Sends a page the server draws as it is made: its head at once (flushed through the compressor),
 * so the browser sets up the document and reads its stylesheets while `rest` reads the data and
 * draws; then the rest. br at quality 4 where accepted (as fast as gzip's level 6 on a drawn
 * week, and a third smaller), else gzip.
 */
export function sendDrawn(reply: FastifyReply, page: DrawnShell, rest: () => Promise<string>): FastifyReply {
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : undefined;
  const out = compressor ?? new PassThrough();
  if (encoding) reply.header('content-encoding', encoding);
  out.write(page.head);
  void reply.send(out);
  // The drawing starts once the head has left: its reads run on this event loop and, started
  // at once, held the head back until they were done (most of the page's time at 500 appointments:
  // docs/benchmarks.md#figures-behind-code-comments).
  const headSent = new Promise<void>((resolve) => {
    if (compressor) compressor.flush(() => setImmediate(resolve));
    else setImmediate(resolve);
  });
  headSent.then(rest).then(
    (html) => {
      // The browser may have gone meanwhile (the reply then destroyed the stream).
      if (!out.destroyed) out.end(html);
    },
    (error: unknown) => {
      reply.log.error({ err: error }, 'drawing the page failed');
      out.destroy(error as Error);
    },
  );
  return reply;
}
