import { auditApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SessionAuth } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgScoped } from '../../http/org-scope.ts';
import { listAudit } from './list-audit.ts';

/** GET /audit (owners only): who did what, newest first. There is no route that changes a row. */
export function auditRoutes(deps: { db: Db; auth: SessionAuth }) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      contractRoute(
        scoped,
        auditApi.list,
        {
          config: { access: 'audit.read' },
          tags: ['audit'],
          summary: 'The audit log: filter by person (actor), action, patient, appointment and dates',
          errors: 'read',
        },
        async (request) => ({ items: await listAudit(db, request.orgId, request.query) }),
      );
    });
  };
}
