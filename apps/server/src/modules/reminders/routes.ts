import { customerWire, DomainError, orgQuery, reminderListWire, safeString, z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { rowId } from '../catalog/crud-routes.ts';
import { readCustomer } from '../catalog/customers.ts';
import { listReminders } from './list-reminders.ts';
import { setOptOut } from './opt-out.ts';

const params = z.object({ id: safeString().max(64) });

/**
 * Reminders and opt-out (docs/api.md#reminders-and-opt-out), behind the org guard: each
 * appointment's reminders with their state, and staff opting a patient out of automatic
 * messages (or back in) from the patient's page.
 */
export function reminderRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      s.get(
        '/appointments/:id/reminders',
        {
          config: { access: 'agenda.read' },
          schema: {
            tags: ['reminders'],
            summary: "An appointment's reminders: moment, template and state (programado, enviado, omitido…)",
            params,
            querystring: orgQuery,
            response: { 200: reminderListWire, ...errorAnswers('read') },
          },
        },
        async (request) => listReminders(db, request.orgId, rowId(request.params.id)),
      );
      for (const [path, optedOut] of [
        ['/customers/:id/opt-out', true],
        ['/customers/:id/opt-in', false],
      ] as const) {
        s.post(
          path,
          {
            config: { access: 'patients.write' },
            schema: {
              tags: ['customers'],
              summary: optedOut
                ? 'Opt a patient out of automatic messages (as SALIR does)'
                : 'Opt a patient back into automatic messages (as VOLVER does)',
              params,
              querystring: orgQuery,
              response: { 200: customerWire, ...errorAnswers('read') },
            },
          },
          async (request) => {
            const id = rowId(request.params.id);
            const customer = await db.transaction(async (tx) => {
              await setOptOut(tx, request.orgId, id, optedOut, 'staff', now());
              return readCustomer(tx, request.orgId, id);
            });
            if (!customer) throw new DomainError('not_found');
            return customer;
          },
        );
      }
    });
  };
}
