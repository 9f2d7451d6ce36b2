import { type AppointmentWire, DomainError, isClosed } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import type { OrgActor } from '../../http/actor.ts';
import { changeStatus } from './change-status.ts';

/**
 * POST /scheduling/cancel: a pending or confirmed appointment becomes cancelled and frees its slot
 * (the exclusion constraint covers live statuses only). Cancelling twice is harmless; a no-show is
 * history and stays one.
 */
export function cancelAppointment(
  db: Db,
  who: OrgActor,
  input: { apptId: string; reason?: string | undefined },
  now: Date,
): Promise<AppointmentWire> {
  return changeStatus(db, who, input.apptId, now, (appt) => {
    if (appt.status === 'cancelled') return 'unchanged';
    if (isClosed(appt.status)) throw new DomainError('appointment_closed');
    return { status: 'cancelled', set: { cancelReason: input.reason ?? null } };
  });
}
