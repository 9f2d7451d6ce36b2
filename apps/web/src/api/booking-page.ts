import type { BookingPageInput, BookingPageWire } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';
import { orgKey } from './query-keys.ts';

const path = '/api/booking-page';

/** GET /api/booking-page?orgId=: the public booking page's settings, link and widget. */
export function useBookingPage(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'booking-page'),
    queryFn: ({ signal }) => apiFetch<BookingPageWire>(path, { query: { orgId }, signal }),
  });
}

/** PUT /api/booking-page?orgId= */
export function useSaveBookingPage(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingPageInput) =>
      apiFetch<BookingPageWire>(path, { method: 'PUT', query: { orgId }, body: input }),
    onSuccess: (answer) => queryClient.setQueryData(orgKey(orgId, 'booking-page'), answer),
  });
}

export interface EraseRequest {
  id: string;
  customerId: string;
  customerName: string;
  createdAt: string;
}

/** GET /api/erase-requests?orgId=: patients who asked from their link that their data be erased. */
export function useEraseRequests(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'erase-requests'),
    queryFn: ({ signal }) => apiFetch<{ items: EraseRequest[] }>('/api/erase-requests', { query: { orgId }, signal }),
  });
}
