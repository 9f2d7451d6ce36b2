import { orgQuery } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgScoped, professionalResource } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { computeToday, todayWire } from './compute-today.ts';

/** GET /today: the Today screen's appointments and counters (docs/product.md#today), behind the org guard. */
export function todayRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().get(
        '/today',
        {
          config: { access: 'agenda.read' },
          schema: {
            tags: ['today'],
            summary: "Today's appointments and counters, in the zone of the organisation's first location",
            querystring: orgQuery,
            response: { 200: todayWire, ...errorAnswers('read') },
          },
        },
        async (request) => computeToday(db, request.orgId, now(), professionalResource(request)),
      );
    });
  };
}
