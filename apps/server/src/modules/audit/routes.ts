import { auditEntryWire, auditQuery, z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { SessionAuth } from '../../http/actor.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgScoped } from '../../http/org-scope.ts';
import { listAudit } from './list-audit.ts';

/** GET /audit (owners only): who did what, newest first. There is no route that changes a row. */
export function auditRoutes(deps: { db: Db; auth: SessionAuth }) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      scoped.withTypeProvider<ZodTypeProvider>().get(
        '/audit',
        {
          config: { access: 'audit.read' },
          schema: {
            tags: ['audit'],
            summary: 'The audit log: filter by person (actor), action, patient, appointment and dates',
            querystring: auditQuery,
            response: { 200: z.object({ items: z.array(auditEntryWire) }), ...errorAnswers('read') },
          },
        },
        async (request) => ({ items: await listAudit(db, request.orgId, request.query) }),
      );
    });
  };
}
