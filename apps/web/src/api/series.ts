import type { AppointmentWire, SeriesInput } from '@recepta/domain';
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
