import { type BookingPageInput, bookingPageApi, type RouteAnswer } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

/** GET /api/booking-page?orgId=: the public booking page's settings, link and widget. */
export function useBookingPage(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'booking-page'),
    queryFn: ({ signal }) => callApi(bookingPageApi.get, { query: { orgId }, signal }),
  });
}

/** PUT /api/booking-page?orgId= */
export function useSaveBookingPage(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingPageInput) => callApi(bookingPageApi.save, { query: { orgId }, body: input }),
    onSuccess: (answer) => queryClient.setQueryData(orgKey(orgId, 'booking-page'), answer),
  });
}

export type EraseRequest = RouteAnswer<typeof bookingPageApi.eraseRequests>['items'][number];

/** GET /api/erase-requests?orgId=: patients who asked from their link that their data be erased. */
export function useEraseRequests(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'erase-requests'),
    queryFn: ({ signal }) => callApi(bookingPageApi.eraseRequests, { query: { orgId }, signal }),
  });
}
