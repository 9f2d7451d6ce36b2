import { type AppointmentWire, type BookInput, DomainError, minDuration } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';
import type { OrgActor } from '../../http/actor.ts';
import { publishAppointmentChange } from '../../realtime/publish.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadWire } from './appointment-wire.ts';
import { assertPlacement, placementWindow } from './placement-guard.ts';
import { loadScheduleData } from './read-model/schedule-data.ts';
import { resolveCustomer } from './resolve-customer.ts';
import { requireResource, requireService } from './scheduling-rows.ts';
import { lockResourceTime, takeSlot } from './slot-guard.ts';

/**
 * POST /scheduling/book and POST /appointments: a new pending appointment. Ids are checked first
 * (404 for anything not of this organisation), then every placement rule, then the row is written
 * and announced — all in one transaction, so on PGlite (one connection) the check and the insert
 * cannot interleave with another booking, and on PostgreSQL the exclusion constraint refuses what
 * a concurrent booking took after the check.
 * The row records who booked it (`booked_by`), for the reports; its reminders are planned in the
 * same transaction (docs/product.md#reminders).
 */
export async function bookAppointment(db: Db, who: OrgActor, input: BookInput, now: Date): Promise<AppointmentWire> {
  const { orgId, actor } = who;
  // Recepta's own jobs mark no-shows; they never book (and `booked_by` has no word for them).
  if (actor.kind === 'system') throw new DomainError('forbidden');
  return db.transaction(async (tx) => {
    const start = Date.parse(input.start);
    await lockResourceTime(tx, input.resourceId);
    // The service's length is only known after this read: a day's window holds any placement
    // (lengths are at most 1,440 minutes), and the rules ignore what lies outside the placement.
    const window = placementWindow(start, 24 * 60);
    const data = await loadScheduleData(tx, {
      orgId,
      serviceId: input.serviceId,
      resourceId: input.resourceId,
      blocks: window,
      busy: window,
    });
    const service = requireService(data.service);
    const resource = requireResource(data.resources, input.resourceId);
    const customerId = await resolveCustomer(tx, orgId, input, resource.tz);
    const durationMin = input.durationMin ?? minDuration(service.durationMin);
    await assertPlacement(tx, data, resource.tz, {
      start,
      durationMin,
      resourceId: resource.id,
      resourceActive: resource.active,
      serviceDurationMin: service.durationMin,
      now: now.getTime(),
      mode: 'book',
    });
    const [row] = await takeSlot(() =>
      tx
        .insert(appointments)
        .values({
          orgId,
          locationId: resource.locationId,
          resourceId: resource.id,
          serviceId: service.id,
          customerId,
          startsAt: new Date(start),
          endsAt: new Date(start + durationMin * 60_000),
          note: input.note ?? '',
          bookedBy: actor.kind,
          bookedByUserId: actor.kind === 'staff' ? actor.userId : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: appointments.id }),
    );
    // Offers of a freed slot this booking takes stop (staff re-booked it, or an offer's tap did).
    await emit(tx, {
      type: 'slot.taken',
      at: now.getTime(),
      orgId,
      resourceId: resource.id,
      startsAt: start,
      endsAt: start + durationMin * 60_000,
      by: 'appointment',
    });
    await publishAppointmentChange(tx, { orgId, appointmentId: row!.id });
    await recordAudit(tx, {
      orgId,
      actor: who.actor,
      action: 'appointment.booked',
      target: { kind: 'appointment', id: row!.id },
      customerId,
      changes: {
        start: { after: new Date(start).toISOString() },
        resourceId: { after: resource.id },
        serviceId: { after: service.id },
      },
    });
    await emit(tx, {
      type: 'appointment.booked',
      at: now.getTime(),
      orgId,
      appointmentId: row!.id,
      customerId,
      resourceId: resource.id,
      startsAt: start,
      endsAt: start + durationMin * 60_000,
    });
    return (await loadWire(tx, orgId, row!.id))!;
  });
}
