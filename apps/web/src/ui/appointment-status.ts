import { type AppointmentStatus, statusLabels } from '@recepta/domain';
import type { BadgeTone } from './badge.tsx';

/**
 * How a status is shown wherever an appointment is (agenda, Today, inbox): the domain's Spanish
 * label and one badge tone, so the same status never reads or looks different from screen to screen.
 */
const tones: Record<AppointmentStatus, BadgeTone> = {
  pending: 'warning',
  CONFIRMED: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};

export function appointmentStatusBadge(status: AppointmentStatus): { label: string; tone: BadgeTone } {
  return { label: statusLabels[status], tone: tones[status] };
}
