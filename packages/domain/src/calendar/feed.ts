/**
 * What a calendar feed shows of an appointment (docs/api.md#calendar-feeds): the rules, apart
 * from the iCalendar text itself (ics.ts). A feed leaves the clinic for Google, Microsoft or Apple,
 * so it carries the least that lets a professional plan the day: the service, the patient's
 * initials, the place. Never a phone, a full name or a note.
 */
import type { AppointmentStatus } from '../scheduling/statuses.ts';
import type { IcsCalendar, IcsEvent, IcsEventStatus } from './ics.ts';

/** Clients are asked to fetch again every 15 minutes (most take it as a hint and poll less). */
export const CALENDAR_FEED_REFRESH_MINUTES = 15;
export const CALENDAR_FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_DAYS_AHEAD = 180;
export const CALENDAR_FEED_PRODUCT_ID = '-//Recepta//Calendario//ES';
/** The right side of every UID: fixed, so UIDs stay the same whatever host serves the feed. */
export const CALENDAR_UID_DOMAIN = 'citas.recepta';
/** The name of a feed of every professional, in the list and as the calendar's default name. */
export const WHOLE_CLINIC_FEED_LABEL = 'Toda la clínica';

/** One UTC day in milliseconds: the feed's window moves by whole days. */
export const DAY_MS = 86_400_000;

/**
 * The appointments a feed holds: those touching [from, to). The window moves once a day (whole UTC
 * days), so the body, and its ETag, stay the same between changes within a day.
 */
export function calendarFeedWindow(now: Date): { from: Date; to: Date } {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return {
    from: new Date(today - CALENDAR_FEED_DAYS_BACK * DAY_MS),
    to: new Date(today + (CALENDAR_FEED_DAYS_AHEAD + 1) * DAY_MS),
  };
}

/**
 * 'María José Pérez' → 'M. J. P.': the first letter of each word that starts with a letter (at
 * most three). A lead named by their phone number has no letters, hence no initials: digits of a
 * phone never leak this way.
 */
export function patientInitials(name: string | null | undefined): string {
  if (!name) return '';
  const letters: string[] = [];
  for (const word of name.trim().split(/\s+/)) {
    const first = [...word][0];
    if (first && /\p{L}/u.test(first)) letters.push(`${first.toUpperCase()}.`);
    if (letters.length === 3) break;
  }
  return letters.join(' ');
}

/**
 * Pending is TENTATIVE, confirmed CONFIRMED, cancelled CANCELLED. A no-show stays CONFIRMED (the
 * time was held and the visit was due; the feed is the professional's record of the day) and says
 * so in its summary: calendar apps hide or strike out cancelled events, which would rewrite what
 * happened (docs/api.md#calendar-feeds).
 */
export function calendarEventStatus(status: AppointmentStatus): IcsEventStatus {
  if (status === 'pending') return 'TENTATIVE';
  if (status === 'cancelled') return 'CANCELLED';
  return 'CONFIRMED';
}

const statusNotes: Partial<Record<AppointmentStatus, string>> = {
  cancelled: 'cancelada',
  no_show: 'no asistió',
};

/** calendarEventSummary from the patient's initials already made (feed-writer.ts keeps them per patient). */
export function summaryWithInitials(serviceName: string, initials: string, status: AppointmentStatus): string {
  const note = statusNotes[status];
  return `${serviceName}${initials ? ` · ${initials}` : ''}${note ? ` (${note})` : ''}`;
}

/** 'Limpieza dental · M. P.', with '(cancelada)' or '(no asistió)' after a closed one. */
export function calendarEventSummary(serviceName: string, customerName: string | null, status: AppointmentStatus) {
  return summaryWithInitials(serviceName, patientInitials(customerName), status);
}

/** One appointment as the feed reads it from the database. */
export interface FeedAppointment {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  /** How many times it changed since it was booked (appointments.revision). */
  revision: number;
  updatedAt: Date;
  serviceName: string;
  customerName: string | null;
  locationName: string;
  resourceName: string;
}

/** One appointment as an event of the feed: a UID that never changes, its revision as SEQUENCE. */
export function calendarEventOf(appointment: FeedAppointment): IcsEvent {
  return {
    uid: `${appointment.id}@${CALENDAR_UID_DOMAIN}`,
    sequence: appointment.revision,
    stamp: appointment.updatedAt,
    start: appointment.startsAt,
    end: appointment.endsAt,
    status: calendarEventStatus(appointment.status),
    summary: calendarEventSummary(appointment.serviceName, appointment.customerName, appointment.status),
    location: appointment.locationName,
    description: `Profesional: ${appointment.resourceName}`,
  };
}

/** A feed's calendar without its events: its name and the refresh hint. */
export function calendarFeedHead(name: string): Omit<IcsCalendar, 'events'> {
  return { productId: CALENDAR_FEED_PRODUCT_ID, name, refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES };
}
