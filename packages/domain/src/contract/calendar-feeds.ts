import { orgQuery, safeString } from '../schemas/building-blocks.ts';
import { calendarFeedWire, createCalendarFeedInput, createdCalendarFeedWire } from '../schemas/calendar-feeds.ts';
import { z } from '../zod.ts';
import { defineRoute } from './route.ts';

/** The organisation's calendar feeds (docs/api.md#calendar-feeds); server: modules/calendar-feeds/routes.ts. */
export const calendarFeedApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/calendar-feeds',
    query: orgQuery,
    answer: z.object({ items: z.array(calendarFeedWire) }),
  }),
  /** The answer holds the feed's secret URL, this once. */
  create: defineRoute({
    method: 'POST',
    path: '/api/calendar-feeds',
    query: orgQuery,
    body: createCalendarFeedInput,
    status: 201,
    answer: createdCalendarFeedWire,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/calendar-feeds/:id',
    params: z.object({ id: safeString().max(64) }),
    query: orgQuery,
    status: 204,
  }),
};
