import { DomainError, reminderApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { rowId } from '../catalog/crud-routes.ts';
import { readCustomer } from '../catalog/customers.ts';
import { listReminders } from './list-reminders.ts';
import { setOptOut } from './opt-out.ts';

/**
 * Reminders and opt-out (docs/api.md#reminders-and-opt-out), behind the org guard: each
 * appointment's reminders with their state, and staff opting a patient out of automatic
 * messages (or back in) from the patient's page.
 */
export function reminderRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      contractRoute(
        scoped,
        reminderApi.list,
        {
          config: { access: 'agenda.read' },
          tags: ['reminders'],
          summary: "An appointment's reminders: moment, template and state (programado, enviado, omitido…)",
          errors: 'read',
        },
        async (request) => listReminders(db, request.orgId, rowId(request.params.id)),
      );
      for (const [route, optedOut] of [
        [reminderApi.optOut, true],
        [reminderApi.optIn, false],
      ] as const) {
        contractRoute(
          scoped,
          route,
          {
            config: { access: 'patients.write' },
            tags: ['customers'],
            summary: optedOut
              ? 'Opt a patient out of automatic messages (as SALIR does)'
              : 'Opt a patient back into automatic messages (as VOLVER does)',
            errors: 'read',
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
