import { seriesApi } from '@recepta/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { orgActor, orgScoped } from '../../http/org-scope.ts';
import type { Auth } from '../accounts/auth.ts';
import { cancelSeriesFrom, moveSeriesFrom } from './change-series.ts';
import { createSeries } from './create-series.ts';

const tags = ['series'];
const write = { idempotent: true, access: 'agenda.write' as const };

/**
 * Recurring series (docs/api.md#series): create one, and cancel or move "esta y las siguientes".
 * Behind the org guard; every POST takes an Idempotency-Key and writes through the request's
 * transaction, like the scheduling verbs it calls.
 */
export function seriesRoutes(deps: { db: Db; auth: Auth; now: () => Date }) {
  const { now } = deps;
  return async (app: FastifyInstance) => {
    await orgScoped(app, deps, async (scoped) => {
      contractRoute(
        scoped,
        seriesApi.create,
        {
          config: write,
          tags,
          summary: 'Book a recurring series (every week or every other week); all or nothing',
          description:
            'Every occurrence is checked with the booking rules first. Any conflict answers 409 series_conflicts with each one and free times that day, and nothing is booked.',
          errors: 'series',
        },
        async (request) => createSeries(request.db, orgActor(request), request.body, now()),
      );
      contractRoute(
        scoped,
        seriesApi.cancel,
        {
          config: write,
          tags,
          summary: 'Cancel this appointment of the series and the following ones',
          errors: 'series',
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
      contractRoute(
        scoped,
        seriesApi.move,
        {
          config: write,
          tags,
          summary: 'Move this appointment of the series and the following ones by the same days, to the same time',
          errors: 'series',
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
