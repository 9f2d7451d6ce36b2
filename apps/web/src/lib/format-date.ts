/**
 * Dates shown in Spanish, in the viewer's own zone: these are moments the user lived (when a key was
 * created or last used), not agenda times, which follow the location's zone instead.
 */
const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('es', { dateStyle: 'medium' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}
