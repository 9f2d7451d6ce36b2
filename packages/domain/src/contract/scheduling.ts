import { orgQuery } from '../schemas/building-blocks.ts';
import { appointmentAnswer, apptIdInput } from '../schemas/scheduling.ts';
import { defineRoute } from './route.ts';

/**
 * The scheduling verbs (docs/api.md#scheduling); server: modules/scheduling/action-routes.ts. Each
 * POST takes an Idempotency-Key header.
 */
export const schedulingApi = {
  confirm: defineRoute({
    method: 'POST',
    path: '/api/scheduling/confirm',
    query: orgQuery,
    body: apptIdInput,
    answer: appointmentAnswer,
  }),
  noShow: defineRoute({
    method: 'POST',
    path: '/api/scheduling/no-show',
    query: orgQuery,
    body: apptIdInput,
    answer: appointmentAnswer,
  }),
};
