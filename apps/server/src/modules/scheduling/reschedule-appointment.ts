import { type AppointmentWire, canBeMoved, DomainError, holdsSlot, type RescheduleInput } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';
import type { OrgActor } from '../../http/actor.ts';
import { publishAppointmentChange } from '../../realtime/publish.ts';
import { changesBetween, recordAudit } from '../audit/record-audit.ts';
import { loadWire } from './appointment-wire.ts';
import { assertPlacement, placementWindow } from './placement-guard.ts';
import { loadScheduleData } from './read-model/schedule-data.ts';
import { lockAppointment, requireCustomer, requireResource, requireService } from './scheduling-rows.ts';
import { lockResourceTime, takeSlot } from './slot-guard.ts';

/**
 * POST /scheduling/reschedule (docs/api.md#scheduling: drag-and-drop, resize and the edit panel all land
 * here): moves an appointment to a resource, start and length, and optionally changes its note,
 * service or customer. The rules are the booking's, in 'reschedule' mode: the appointment does not
 * collide with itself, and keeping its present length is accepted even if its service has since
 * become longer. A cancelled or no-show appointment cannot be moved (409 appointment_closed).
 * `who.actor` is not recorded yet (no column for it; the next issue adds one).
 */
export async function rescheduleAppointment(
  db: Db,
  who: OrgActor,
  input: RescheduleInput,
  now: Date,
): Promise<AppointmentWire> {
  const { orgId } = who;
  return db.transaction(async (tx) => {
    const appt = await lockAppointment(tx, orgId, input.apptId);
    await lockResourceTime(tx, input.resourceId);
    const start = Date.parse(input.start);
    const window = placementWindow(start, input.durationMin);
    const data = await loadScheduleData(tx, {
      orgId,
      serviceId: input.serviceId,
      resourceId: input.resourceId,
      blocks: window,
      busy: window,
    });
    const resource = requireResource(data.resources, input.resourceId);
    // The appointment keeps its own service even after the service left the catalogue; choosing
    // one means choosing a live one.
    const service = input.serviceId
      ? requireService(data.service)
      : { id: appt.serviceId, durationMin: appt.serviceDurationMin };
    const customerId = input.customerId ? (await requireCustomer(tx, orgId, input.customerId)).id : undefined;
    if (!canBeMoved(appt.status)) throw new DomainError('appointment_closed');

    await assertPlacement(tx, data, resource.tz, {
      start,
      durationMin: input.durationMin,
      resourceId: resource.id,
      excludeAppointmentId: appt.id,
      resourceActive: resource.active,
      serviceDurationMin: service.durationMin,
      currentDurationMin: Math.round((appt.endsAt.getTime() - appt.startsAt.getTime()) / 60_000),
      now: now.getTime(),
      mode: 'reschedule',
    });
    await takeSlot(() =>
      tx
        .update(appointments)
        .set({
          resourceId: resource.id,
          locationId: resource.locationId,
          serviceId: service.id,
          startsAt: new Date(start),
          endsAt: new Date(start + input.durationMin * 60_000),
          ...(customerId ? { customerId } : {}),
          ...(input.note !== undefined ? { note: input.note } : {}),
          updatedAt: now,
        })
        .where(eq(appointments.id, appt.id)),
    );
    await emitSlotsOfMove(tx, orgId, appt, { resourceId: resource.id, start, durationMin: input.durationMin }, now);
    await publishAppointmentChange(tx, {
      orgId,
      appointmentId: appt.id,
      prev: { startsAt: appt.startsAt, endsAt: appt.endsAt },
    });
    await recordAudit(tx, {
      orgId,
      actor: who.actor,
      action: 'appointment.moved',
      target: { kind: 'appointment', id: appt.id },
      customerId: customerId ?? appt.customerId,
      changes: changesBetween(
        {
          start: appt.startsAt.toISOString(),
          end: appt.endsAt.toISOString(),
          resourceId: appt.resourceId,
          serviceId: appt.serviceId,
        },
        {
          start: new Date(start).toISOString(),
          end: new Date(start + input.durationMin * 60_000).toISOString(),
          resourceId: resource.id,
          serviceId: service.id,
        },
        ['start', 'end', 'resourceId', 'serviceId'],
      ),
    });
    const from = { resourceId: appt.resourceId, startsAt: appt.startsAt.getTime(), endsAt: appt.endsAt.getTime() };
    await emit(tx, {
      type: 'appointment.moved',
      at: now.getTime(),
      orgId,
      appointmentId: appt.id,
      customerId: customerId ?? appt.customerId,
      resourceId: resource.id,
      startsAt: start,
      endsAt: start + input.durationMin * 60_000,
      from,
    });
    return (await loadWire(tx, orgId, appt.id))!;
  });
}

/**
 * A move takes its new time (offers of a freed slot there stop) and frees its old one, offered to
 * the waitlist in turn (docs/product.md#waitlist), as events the refill subscribes to. A move within
 * its own time (a resize, a small shift on the same resource) frees nothing worth offering.
 */
async function emitSlotsOfMove(
  tx: Db,
  orgId: string,
  appt: Awaited<ReturnType<typeof lockAppointment>>,
  to: { resourceId: string; start: number; durationMin: number },
  now: Date,
): Promise<void> {
  const end = to.start + to.durationMin * 60_000;
  const at = now.getTime();
  await emit(tx, {
    type: 'slot.taken',
    at,
    orgId,
    resourceId: to.resourceId,
    startsAt: to.start,
    endsAt: end,
    by: 'appointment',
  });
  const overlaps =
    to.resourceId === appt.resourceId && to.start < appt.endsAt.getTime() && end > appt.startsAt.getTime();
  if (overlaps || !holdsSlot(appt.status)) return;
  await emit(tx, {
    type: 'slot.freed',
    at,
    orgId,
    appointmentId: appt.id,
    resourceId: appt.resourceId,
    startsAt: appt.startsAt.getTime(),
    endsAt: appt.endsAt.getTime(),
    cause: 'moved',
  });
}
