import { type CreateCalendarFeedInput, calendarFeedApi, type RouteAnswer } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

/** A calendar feed as listed: never its URL (docs/api.md#calendar-feeds). */
export type CalendarFeed = RouteAnswer<typeof calendarFeedApi.list>['items'][number];
/** The answer to a create: the only time the feed's secret URL leaves the server. */
export type CreatedCalendarFeed = RouteAnswer<typeof calendarFeedApi.create>;

/** GET /api/calendar-feeds?orgId=, newest first. */
export function useCalendarFeeds(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'calendar-feeds'),
    queryFn: ({ signal }) => callApi(calendarFeedApi.list, { query: { orgId }, signal }).then((answer) => answer.items),
  });
}

/** POST /api/calendar-feeds?orgId= */
export function useCreateCalendarFeed(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCalendarFeedInput) => callApi(calendarFeedApi.create, { query: { orgId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'calendar-feeds') }),
  });
}

/** DELETE /api/calendar-feeds/{id}?orgId=: the URL stops working at once. */
export function useRevokeCalendarFeed(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => callApi(calendarFeedApi.revoke, { params: { id: feedId }, query: { orgId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'calendar-feeds') }),
  });
}
