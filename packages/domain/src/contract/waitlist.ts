import { orgQuery } from '../schemas/building-blocks.ts';
import { waitlistEntryParams, waitlistInput, waitlistQuery, waitlistWire } from '../schemas/refill.ts';
import { itemsOf } from './catalog-routes.ts';
import { defineRoute } from './route.ts';

/** The waitlist (docs/api.md#waitlist); server: modules/waitlist/routes.ts. */
export const waitlistApi = {
  list: defineRoute({ method: 'GET', path: '/api/waitlist', query: waitlistQuery, answer: itemsOf(waitlistWire) }),
  add: defineRoute({
    method: 'POST',
    path: '/api/waitlist',
    query: orgQuery,
    body: waitlistInput,
    status: 201,
    answer: waitlistWire,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/waitlist/:id',
    params: waitlistEntryParams,
    query: orgQuery,
    status: 204,
  }),
};
