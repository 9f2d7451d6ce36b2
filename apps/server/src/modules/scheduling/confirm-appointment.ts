import { type AppointmentWire, DomainError, isClosed } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import type { OrgActor } from '../../http/actor.ts';
import { changeStatus } from './change-status.ts';

/** POST /scheduling/confirm: pending → CONFIRMED (docs/product.md#today). A closed appointment cannot be confirmed. */
export function confirmAppointment(
  db: Db,
  who: OrgActor,
  input: { apptId: string },
  now: Date,
): Promise<AppointmentWire> {
  return changeStatus(db, who, input.apptId, now, (appt) => {
    if (isClosed(appt.status)) throw new DomainError('appointment_closed');
    return appt.status === 'CONFIRMED' ? 'unchanged' : { status: 'CONFIRMED' };
  });
}
