import { type AppointmentStatus, type AppointmentWire, DomainError, isClosed } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import type { OrgActor } from '../../http/actor.ts';
import { changeStatus } from './change-status.ts';

/**
 * POST /scheduling/no-show: the customer did not come. Only once the appointment has started (a
 * future one cannot have been missed yet, and marking it would free its slot by mistake); a
 * cancelled appointment stays cancelled.
 */
export function markNoShow(
  db: Db,
  who: OrgActor,
  input: {
    apptId: string;
    /**
     * The automatic no-show's condition, checked on the locked row: an appointment that was moved,
     * closed or marked meanwhile is left as it is (answered unchanged, nothing announced).
     */
    onlyIf?: (appt: { status: AppointmentStatus; endsAt: Date }) => boolean;
  },
  now: Date,
): Promise<AppointmentWire> {
  return changeStatus(db, who, input.apptId, now, (appt) => {
    if (input.onlyIf && !input.onlyIf(appt)) return 'unchanged';
    if (appt.status === 'no_show') return 'unchanged';
    if (isClosed(appt.status)) throw new DomainError('appointment_closed');
    if (appt.startsAt.getTime() > now.getTime()) throw new DomainError('appointment_not_started');
    return { status: 'no_show' };
  });
}
