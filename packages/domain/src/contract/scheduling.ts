import { orgQuery } from '../schemas/building-blocks.ts';
import {
  appointmentAnswer,
  appointmentParams,
  appointmentWire,
  apptIdInput,
  availabilityAnswer,
  availabilityInput,
  bookInput,
  cancelInput,
  rescheduleInput,
} from '../schemas/scheduling.ts';
import { defineRoute } from './route.ts';

/**
 * The scheduling verbs and the read of one appointment (docs/api.md#scheduling); server:
 * modules/scheduling/action-routes.ts and agenda-routes.ts. Each POST takes an Idempotency-Key
 * header. The agenda's range read and its stream are not here: the read is answered with cached
 * bytes under an ETag, the stream is text/event-stream.
 */
export const schedulingApi = {
  availability: defineRoute({
    method: 'POST',
    path: '/api/scheduling/availability',
    query: orgQuery,
    body: availabilityInput,
    answer: availabilityAnswer,
  }),
  book: defineRoute({
    method: 'POST',
    path: '/api/scheduling/book',
    query: orgQuery,
    body: bookInput,
    status: 201,
    answer: appointmentAnswer,
  }),
  /** The agenda's "new appointment": the same rules and body as book. */
  create: defineRoute({
    method: 'POST',
    path: '/api/appointments',
    query: orgQuery,
    body: bookInput,
    status: 201,
    answer: appointmentAnswer,
  }),
  reschedule: defineRoute({
    method: 'POST',
    path: '/api/scheduling/reschedule',
    query: orgQuery,
    body: rescheduleInput,
    answer: appointmentAnswer,
  }),
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
  cancel: defineRoute({
    method: 'POST',
    path: '/api/scheduling/cancel',
    query: orgQuery,
    body: cancelInput,
    answer: appointmentAnswer,
  }),
  appointment: defineRoute({
    method: 'GET',
    path: '/api/appointments/:id',
    params: appointmentParams,
    query: orgQuery,
    answer: appointmentWire,
  }),
};
