import { orgQuery } from '../schemas/building-blocks.ts';
import { todayWire } from '../schemas/today.ts';
import { defineRoute } from './route.ts';

/** The Today screen (docs/product.md#today); server: modules/today/routes.ts. */
export const todayApi = {
  get: defineRoute({ method: 'GET', path: '/api/today', query: orgQuery, answer: todayWire }),
};
