import { appointmentWire, orgQuery, seriesCancelInput, seriesInput, seriesMoveInput, z } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { orgActor, orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { cancelSeriesFrom, moveSeriesFrom } from './change-series.ts';
import { createSeries } from './create-series.ts';

const tags = ['series'];
const write = { idempotent: true, access: 'agenda.write' as const };
const params = z.object({ id: z.uuid('Serie inválida') });
const appointmentsAnswer = z.object({ appointments: z.array(appointmentWire) });

/**
 * Recurring series (docs/api.md#series): create one, and cancel or move "esta y las siguientes".
 * Behind the org guard; every POST takes an Idempotency-Key and writes through the request's
 * transaction, like the scheduling verbs it calls.
 */
export function seriesRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      const s = scoped.withTypeProvider<ZodTypeProvider>();
      s.post(
        '/series',
        {
          config: write,
          schema: {
            tags,
            summary: 'Book a recurring series (every week or every other week); all or nothing',
            description:
              'Every occurrence is checked with the booking rules first. Any conflict answers 409 series_conflicts with each one and free times that day, and nothing is booked.',
            querystring: orgQuery,
            body: seriesInput,
            response: { 201: z.object({ id: z.string() }).merge(appointmentsAnswer), ...errorAnswers('series') },
          },
        },
        async (request, reply) => {
          const created = await createSeries(request.db, orgActor(request), request.body, now());
          reply.code(201);
          return created;
        },
      );
      s.post(
        '/series/:id/cancel',
        {
          config: write,
          schema: {
            tags,
            summary: 'Cancel this appointment of the series and the following ones',
            querystring: orgQuery,
            params,
            body: seriesCancelInput,
            response: { 200: appointmentsAnswer, ...errorAnswers('series') },
          },
        },
        async (request) => ({
          appointments: await cancelSeriesFrom(
            request.db,
            orgActor(request),
            { seriesId: request.params.id, ...request.body },
            now(),
          ),
        }),
      );
      s.post(
        '/series/:id/move',
        {
          config: write,
          schema: {
            tags,
            summary: 'Move this appointment of the series and the following ones by the same days, to the same time',
            querystring: orgQuery,
            params,
            body: seriesMoveInput,
            response: { 200: appointmentsAnswer, ...errorAnswers('series') },
          },
        },
        async (request) => ({
          appointments: await moveSeriesFrom(
            request.db,
            orgActor(request),
            { seriesId: request.params.id, ...request.body },
            now(),
          ),
        }),
      );
    });
  };
}
