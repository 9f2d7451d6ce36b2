import { customerAppointmentWire, customerWire, orgQuery, safeString, z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { viewerOf } from '../../http/org-scope.ts';
import { rowId } from './crud-routes.ts';
import { customerHistory } from './customer-history.ts';

const historyWire = z.object({
  customer: customerWire,
  counts: z.object({ upcoming: z.number(), attended: z.number(), cancelled: z.number(), noShows: z.number() }),
  upcoming: z.array(customerAppointmentWire),
  past: z.array(customerAppointmentWire),
  conversationId: z.string().nullable(),
});

/** GET /customers/{id}/history, inside the org guard (docs/api.md#catalogue). */
export function registerCustomerHistoryRoute(scoped: FastifyInstance, db: Db, now: () => Date): void {
  scoped.withTypeProvider<ZodTypeProvider>().get(
    '/customers/:id/history',
    {
      config: { access: 'patients.read' },
      schema: {
        tags: ['customers'],
        summary: 'A patient: counts of attended, cancelled and no-shows, upcoming and past appointments, conversation',
        params: z.object({ id: safeString().max(64) }),
        querystring: orgQuery,
        response: { 200: historyWire },
      },
    },
    async (request) => customerHistory(db, request.orgId, rowId(request.params.id), now(), viewerOf(request)),
  );
}
