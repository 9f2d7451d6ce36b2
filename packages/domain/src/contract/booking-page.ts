import {
  publicAvailabilityQuery,
  publicAvailabilityWire,
  publicBookingInput,
  publicBookingWire,
  publicCodeInput,
  publicSlugParams,
} from '../booking-page/public-schemas.ts';
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

/**
 * The booking page's anonymous calls (docs/api.md#the-booking-page): no session, no key. Their
 * caller is the page's own script (the server renders it), not the web app; server:
 * modules/booking-page/routes.ts publicBookingRoutes.
 */
export const publicBookingApi = {
  availability: defineRoute({
    method: 'GET',
    path: '/api/public/:slug/availability',
    params: publicSlugParams,
    query: publicAvailabilityQuery,
    answer: publicAvailabilityWire,
  }),
  /** 202: a six-digit code goes to the visitor's WhatsApp. */
  sendCode: defineRoute({
    method: 'POST',
    path: '/api/public/:slug/codes',
    params: publicSlugParams,
    body: publicCodeInput,
    status: 202,
    answer: z.object({ sent: z.literal(true) }),
  }),
  book: defineRoute({
    method: 'POST',
    path: '/api/public/:slug/bookings',
    params: publicSlugParams,
    body: publicBookingInput,
    status: 201,
    answer: publicBookingWire,
  }),
};
