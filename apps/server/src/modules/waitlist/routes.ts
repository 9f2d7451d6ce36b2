import { orgQuery, waitlistInput, waitlistQuery, waitlistWire, z } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { errorAnswers } from '../../http/error-answers.ts';
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
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      s.get(
        '/waitlist',
        {
          config: { access: 'agenda.read' },
          schema: {
            tags,
            summary: 'Patients waiting for a sooner time, longest waiting first (or one patient’s entries)',
            querystring: waitlistQuery,
            response: { 200: z.object({ items: z.array(waitlistWire) }), ...errorAnswers('read') },
          },
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
      s.post(
        '/waitlist',
        {
          config: { access: 'agenda.write' },
          schema: {
            tags,
            summary: 'Put a patient on the waitlist for a service (days, hours, professional, until a date)',
            querystring: orgQuery,
            body: waitlistInput,
            response: { 201: waitlistWire, ...errorAnswers('read') },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await addToWaitlist(db, orgActor(request), request.body, now())),
      );
      s.delete(
        '/waitlist/:id',
        {
          config: { access: 'agenda.write' },
          schema: {
            tags,
            summary: 'Take a patient off the waitlist',
            querystring: orgQuery,
            params: z.object({ id: z.uuid('Entrada inválida') }),
            response: errorAnswers('read'),
          },
        },
        async (request, reply) => {
          await removeFromWaitlist(db, orgActor(request), request.params.id, now());
          return reply.status(204).send();
        },
      );
    });
  };
}
