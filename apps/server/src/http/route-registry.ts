import { isAction, isRouteAccess, type RouteAccess } from '@recepta/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registers, with its schema and access: the fuzz and permission tests walk this list. */
    /** Registers a plugin that owns its (public) routes, such as the static files, without declaring access. */
    pluginRoutes: (register: () => PromiseLike<unknown>) => Promise<void>;
    registeredRoutes: {
      method: string;
      url: string;
      schema: FastifySchema | undefined;
      access: RouteAccess | undefined;
    }[];
  }
  interface FastifyContextConfig {
    /**
     * What the route needs (docs/architecture.md#how-to-add-a-route): an action of the permission
     * table (packages/domain permissions.ts; only behind the org guard), or 'public', or 'signedIn'.
     * A route without it stops the app at registration.
     */
    access?: RouteAccess;
  }
}

/**
 * Records each route as it is registered, and refuses one that declares no access; call before any
 * route is. Returns `pluginRoutes`, inside which a plugin that owns its routes (the API docs, the
 * static files of the web build) registers without declaring (they are public).
 */
export function registerRouteRegistry(app: FastifyInstance): {
  pluginRoutes: (register: () => PromiseLike<unknown>) => Promise<void>;
} {
  let exempt = 0;
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (access === undefined && exempt === 0) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: add config: { access: 'agenda.read' | 'public' | 'signedIn' } (docs/architecture.md#how-to-add-a-route)`,
      );
    }
    if (access !== undefined && !isRouteAccess(access)) {
      throw new Error(`${methods.join(',')} ${route.url} declares an unknown access '${String(access)}'`);
    }
    for (const method of methods) {
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, schema: route.schema, access });
    }
  });
  // An action is checked by the org guard only: one declared on a route outside it would not be.
  app.addHook('onReady', async () => {
    const guarded = new Set(app.orgScopedRoutes.map((r) => `${r.method} ${r.url}`));
    for (const route of app.registeredRoutes) {
      if (isAction(route.access) && !guarded.has(`${route.method} ${route.url}`)) {
        throw new Error(`${route.method} ${route.url} declares '${route.access}' but is not behind the org guard`);
      }
    }
  });
  return {
    pluginRoutes: async (register) => {
      exempt += 1;
      try {
        await register();
      } finally {
        exempt -= 1;
      }
    },
  };
}
