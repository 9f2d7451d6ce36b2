import { waitlistApi } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgActor, orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { addToWaitlist, removeFromWaitlist } from './add-to-waitlist.ts';
import { readWaitlist } from './waitlist-rows.ts';

const tags = ['waitlist'];

/** The waitlist (docs/api.md#waitlist): patients waiting for a sooner time, behind the org guard. */
export function waitlistRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      contractRoute(
        scoped,
        waitlistApi.list,
        {
          config: { access: 'agenda.read' },
          tags,
          summary: 'Patients waiting for a sooner time, longest waiting first (or one patient’s entries)',
          errors: 'read',
        },
        async (request) => {
          const { customerId } = request.query;
          return {
            items: await readWaitlist(
              db,
              request.orgId,
              customerId ? eq(waitlistEntries.customerId, customerId) : undefined,
            ),
          };
        },
      );
      contractRoute(
        scoped,
        waitlistApi.add,
        {
          config: { access: 'agenda.write' },
          tags,
          summary: 'Put a patient on the waitlist for a service (days, hours, professional, until a date)',
          errors: 'read',
        },
        async (request) => addToWaitlist(db, orgActor(request), request.body, now()),
      );
      contractRoute(
        scoped,
        waitlistApi.remove,
        { config: { access: 'agenda.write' }, tags, summary: 'Take a patient off the waitlist', errors: 'read' },
        async (request) => {
          await removeFromWaitlist(db, orgActor(request), request.params.id, now());
          return undefined;
        },
      );
    });
  };
}
