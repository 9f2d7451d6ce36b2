import { z } from '@recepta/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { migrationsAreCurrent } from '../../db/migrate.ts';

const healthBody = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
const liveBody = z.object({ status: z.literal('ok') });
const check = z.enum(['ok', 'error']);
const readyBody = z.object({
  status: z.enum(['ok', 'error']),
  db: check,
  migrations: check,
  dispatcher: check,
  /** 'draining' once SIGTERM came: the proxy stops sending here while requests in flight finish. */
  instance: z.enum(['ok', 'draining']),
});

export interface Readiness {
  /** The dispatcher is working or waiting for its next wake-up. */
  dispatcherAlive(): boolean;
  /** The instance is shutting down. */
  draining(): boolean;
}

/**
 * Health for load balancers and orchestrators (docs/deploy.md#health-checks):
 * - /health/live: the process answers (no database): restart it when this fails;
 * - /health/ready: the database answers, its migrations are all applied, the dispatcher runs and
 *   the instance is not draining: send it traffic only while this is 200;
 * - /health: as before, the process and a database round trip (the cold-start benchmark's probe).
 */
export function healthRoutes(database: Database, readiness: Readiness): FastifyPluginAsyncZod {
  // Migrations are never taken back: once current, they stay current for this process.
  let migrationsCurrent = false;
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

    app.get(
      '/health/live',
      {
        config: { access: 'public' },
        schema: { tags: ['system'], summary: 'The process answers', response: { 200: liveBody } },
      },
      async () => ({ status: 'ok' }) as const,
    );

    app.get(
      '/health/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Ready for traffic: database, migrations, dispatcher, not draining',
          response: { 200: readyBody, 503: readyBody },
        },
      },
      async (request, reply) => {
        let db: 'ok' | 'error' = 'ok';
        try {
          await database.ping();
          migrationsCurrent ||= await migrationsAreCurrent(database);
        } catch (err) {
          request.log.error({ err }, 'readiness: database check failed');
          db = 'error';
        }
        const body = {
          db,
          migrations: migrationsCurrent ? 'ok' : 'error',
          dispatcher: readiness.dispatcherAlive() ? 'ok' : 'error',
          instance: readiness.draining() ? 'draining' : 'ok',
        } as const;
        const ok = db === 'ok' && body.migrations === 'ok' && body.dispatcher === 'ok' && body.instance === 'ok';
        return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', ...body });
      },
    );
  };
}
