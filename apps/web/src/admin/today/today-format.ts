/**
 * 'HH:MM' of an instant as the API writes it ('2026-11-24T10:00:00-06:00'): the wall clock of the
 * appointment's location, whatever zone this browser is in.
 */
export function wallTime(iso: string): string {
  return iso.slice(11, 16);
}

// The date is a calendar date, not an instant: formatted at UTC midnight so no zone can shift it.
const longDate = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'Martes, 24 de noviembre' */
export function dayTitle(date: string): string {
  const text = longDate.format(new Date(`${date}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '1 cita', '3 citas' */
export function countAppointments(n: number): string {
  return n === 1 ? '1 cita' : `${n} citas`;
}
