import { type RouteAnswer, type RouteBody, waitlistApi } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

/** A patient waiting for a sooner time (docs/api.md#waitlist). */
export type WaitlistEntry = RouteAnswer<typeof waitlistApi.add>;

/** GET /api/waitlist?orgId=&customerId=: one patient's entries (the patient page's "Lista de espera"). */
export function usePatientWaitlist(orgId: string, customerId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'waitlist', customerId),
    queryFn: ({ signal }) =>
      callApi(waitlistApi.list, { query: { orgId, customerId }, signal }).then((answer) => answer.items),
  });
}

/** POST /api/waitlist?orgId= */
export function useAddToWaitlist(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof waitlistApi.add>) =>
      callApi(waitlistApi.add, { query: { orgId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'waitlist') }),
  });
}

/** DELETE /api/waitlist/{id}?orgId= */
export function useRemoveFromWaitlist(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(waitlistApi.remove, { params: { id }, query: { orgId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'waitlist') }),
  });
}
