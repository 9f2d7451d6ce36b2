/**
 * Dates as the agenda writes them, in Spanish, from 'YYYY-MM-DD' strings (already in the agenda's
 * zone): written out by hand rather than with Intl so every browser abbreviates the same way.
 */
import { formatHHMM, spanishMonths, weekdayIndex } from '@recepta/domain';

const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const WEEKDAYS_LONG = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

function parts(date: string) {
  return { year: date.slice(0, 4), month: Number(date.slice(5, 7)) - 1, day: Number(date.slice(8, 10)) };
}

/** '23–29 nov 2026', '30 nov – 6 dic 2026', '28 dic 2026 – 3 ene 2027'. */
export function weekTitle(monday: string, sunday: string): string {
  const a = parts(monday);
  const b = parts(sunday);
  if (a.year !== b.year) return `${a.day} ${MONTHS[a.month]} ${a.year} – ${b.day} ${MONTHS[b.month]} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${MONTHS[a.month]} – ${b.day} ${MONTHS[b.month]} ${b.year}`;
  return `${a.day}–${b.day} ${MONTHS[b.month]} ${b.year}`;
}

/** 'lun' */
export function weekdayShort(date: string): string {
  return WEEKDAYS[weekdayIndex(date)] as string;
}

/** 23 */
export function dayOfMonth(date: string): number {
  return parts(date).day;
}

/** 'martes 24 de noviembre' */
export function longDate(date: string): string {
  const { month, day } = parts(date);
  return `${WEEKDAYS_LONG[weekdayIndex(date)]} ${day} de ${spanishMonths[month]}`;
}

/** 'martes 24 de noviembre de 2026' (the printed day's header). */
export function longDateWithYear(date: string): string {
  return `${longDate(date)} de ${parts(date).year}`;
}

/** 'mar 24 nov' */
export function shortDate(date: string): string {
  const { month, day } = parts(date);
  return `${weekdayShort(date)} ${day} ${MONTHS[month]}`;
}

/** '09:00–09:30' (end minutes may reach 1440: '24:00'). */
export function timeRange(startMin: number, endMin: number): string {
  return `${formatHHMM(startMin)}–${formatHHMM(endMin)}`;
}

/** '45 min', '1 h', '1 h 30 min' */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
