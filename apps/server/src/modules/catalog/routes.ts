import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { blocksSpec } from './blocks.ts';
import { registerConfigRoutes } from './config.ts';
import { registerCrud } from './crud-routes.ts';
import { registerCustomerHistoryRoute } from './customer-history-route.ts';
import { customersSpec } from './customers.ts';
import { locationsSpec } from './locations.ts';
import { resourcesSpec } from './resources.ts';
import { servicesSpec } from './services.ts';

/** The catalogue (docs/api.md#catalogue): services, customers, resources, locations, blocks and config, per organisation. */
export function catalogRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      registerCrud(scoped, servicesSpec(db, now));
      registerCrud(scoped, customersSpec(db, now));
      registerCustomerHistoryRoute(scoped, db, now);
      registerCrud(scoped, resourcesSpec(db, now));
      registerCrud(scoped, locationsSpec(db, now));
      registerCrud(scoped, blocksSpec(db, now));
      registerConfigRoutes(scoped, db, now);
    });
  };
}
