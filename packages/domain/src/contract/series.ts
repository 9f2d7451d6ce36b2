import { orgQuery } from '../schemas/building-blocks.ts';
import {
  seriesCancelInput,
  seriesChangeWire,
  seriesInput,
  seriesMoveInput,
  seriesParams,
  seriesWire,
} from '../schemas/refill.ts';
import { defineRoute } from './route.ts';

/**
 * Recurring series (docs/api.md#series); server: modules/series/routes.ts. Each POST takes an
 * Idempotency-Key. A series with a conflict is refused whole (409 series_conflicts with each
 * conflict and free times that day: an error body, ApiError.conflicts on the web).
 */
export const seriesApi = {
  create: defineRoute({
    method: 'POST',
    path: '/api/series',
    query: orgQuery,
    body: seriesInput,
    status: 201,
    answer: seriesWire,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/series/:id/cancel',
    params: seriesParams,
    query: orgQuery,
    body: seriesCancelInput,
    answer: seriesChangeWire,
  }),
  move: defineRoute({
    method: 'POST',
    path: '/api/series/:id/move',
    params: seriesParams,
    query: orgQuery,
    body: seriesMoveInput,
    answer: seriesChangeWire,
  }),
};
