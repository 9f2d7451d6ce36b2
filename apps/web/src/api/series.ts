import { type RouteAnswer, type RouteBody, seriesApi } from '@recepta/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyToCachedWeeks } from './agenda.ts';
import { callApi, newIdempotencyKey } from './client.ts';
import { orgKey } from './query-keys.ts';

/** After a series change of ours: the weeks show each appointment at once, Today reloads. */
function useSeriesMutation<TInput>(
  orgId: string,
  call: (input: TInput) => Promise<RouteAnswer<typeof seriesApi.move>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ appointments }) => {
      for (const appointment of appointments) applyToCachedWeeks(queryClient, orgId, { type: 'upsert', appointment });
      return queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'today') });
    },
  });
}

/** POST /api/series: a recurring series, all or nothing (docs/api.md#series). */
export function useCreateSeries(orgId: string) {
  return useSeriesMutation(orgId, (body: RouteBody<typeof seriesApi.create>) =>
    callApi(seriesApi.create, { query: { orgId }, body, headers: { 'idempotency-key': newIdempotencyKey() } }),
  );
}

/** POST /api/series/{id}/cancel: "Esta y las siguientes" of a cancellation (docs/api.md#series). */
export function useCancelSeries(orgId: string) {
  return useSeriesMutation(orgId, ({ seriesId, ...body }: { seriesId: string } & RouteBody<typeof seriesApi.cancel>) =>
    callApi(seriesApi.cancel, {
      params: { id: seriesId },
      query: { orgId },
      body,
      headers: { 'idempotency-key': newIdempotencyKey() },
    }),
  );
}

/** POST /api/series/{id}/move: "Esta y las siguientes" of a move, each by the same number of days (docs/api.md#series). */
export function useMoveSeries(orgId: string) {
  return useSeriesMutation(orgId, ({ seriesId, ...body }: { seriesId: string } & RouteBody<typeof seriesApi.move>) =>
    callApi(seriesApi.move, {
      params: { id: seriesId },
      query: { orgId },
      body,
      headers: { 'idempotency-key': newIdempotencyKey() },
    }),
  );
}
