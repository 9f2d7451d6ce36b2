import { orgQuery } from '../schemas/building-blocks.ts';
import { customerInput, customerListQuery, customerWire } from '../schemas/catalog.ts';
import { customerAppointmentWire } from '../schemas/conversations.ts';
import { z } from '../zod.ts';
import { catalogRoutes, catalogRowParams, itemsOf } from './catalog-routes.ts';
import { defineRoute } from './route.ts';

/** A patient's page: counts, upcoming and past appointments, their conversation. */
export const customerHistoryWire = z.object({
  customer: customerWire,
  counts: z.object({ upcoming: z.number(), attended: z.number(), cancelled: z.number(), noShows: z.number() }),
  upcoming: z.array(customerAppointmentWire),
  past: z.array(customerAppointmentWire),
  conversationId: z.string().nullable(),
});

/**
 * Patients (docs/api.md#catalogue); server: modules/catalog/customers.ts and customer-history-route.ts.
 * The list is a server-side search, one page at a time, with how many match in all.
 */
export const customerApi = {
  ...catalogRoutes('customers', {
    input: customerInput,
    wire: customerWire,
    list: { query: customerListQuery, answer: itemsOf(customerWire).extend({ total: z.number() }) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/customers/:id',
    params: catalogRowParams,
    query: orgQuery,
    answer: customerWire,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/customers/:id/history',
    params: catalogRowParams,
    query: orgQuery,
    answer: customerHistoryWire,
  }),
};
