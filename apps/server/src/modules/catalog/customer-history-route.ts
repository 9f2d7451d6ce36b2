import { customerApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { viewerOf } from '../../http/org-scope.ts';
import { rowId } from './crud-routes.ts';
import { customerHistory } from './customer-history.ts';

/** GET /customers/{id}/history, inside the org guard (docs/api.md#catalogue). */
export function registerCustomerHistoryRoute(scoped: FastifyInstance, db: Db, now: () => Date): void {
  contractRoute(
    scoped,
    customerApi.history,
    {
      config: { access: 'patients.read' },
      tags: ['customers'],
      summary: 'A patient: counts of attended, cancelled and no-shows, upcoming and past appointments, conversation',
    },
    async (request) => customerHistory(db, request.orgId, rowId(request.params.id), now(), viewerOf(request)),
  );
}
