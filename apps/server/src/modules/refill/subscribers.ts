import { subscribe } from '../../events/bus.ts';
import { followUpNoShow } from './no-show-follow-up.ts';
import { onSlotFreed, onSlotsTaken, onSlotTaken } from './slot-events.ts';

/**
 * The refill follows the agenda (docs/product.md#waitlist), in the transaction of the verb that
 * changed it: a freed slot is stored and its first wave of offers goes out; time taken again (a
 * booking, a move, a block) stops the offers of a freed slot there; a no-show is followed up.
 */
export function subscribeRefill(): void {
  subscribe('slot.freed', 'refill.offer', (tx, e) =>
    onSlotFreed(
      tx,
      {
        orgId: e.orgId,
        resourceId: e.resourceId,
        start: new Date(e.startsAt),
        end: new Date(e.endsAt),
        freedBy: e.appointmentId,
        cause: e.cause,
      },
      new Date(e.at),
    ),
  );
  subscribe('slot.taken', 'refill.stop-offers', (tx, e) =>
    onSlotTaken(
      tx,
      {
        orgId: e.orgId,
        resourceId: e.resourceId,
        start: new Date(e.startsAt),
        end: new Date(e.endsAt),
        status: e.by === 'block' ? 'blocked' : 'rebooked',
      },
      new Date(e.at),
    ),
  );
  subscribe('slots.taken', 'refill.stop-offers-many', (tx, e) =>
    onSlotsTaken(
      tx,
      e.orgId,
      e.spans.map((span) => ({
        resourceId: span.resourceId,
        start: new Date(span.startsAt),
        end: new Date(span.endsAt),
      })),
      new Date(e.at),
    ),
  );
  // "Te esperamos hoy… ¿Quieres agendar otra cita?"
  subscribe('appointment.status_changed', 'refill.no-show-follow-up', async (tx, e) => {
    if (e.after === 'no_show') await followUpNoShow(tx, e.orgId, e.appointmentId, new Date(e.at));
  });
}
