import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another site, so that the session
 * cookie cannot be ridden (CSRF). Calls with an API key carry no ambient credential and pass; so do
 * clients that send no Origin at all (curl, the chat receptionist), which cannot hold a victim's
 * cookie. The OAuth callback may be posted by the identity provider and is checked by its state.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization) return;
    if (request.url.startsWith('/api/auth/callback/')) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const sameHost = origin !== undefined && origin === `${request.protocol}://${request.host}`;
    const crossOrigin = origin !== undefined && origin !== allowed && !sameHost;
    if (crossOrigin || site === 'cross-site') {
      return reply.status(403).send(errorBody('cross_origin'));
    }
  });
}
