import type { AppointmentStatus } from '../../api/conversations.ts';
import type { BadgeTone } from '../../ui/badge.tsx';

/** SPEC.md §2 Today's labels (confirmada, pendiente), and the two the scheduling API adds. */
export const appointmentStatusInfo: Record<AppointmentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pendiente', tone: 'warning' },
  CONFIRMED: { label: 'Confirmada', tone: 'success' },
  cancelled: { label: 'Cancelada', tone: 'neutral' },
  no_show: { label: 'No asistió', tone: 'danger' },
};
