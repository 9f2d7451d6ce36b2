import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { APP_START_SCRIPT_HASH, EARLY_READS_SCRIPT_HASH, THEME_BOOT_SCRIPT_HASH } from './page-scripts.ts';

/**
 * Our Content-Security-Policy: everything from our own origin; inline styles for React's style
 * props; of inline scripts, only the app shell's early reads and a drawn page's theme and app start,
 * by the hashes of their texts as bundled at build time (page-scripts.ts).
 */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", EARLY_READS_SCRIPT_HASH, THEME_BOOT_SCRIPT_HASH, APP_START_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Helmet's headers on every answer. They depend only on the options, so helmet runs once, at start,
 * against a recording response, and each request just copies the recorded headers: @fastify/helmet
 * built helmet's middleware again for every request, which cost more than some of our handlers.
 * Written on the raw response in onRequest, so hijacked answers (the event stream) keep them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = securityHeaderOptions): void {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
