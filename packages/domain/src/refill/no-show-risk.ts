/**
 * Which appointments a person should phone about (Today's "Llamar" list, docs/product.md#no-shows):
 * a message will not move every patient, and a call two hours before still saves the slot.
 */
import type { AppointmentStatus } from '../scheduling/statuses.ts';

const MINUTE_MS = 60_000;

/** How a past appointment of the patient ended, for their history and the risk flag. */
export type AttendanceOutcome = 'attended' | 'cancelled_late' | 'cancelled' | 'no_show';

/** A cancellation this close to the start counts as late (the clinic can rarely refill it). */
export const LATE_CANCEL_MIN = 24 * 60;

export interface PastAppointment {
  start: number;
  status: AppointmentStatus;
  /** When it was cancelled, for cancelled ones. */
  cancelledAt: number | null;
}

/** How one past appointment ended: no-show, cancelled (late when within a day of its start), or attended. */
export function attendanceOutcome(appointment: PastAppointment): AttendanceOutcome {
  if (appointment.status === 'no_show') return 'no_show';
  if (appointment.status === 'cancelled') {
    const late =
      appointment.cancelledAt !== null && appointment.start - appointment.cancelledAt < LATE_CANCEL_MIN * MINUTE_MS;
    return late ? 'cancelled_late' : 'cancelled';
  }
  return 'attended';
}

export type RiskReason = 'repeated_no_show' | 'unconfirmed';

export interface RiskInput {
  /** The upcoming appointment. */
  start: number;
  status: AppointmentStatus;
  /** The patient's earlier appointments that already started, any order. */
  history: readonly PastAppointment[];
  now: number;
}

/** Of the last six past appointments, this many no-shows flag the patient. */
export const RISK_NO_SHOWS = 2;
export const RISK_WINDOW = 6;
/** An appointment still unconfirmed this close to its start is flagged. */
export const RISK_UNCONFIRMED_MIN = 120;

/**
 * Why an upcoming live appointment should get a call, or null: two no-shows among the patient's
 * last six appointments, or still not confirmed two hours before it starts.
 */
export function riskReasons(input: RiskInput): RiskReason[] {
  if (input.status !== 'pending' && input.status !== 'CONFIRMED') return [];
  if (input.start <= input.now) return [];
  const reasons: RiskReason[] = [];
  const recent = [...input.history]
    .filter((a) => a.start < input.now)
    .sort((a, b) => b.start - a.start)
    .slice(0, RISK_WINDOW);
  if (recent.filter((a) => a.status === 'no_show').length >= RISK_NO_SHOWS) reasons.push('repeated_no_show');
  if (input.status === 'pending' && input.start - input.now <= RISK_UNCONFIRMED_MIN * MINUTE_MS) {
    reasons.push('unconfirmed');
  }
  return reasons;
}

export const riskReasonTexts: Record<RiskReason, string> = {
  repeated_no_show: 'Faltó a 2 de sus últimas 6 citas',
  unconfirmed: 'Sin confirmar a 2 h de la cita',
};
