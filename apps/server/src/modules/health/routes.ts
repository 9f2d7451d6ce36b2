import { z } from '@recepta/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

const healthBody = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

/** Liveness with a real database round trip, for load balancers and the cold-start benchmark. */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Server and database health',
          response: { 200: healthBody, 503: healthBody },
        },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok', db: 'ok' } as const;
        } catch (err) {
          request.log.error({ err }, 'database ping failed');
          return reply.status(503).send({ status: 'error', db: 'error' });
        }
      },
    );
  };
}
