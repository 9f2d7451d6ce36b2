import type { FastifyInstance } from 'fastify';

/**
 * API answers are about one organisation or one person: no shared cache may keep them, and no
 * browser may store them on disk. One hook, so that no route can forget it. A route that sets its
 * own Cache-Control keeps it (the agenda answers `private, no-cache` with an ETag, so browsers can
 * ask again with If-None-Match); the API docs are public pages and are left alone.
 */
export function registerPrivateCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
}
