/**
 * Times of the inbox, in Spanish. Messages are moments the receptionist lived, so they read in the
 * viewer's own zone (as lib/format-date.ts does); appointments read in their location's zone.
 */
const clock = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const weekday = new Intl.DateTimeFormat('es', { weekday: 'long' });
const numericDate = new Intl.DateTimeFormat('es', { day: '2-digit', month: '2-digit', year: '2-digit' });
const longDate = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long' });
const longDateWithYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });

const DAY_MS = 86_400_000;

/** Whole calendar days from `then` to `now`, in the viewer's zone (0 today, 1 yesterday…). */
function daysAgo(then: Date, now: Date): number {
  const start = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((start(now) - start(then)) / DAY_MS);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '14:05' */
export function messageTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** The list's time column, as WhatsApp writes it: '14:05', 'Ayer', 'lunes', '18/11/26'. */
export function listTime(iso: string, now: Date): string {
  const then = new Date(iso);
  const days = daysAgo(then, now);
  if (days <= 0) return clock.format(then);
  if (days === 1) return 'Ayer';
  if (days < 7) return weekday.format(then);
  return numericDate.format(then);
}

/** The separator above each day's messages: 'Hoy', 'Ayer', 'Lunes, 23 de noviembre'. */
export function dayLabel(iso: string, now: Date): string {
  const then = new Date(iso);
  const days = daysAgo(then, now);
  if (days <= 0) return 'Hoy';
  if (days === 1) return 'Ayer';
  return capitalise((then.getFullYear() === now.getFullYear() ? longDate : longDateWithYear).format(then));
}

/** Key to group messages by the viewer's calendar day. */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}
