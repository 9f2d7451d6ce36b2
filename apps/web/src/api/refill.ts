import { type RouteAnswer, type RouteBody, refillApi } from '@recepta/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { orgKey } from './query-keys.ts';

/** A freed slot and who it was offered to (docs/product.md#waitlist). */
export type FreedSlot = RouteAnswer<typeof refillApi.slots>['items'][number];

/**
 * GET /api/refill/slots for the week on screen. Under 'agenda': the live stream announces a change
 * of a slot's offers as a change of the appointment that freed it, and the agenda reads these again.
 */
export function useFreedSlots(orgId: string, from: number, to: number) {
  return useQuery({
    queryKey: orgKey(orgId, 'agenda', 'refill', from, to),
    queryFn: ({ signal }) =>
      callApi(refillApi.slots, {
        query: { orgId, from: new Date(from).toISOString(), to: new Date(to).toISOString() },
        signal,
      }).then((answer) => answer.items),
  });
}

/** POST /api/appointments/{id}/offers/stop: "Detener". */
export function useStopOffers(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      callApi(refillApi.stopOffers, { params: { id: appointmentId }, query: { orgId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'agenda', 'refill') }),
  });
}

/** "Ofrecido a 3 · esperando": what the agenda writes on a freed slot. */
export function freedSlotLabel(slot: FreedSlot): string {
  const offered = slot.offers.length;
  if (slot.status === 'taken') return 'Horario recuperado';
  if (slot.status !== 'open') return offered > 0 ? `Ofrecido a ${offered} · detenido` : 'Sin ofertas';
  if (offered === 0) return 'Buscando en la lista de espera';
  const waiting = slot.offers.filter((o) => o.status === 'sent').length;
  return `Ofrecido a ${offered} · ${waiting > 0 ? 'esperando' : 'sin respuesta'}`;
}

/** GET /api/refill/settings?orgId=: the refill's waves, hold, chain, notice and automatic no-shows. */
export function useRefillSettings(orgId: string) {
  return useQuery({
    queryKey: orgKey(orgId, 'config', 'refill'),
    queryFn: ({ signal }) => callApi(refillApi.settings, { query: { orgId }, signal }),
  });
}

/** PUT /api/refill/settings?orgId= */
export function useSaveRefillSettings(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof refillApi.saveSettings>) =>
      callApi(refillApi.saveSettings, { query: { orgId }, body: input }),
    onSuccess: (answer) => queryClient.setQueryData(orgKey(orgId, 'config', 'refill'), answer),
  });
}
