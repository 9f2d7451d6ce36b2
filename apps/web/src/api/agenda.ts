import {
  type AppointmentWire,
  type agendaApi,
  agendaReadPath,
  type RouteAnswer,
  type RouteBody,
  schedulingApi,
} from '@recepta/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRead } from './api-read.ts';
import { apiFetch, callApi, newIdempotencyKey } from './client.ts';
import { orgKey } from './query-keys.ts';

/** An appointment on the wire (docs/api.md#scheduling): instants as ISO with the location zone's offset. */
export type AgendaAppointment = AppointmentWire;

/** [start, end) of an agenda read, as the ISO instants sent to the API. */
export interface AgendaRange {
  start: string;
  end: string;
}

/** Every week of the agenda lives under this prefix, below the ['org', orgId, 'agenda'] catalogue changes reload. */
export const agendaWeeksKey = (orgId: string) => orgKey(orgId, 'agenda', 'week');
export const agendaWeekKey = (orgId: string, range: AgendaRange) => orgKey(orgId, 'agenda', 'week', range);

/** What GET /api/agenda answers (the contract's agendaApi.read). */
export type AgendaAnswer = RouteAnswer<typeof agendaApi.read>;

/**
 * GET /api/agenda (agendaApi.read): every appointment overlapping the range, any status, earliest
 * first. Asked at agendaReadPath's path rather than through callApi: the app shell's early read and
 * the server's drawing ask that very path, and an answer is adopted only for the same bytes
 * (docs/architecture.md#loading-the-admin-panel).
 */
export function agendaWeekRead(orgId: string, range: AgendaRange) {
  return {
    path: agendaReadPath(orgId, range),
    queryKey: agendaWeekKey(orgId, range),
    pick: (answer: unknown) => (answer as AgendaAnswer).items,
  } satisfies ApiRead<AgendaAppointment[]>;
}

export async function fetchAgenda(orgId: string, range: AgendaRange, signal?: AbortSignal) {
  const read = agendaWeekRead(orgId, range);
  const answer = await apiFetch<unknown>(read.path, { signal });
  // Read by bench/agenda-ui.ts: data arrival, against the paint mark the grid sets.
  performance.mark('agenda:data');
  return read.pick(answer);
}

/**
 * The appointments of one week, from the cache. While the live stream works it is the stream that
 * loads the week (reloadWeek, on its 'ready'), so that no change can fall between the read and the
 * first event; `fetchItself` is for when the stream is down, and the week is then read directly.
 */
export function useAgendaWeek(orgId: string, range: AgendaRange, fetchItself: boolean) {
  return useQuery({ ...agendaWeekQuery(orgId, range), enabled: fetchItself });
}

/**
 * One week's read, as the page, its route loader and the sidebar's prefetch ask for it. A cached
 * week is shown at once: the stream keeps it current, and its 'ready' reloads it (a 304 when
 * nothing changed, docs/architecture.md#loading-the-admin-panel).
 */
export function agendaWeekQuery(orgId: string, range: AgendaRange) {
  return queryOptions({
    queryKey: agendaWeekKey(orgId, range),
    queryFn: ({ signal }) => fetchAgenda(orgId, range, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Reads the week into the cache now (the stream's 'ready' and 'refetch'). */
export function reloadWeek(queryClient: QueryClient, orgId: string, range: AgendaRange): Promise<unknown> {
  return queryClient.fetchQuery({
    queryKey: agendaWeekKey(orgId, range),
    queryFn: ({ signal }) => fetchAgenda(orgId, range, signal),
    staleTime: 0,
  });
}

/** GET /api/appointments/{id} (the agenda's ?apptId= link). */
export function fetchAppointment(orgId: string, id: string, signal?: AbortSignal) {
  return callApi(schedulingApi.appointment, { params: { id }, query: { orgId }, signal });
}

function overlaps(appt: AgendaAppointment, range: AgendaRange): boolean {
  return Date.parse(appt.start) < Date.parse(range.end) && Date.parse(appt.end) > Date.parse(range.start);
}

/** The week's list with `appt` put in (or taken out when it no longer overlaps the week), by start. */
export function upsertInWeek(
  list: readonly AgendaAppointment[],
  appt: AgendaAppointment,
  range: AgendaRange,
): AgendaAppointment[] {
  const rest = list.filter((a) => a.id !== appt.id);
  if (!overlaps(appt, range)) return rest.length === list.length ? (list as AgendaAppointment[]) : rest;
  rest.push(appt);
  return rest.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export function removeFromWeek(list: readonly AgendaAppointment[], id: string): AgendaAppointment[] {
  const rest = list.filter((a) => a.id !== id);
  return rest.length === list.length ? (list as AgendaAppointment[]) : rest;
}

/** Applies one appointment's new state to every cached week (the one shown, and any other it left or joined). */
export function applyToCachedWeeks(
  queryClient: QueryClient,
  orgId: string,
  change: { type: 'upsert' | 'delete'; appointment: AgendaAppointment },
): void {
  for (const [key, data] of queryClient.getQueriesData<AgendaAppointment[]>({ queryKey: agendaWeeksKey(orgId) })) {
    if (!data) continue;
    const range = key[4] as AgendaRange;
    const next =
      change.type === 'delete'
        ? removeFromWeek(data, change.appointment.id)
        : upsertInWeek(data, change.appointment, range);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/** What the scheduling verbs answer: `{ success, appointment }` (the same for each). */
type AppointmentAnswer = RouteAnswer<typeof schedulingApi.confirm>;

/** A new Idempotency-Key per user action (docs/api.md#idempotency). */
const oneAction = () => ({ 'idempotency-key': newIdempotencyKey() });

/** After a change of ours: the weeks show it at once (the stream confirms it later), Today reloads. */
function useAppointmentMutation<TInput>(orgId: string, call: (input: TInput) => Promise<AppointmentAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ appointment }) => {
      applyToCachedWeeks(queryClient, orgId, { type: 'upsert', appointment });
      return queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'today') });
    },
  });
}

/** POST /api/scheduling/reschedule (drag, resize and the edit panel). */
export function useReschedule(orgId: string) {
  return useAppointmentMutation(orgId, (body: RouteBody<typeof schedulingApi.reschedule>) =>
    callApi(schedulingApi.reschedule, { query: { orgId }, body, headers: oneAction() }),
  );
}

/** POST /api/appointments (a new appointment from the agenda, status pending). */
export function useCreateAppointment(orgId: string) {
  return useAppointmentMutation(orgId, (body: RouteBody<typeof schedulingApi.create>) =>
    callApi(schedulingApi.create, { query: { orgId }, body, headers: oneAction() }),
  );
}

/** POST /api/scheduling/cancel: the slot is free again. */
export function useCancelAppointment(orgId: string) {
  return useAppointmentMutation(orgId, (body: RouteBody<typeof schedulingApi.cancel>) =>
    callApi(schedulingApi.cancel, { query: { orgId }, body, headers: oneAction() }),
  );
}

/** POST /api/scheduling/confirm: pending → CONFIRMED (from the agenda's details; Today has its own optimistic one). */
export function useConfirm(orgId: string) {
  return useAppointmentMutation(orgId, (body: RouteBody<typeof schedulingApi.confirm>) =>
    callApi(schedulingApi.confirm, { query: { orgId }, body, headers: oneAction() }),
  );
}

/** POST /api/scheduling/no-show (only once the appointment has started). */
export function useNoShow(orgId: string) {
  return useAppointmentMutation(orgId, (body: RouteBody<typeof schedulingApi.noShow>) =>
    callApi(schedulingApi.noShow, { query: { orgId }, body, headers: oneAction() }),
  );
}
