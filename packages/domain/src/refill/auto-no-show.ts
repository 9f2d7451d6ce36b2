/**
 * Automatic no-shows (docs/product.md#no-shows): an organisation may ask that an appointment still
 * pending or confirmed some minutes after its end be marked "No asistió" by itself, so the follow-up
 * and the refill start without anyone at the desk. Recepta has no "attended" status: a live
 * appointment whose time has passed is one nobody closed, and that is read as not attended only
 * when the organisation turned this on (it is off by default).
 */
import { type AppointmentStatus, holdsSlot } from '../scheduling/statuses.ts';

const MINUTE_MS = 60_000;

/** The longest wait after the end that can be chosen: a day. */
export const AUTO_NO_SHOW_MAX_MIN = 24 * 60;

/** When an appointment ending at `endsAt` is marked a no-show, `afterMin` minutes later. */
export function autoNoShowAt(endsAt: number, afterMin: number): number {
  return endsAt + afterMin * MINUTE_MS;
}

/**
 * Whether an appointment is to be marked a no-show now: the setting is on, the appointment still
 * holds its slot (pending or confirmed: nobody closed it), it ended after the setting was turned on
 * (`since`: turning it on does not rewrite the clinic's history) and its end plus the wait has passed.
 */
export function isAutoNoShowDue(
  appt: { status: AppointmentStatus; endsAt: number },
  setting: { afterMin: number | null; since: number | null },
  now: number,
): boolean {
  if (setting.afterMin === null || setting.since === null) return false;
  if (!holdsSlot(appt.status)) return false;
  if (appt.endsAt < setting.since) return false;
  return autoNoShowAt(appt.endsAt, setting.afterMin) <= now;
}
