import { orgQuery } from '../schemas/building-blocks.ts';
import { customerWire } from '../schemas/catalog.ts';
import { reminderListWire } from '../schemas/reminders.ts';
import { catalogRowParams } from './catalog-routes.ts';
import { defineRoute } from './route.ts';

const optParams = { params: catalogRowParams, query: orgQuery, answer: customerWire } as const;

/** Reminders and opt-out (docs/api.md#reminders-and-opt-out); server: modules/reminders/routes.ts. */
export const reminderApi = {
  /** An appointment's reminders with their state. */
  list: defineRoute({
    method: 'GET',
    path: '/api/appointments/:id/reminders',
    params: catalogRowParams,
    query: orgQuery,
    answer: reminderListWire,
  }),
  /** Staff stop a patient's automatic messages (as SALIR does); answers the patient. */
  optOut: defineRoute({ method: 'POST', path: '/api/customers/:id/opt-out', ...optParams }),
  /** Staff resume them (as VOLVER does). */
  optIn: defineRoute({ method: 'POST', path: '/api/customers/:id/opt-in', ...optParams }),
};
