import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../http/errors.ts';
import type { Metrics } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus text format, for a scraper that presents `Authorization: Bearer
 * <METRICS_TOKEN>`. Without the setting the page does not exist (404); a missing or wrong token is
 * 401. Every request's time is recorded by its route pattern (`/api/customers/:id`), never the raw
 * URL, so the label's values stay few; a request that matched no route counts as "unmatched".
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  const wanted = token ? digest(token) : undefined;
  // Public as the API's permissions go: its own bearer token (METRICS_TOKEN) is checked below.
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!wanted) return reply.status(404).send(errorBody('not_found'));
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    // Digests of equal length: the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), wanted)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send(errorBody('unauthorized'));
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
