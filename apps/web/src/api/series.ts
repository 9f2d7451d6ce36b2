import type { AppointmentWire, SeriesCancelInput, SeriesInput, SeriesMoveInput } from '@recepta/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyToCachedWeeks } from './agenda.ts';
import { apiFetch, newIdempotencyKey } from './client.ts';
import { orgKey } from './query-keys.ts';

/** POST /api/series: a recurring series, all or nothing (docs/api.md#series). */
export function useCreateSeries(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeriesInput) =>
      apiFetch<{ id: string; appointments: AppointmentWire[] }>('/api/series', {
        method: 'POST',
        query: { orgId },
        body: input,
        headers: { 'idempotency-key': newIdempotencyKey() },
      }),
    onSuccess: ({ appointments }) => {
      for (const appointment of appointments) applyToCachedWeeks(queryClient, orgId, { type: 'upsert', appointment });
      return queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'today') });
    },
  });
}

/** What "Esta y las siguientes" changed: the live occurrences from fromIndex on. */
type SeriesChange = { appointments: AppointmentWire[] };

function useSeriesChange<TInput extends { seriesId: string }>(orgId: string, verb: 'cancel' | 'move') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seriesId, ...body }: TInput) =>
      apiFetch<SeriesChange>(`/api/series/${encodeURIComponent(seriesId)}/${verb}`, {
        method: 'POST',
        query: { orgId },
        body,
        headers: { 'idempotency-key': newIdempotencyKey() },
      }),
    onSuccess: ({ appointments }) => {
      for (const appointment of appointments) applyToCachedWeeks(queryClient, orgId, { type: 'upsert', appointment });
      return queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'today') });
    },
  });
}

/** POST /api/series/{id}/cancel: "Esta y las siguientes" of a cancellation (docs/api.md#series). */
export function useCancelSeries(orgId: string) {
  return useSeriesChange<{ seriesId: string } & SeriesCancelInput>(orgId, 'cancel');
}

/** POST /api/series/{id}/move: "Esta y las siguientes" of a move, each by the same number of days (docs/api.md#series). */
export function useMoveSeries(orgId: string) {
  return useSeriesChange<{ seriesId: string } & SeriesMoveInput>(orgId, 'move');
}
