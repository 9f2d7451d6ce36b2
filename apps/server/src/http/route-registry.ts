import type { FastifyInstance, FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registers, with its schema: the fuzz test walks this list. */
    registeredRoutes: { method: string; url: string; schema: FastifySchema | undefined }[];
  }
}

/** Records each route as it is registered; call before any route is. */
export function registerRouteRegistry(app: FastifyInstance): void {
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
