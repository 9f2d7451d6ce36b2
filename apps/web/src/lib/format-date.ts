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

const wallOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const wallDay = new Intl.DateTimeFormat('es', wallOptions);
const wallDayWithYear = new Intl.DateTimeFormat('es', { ...wallOptions, year: 'numeric' });

/**
 * An appointment's start as its location reads it, from the wire's ISO with offset
 * ('2026-11-25T14:00:00-06:00' → 'Mié, 25 nov · 14:00', or 'Mié, 25 nov 2026 · 14:00' with the
 * year): the wall time is in the string itself, so the viewer's own zone does not move it.
 */
export function formatWallTime(iso: string, options: { year?: boolean } = {}): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = (options.year ? wallDayWithYear : wallDay).format(new Date(Date.UTC(y, m - 1, d))).replaceAll('.', '');
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} · ${iso.slice(11, 16)}`;
}
