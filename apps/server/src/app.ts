import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSpa } from './http/spa.ts';
import { healthRoutes } from './modules/health/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built web app; without it only the API is served. */
  webDist?: string;
  /** The clock; tests pin it. */
  now?: () => Date;
}

/** JSON bodies above this are refused with 413 before they are parsed. */
const BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application without listening, so tests can drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Recepta API', version: '0.1.0', description: 'API de agenda y recepcionista de Recepta' },
      servers: [{ url: deps.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(deps.database), { prefix: '/api' });

  await registerSpa(app, deps.webDist);
  return app;
}
