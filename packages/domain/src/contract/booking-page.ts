import { bookingPageInput, bookingPageWire } from '../booking-page/rules.ts';
import { orgQuery } from '../schemas/building-blocks.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/** A patient's request, from their link, that the clinic erase their data. */
export const eraseRequestWire = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  createdAt: z.string(),
});

/** The booking page's settings, for staff (docs/api.md#the-booking-page); server: modules/booking-page/routes.ts. */
export const bookingPageApi = {
  get: defineRoute({ method: 'GET', path: '/api/booking-page', query: orgQuery, answer: bookingPageWire }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/booking-page',
    query: orgQuery,
    body: bookingPageInput,
    answer: bookingPageWire,
  }),
  eraseRequests: defineRoute({
    method: 'GET',
    path: '/api/erase-requests',
    query: orgQuery,
    answer: z.object({ items: z.array(eraseRequestWire) }),
  }),
};
