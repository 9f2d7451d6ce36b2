import type { WaitlistInput, WaitlistWire } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';
import { orgKey } from './query-keys.ts';

/** A patient waiting for a sooner time (docs/api.md#waitlist). */
export type WaitlistEntry = WaitlistWire;

/** GET /api/waitlist?orgId=&customerId=: one patient's entries (the patient page's "Lista de espera"). */
export function usePatientWaitlist(orgId: string, customerId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'waitlist', customerId),
    queryFn: ({ signal }) =>
      apiFetch<{ items: WaitlistEntry[] }>('/api/waitlist', { query: { orgId, customerId }, signal }).then(
        (answer) => answer.items,
      ),
  });
}

/** POST /api/waitlist?orgId= */
export function useAddToWaitlist(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistInput) =>
      apiFetch<WaitlistEntry>('/api/waitlist', { method: 'POST', query: { orgId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'waitlist') }),
  });
}

/** DELETE /api/waitlist/{id}?orgId= */
export function useRemoveFromWaitlist(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE', query: { orgId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'waitlist') }),
  });
}
