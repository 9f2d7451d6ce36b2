/**
 * The appointment statuses and what each one means for the schedule, stated once: the server
 * builds its SQL from these lists, the browser its badges and buttons.
 */

/** Every status an appointment can have, as stored and as the API writes it. */
export const appointmentStatuses = ['pending', 'CONFIRMED', 'cancelled', 'no_show'] as const;

export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Statuses that hold their slot (docs/product.md#appointment-statuses: cancelled and no-show ones do not). */
export const liveStatuses = ['pending', 'CONFIRMED'] as const satisfies readonly AppointmentStatus[];

/** Closed statuses: the appointment is over for the schedule and can no longer be moved or confirmed. */
export const closedStatuses = ['cancelled', 'no_show'] as const satisfies readonly AppointmentStatus[];

/**
 * What the agenda and the Today list show: the live ones and the no-shows, as history. A cancelled
 * one gave its slot back and is left out.
 */
export const shownStatuses = [...liveStatuses, 'no_show'] as const satisfies readonly AppointmentStatus[];

export type LiveStatus = (typeof liveStatuses)[number];

/** Whether an appointment in this status keeps its slot from being booked again. */
export function holdsSlot(status: AppointmentStatus): status is LiveStatus {
  return (liveStatuses as readonly string[]).includes(status);
}

/** Cancelled and no-show appointments are closed: they hold no slot and cannot be moved or confirmed. */
export function isClosed(status: AppointmentStatus): boolean {
  return (closedStatuses as readonly string[]).includes(status);
}

/** Whether an appointment can be rescheduled (dragged, resized, edited): only while it holds its slot. */
export function canBeMoved(status: AppointmentStatus): boolean {
  return holdsSlot(status);
}

export function isShown(status: AppointmentStatus): boolean {
  return (shownStatuses as readonly string[]).includes(status);
}

/** Whether the receptionist can still confirm it (docs/product.md#appointment-statuses: pending → CONFIRMED). */
export function canBeConfirmed(status: AppointmentStatus): boolean {
  return status === 'pending';
}

/** The one Spanish label of each status (docs/product.md#appointment-statuses: 'confirmada', 'pendiente'). */
export const statusLabels: Record<AppointmentStatus, string> = {
  pending: 'Pendiente',
  CONFIRMED: 'Confirmada',
  cancelled: 'Cancelada',
  no_show: 'No asistió',
};
