import { orgQuery, safeString } from '../schemas/building-blocks.ts';
import { customerWire } from '../schemas/catalog.ts';
import { customerAppointmentWire } from '../schemas/conversations.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/** A patient's page: counts, upcoming and past appointments, their conversation. */
export const customerHistoryWire = z.object({
  customer: customerWire,
  counts: z.object({ upcoming: z.number(), attended: z.number(), cancelled: z.number(), noShows: z.number() }),
  upcoming: z.array(customerAppointmentWire),
  past: z.array(customerAppointmentWire),
  conversationId: z.string().nullable(),
});

/** Patients (docs/api.md#catalogue); server: modules/catalog/customer-history-route.ts. */
export const customerApi = {
  history: defineRoute({
    method: 'GET',
    path: '/api/customers/:id/history',
    params: z.object({ id: safeString().max(64) }),
    query: orgQuery,
    answer: customerHistoryWire,
  }),
};
