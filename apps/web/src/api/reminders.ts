import { type ReminderWire, reminderApi } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

/** A reminder of an appointment and its state (docs/product.md#reminders). */
export type Reminder = ReminderWire;

/**
 * GET /api/appointments/{id}/reminders. Under 'agenda', so any change of the agenda (a move, a
 * confirmation, a cancel) reads them again.
 */
export function useReminders(orgId: string, appointmentId: string | undefined) {
  return useQuery({
    queryKey: orgKey(orgId, 'agenda', 'reminders', appointmentId),
    queryFn: ({ signal }) =>
      callApi(reminderApi.list, { params: { id: appointmentId ?? '' }, query: { orgId }, signal }).then(
        (answer) => answer.items,
      ),
    enabled: appointmentId !== undefined,
  });
}

/** POST /api/customers/{id}/opt-out or opt-in: staff stop (or resume) a patient's automatic messages. */
export function useSetOptOut(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, optedOut }: { customerId: string; optedOut: boolean }) =>
      callApi(optedOut ? reminderApi.optOut : reminderApi.optIn, { params: { id: customerId }, query: { orgId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'customers') }),
        queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'conversations') }),
      ]),
  });
}
