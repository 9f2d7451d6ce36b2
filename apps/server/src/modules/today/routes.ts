import { todayApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgScoped, professionalResource } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { computeToday } from './compute-today.ts';

/** GET /today: the Today screen's appointments and counters (docs/product.md#today), behind the org guard. */
export function todayRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      contractRoute(
        scoped,
        todayApi.get,
        {
          config: { access: 'agenda.read' },
          tags: ['today'],
          summary: "Today's appointments and counters, in the zone of the organisation's first location",
          errors: 'read',
        },
        async (request) => computeToday(db, request.orgId, now(), professionalResource(request)),
      );
    });
  };
}
