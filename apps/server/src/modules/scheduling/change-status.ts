import { type AppointmentStatus, type AppointmentWire, freedBy } from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';
import type { OrgActor } from '../../http/actor.ts';
import { publishAppointmentChange } from '../../realtime/publish.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadWire } from './appointment-wire.ts';
import { lockAppointment } from './scheduling-rows.ts';

/** The audit log's verb for each status an appointment is moved to. */
const auditVerb: Record<AppointmentStatus, string> = {
  pending: 'reopened',
  CONFIRMED: 'confirmed',
  cancelled: 'cancelled',
  no_show: 'no_show',
};

export type LockedAppointment = Awaited<ReturnType<typeof lockAppointment>>;

/** What a status verb decides for an appointment: the new status (and columns), or nothing to do. */
export type StatusDecision = { status: AppointmentStatus; set?: { cancelReason?: string | null } } | 'unchanged';

/**
 * The shared shape of confirm, cancel and no-show: lock the appointment (404 when not of this
 * organisation), let the verb decide (it throws for a transition it refuses), write and announce
 * the change in the same transaction. Repeating a verb on an appointment already in its target
 * status answers the appointment unchanged and announces nothing. The audit log says who
 * (`who.actor`), in the same transaction.
 */
export async function changeStatus(
  db: Db,
  who: OrgActor,
  apptId: string,
  now: Date,
  decide: (appt: LockedAppointment) => StatusDecision,
): Promise<AppointmentWire> {
  const { orgId } = who;
  return db.transaction(async (tx) => {
    const appt = await lockAppointment(tx, orgId, apptId);
    const decision = decide(appt);
    if (decision !== 'unchanged') {
      await tx
        .update(appointments)
        .set({ status: decision.status, ...decision.set, updatedAt: now })
        .where(eq(appointments.id, appt.id));
      // A live appointment cancelled or missed frees its time (the refill offers it to the waitlist).
      await emitSlotFreed(tx, orgId, appt, decision.status, now);
      await publishAppointmentChange(tx, { orgId, appointmentId: appt.id });
      await recordAudit(tx, {
        orgId,
        actor: who.actor,
        action: `appointment.${auditVerb[decision.status]}`,
        target: { kind: 'appointment', id: appt.id },
        customerId: appt.customerId,
        changes: { status: { before: appt.status, after: decision.status } },
      });
      await emitStatusChange(tx, orgId, appt, decision.status, now);
    }
    return (await loadWire(tx, orgId, appt.id))!;
  });
}

/**
 * The change as an event: cancelled, or another status (reminders stop; a no-show is followed up
 * by the refill).
 */
async function emitStatusChange(
  tx: Db,
  orgId: string,
  appt: LockedAppointment,
  after: AppointmentStatus,
  now: Date,
): Promise<void> {
  const base = { at: now.getTime(), orgId, appointmentId: appt.id, customerId: appt.customerId };
  await emit(
    tx,
    after === 'cancelled'
      ? { type: 'appointment.cancelled', ...base }
      : { type: 'appointment.status_changed', ...base, before: appt.status, after },
  );
}

/** The place a live appointment held, freed by a cancellation or a no-show. */
async function emitSlotFreed(
  tx: Db,
  orgId: string,
  appt: LockedAppointment,
  after: AppointmentStatus,
  now: Date,
): Promise<void> {
  const cause = freedBy(appt.status, after);
  if (cause) {
    await emit(tx, {
      type: 'slot.freed',
      at: now.getTime(),
      orgId,
      appointmentId: appt.id,
      resourceId: appt.resourceId,
      startsAt: appt.startsAt.getTime(),
      endsAt: appt.endsAt.getTime(),
      cause,
    });
  }
}
