import { type AppointmentStatus, holdsSlot, type RouteAnswer, schedulingApi, todayApi } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyToCachedWeeks } from './agenda.ts';
import { callApi, isApiError } from './client.ts';
import { orgKey } from './query-keys.ts';

/** GET /api/today (contract: todayApi.get; server: modules/today/compute-today.ts). */
export type Today = RouteAnswer<typeof todayApi.get>;
/** One patient to phone today (docs/product.md#no-shows). */
export type TodayCall = Today['calls'][number];
export type TodayCounters = Today['counters'];

export const todayQueryKey = (orgId: string) => orgKey(orgId, 'today');

// Appointments arrive through the live stream (use-today-live.ts); new leads do not (chats and
// customers have no stream), so the counters are read again now and then.
const LEADS_REFRESH_MS = 60_000;

export function useToday(orgId: string) {
  return useQuery({
    queryKey: todayQueryKey(orgId),
    queryFn: ({ signal }) => callApi(todayApi.get, { query: { orgId }, signal }),
    refetchInterval: LEADS_REFRESH_MS,
  });
}

/**
 * `today` with one appointment in another status, and the two counters that follow from the list
 * recomputed as the server computes them (live ones, and the CONFIRMED among them).
 */
export function withStatus(today: Today, apptId: string, status: AppointmentStatus): Today {
  const appointments = today.appointments.map((a) => (a.id === apptId ? { ...a, status } : a));
  return {
    ...today,
    appointments,
    counters: {
      ...today.counters,
      appointmentsToday: appointments.filter((a) => holdsSlot(a.status)).length,
      confirmedToday: appointments.filter((a) => a.status === 'CONFIRMED').length,
    },
  };
}

export interface ConfirmVariables {
  apptId: string;
  /** Made once per click, so that a retry after a lost answer cannot confirm twice. */
  idempotencyKey: string;
}

async function postConfirm(orgId: string, { apptId, idempotencyKey }: ConfirmVariables) {
  const answer = await callApi(schedulingApi.confirm, {
    query: { orgId },
    body: { apptId },
    headers: { 'idempotency-key': idempotencyKey },
  });
  return answer.appointment;
}

/**
 * POST /api/scheduling/confirm (docs/product.md#today: pending → CONFIRMED from the Today screen). The list
 * shows it confirmed at once; a refusal puts back the status it had. Only a request that never got
 * an answer is retried, with the same key.
 */
export function useConfirmAppointment(orgId: string) {
  const queryClient = useQueryClient();
  const key = todayQueryKey(orgId);
  return useMutation({
    mutationFn: (variables: ConfirmVariables) => postConfirm(orgId, variables),
    retry: (failures, error) => failures < 2 && isApiError(error) && error.status === 0,
    onMutate: async ({ apptId }) => {
      // A refetch already on its way would answer the old status over the optimistic one.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Today>(key)?.appointments.find((a) => a.id === apptId)?.status;
      queryClient.setQueryData<Today>(key, (today) => today && withStatus(today, apptId, 'CONFIRMED'));
      return { before };
    },
    onError: (_error, { apptId }, context) => {
      // Only this appointment goes back: another confirmation made meanwhile keeps its own state.
      const before = context?.before;
      if (before) queryClient.setQueryData<Today>(key, (today) => today && withStatus(today, apptId, before));
    },
    onSuccess: (appointment) => {
      queryClient.setQueryData<Today>(key, (today) => today && withStatus(today, appointment.id, appointment.status));
      // The agenda's cached weeks learn it too, for when the user goes there next.
      applyToCachedWeeks(queryClient, orgId, { type: 'upsert', appointment });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
