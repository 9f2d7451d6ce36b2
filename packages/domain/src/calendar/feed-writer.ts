/**
 * A feed's events as iCalendar text, thousands at a time (docs/api.md#calendar-feeds): what
 * feed.ts's rules and ics.ts's writer give for one appointment (a test holds them equal), written
 * without their per-event escaping, folding and date arithmetic, as a string (writeFeedRow) or
 * straight into bytes (writeFeedRowBytes). A writer keeps what repeats across a feed.
 */
import type { AppointmentStatus } from '../scheduling/statuses.ts';
import {
  CALENDAR_UID_DOMAIN,
  calendarEventOf,
  calendarEventStatus,
  DAY_MS,
  type FeedAppointment,
  patientInitials,
  summaryWithInitials,
} from './feed.ts';
import { formatUtcDateTime, type IcsEventStatus, type IcsMemo, newIcsMemo, textLine, writeIcsEvent } from './ics.ts';
import { utf8Bytes } from './utf8.ts';

/**
 * What a feed's writer keeps while it writes thousands of events: the TEXT lines (names and places
 * repeat), each patient's initials, and each UTC day's date. It only saves work.
 */
export interface FeedWriter {
  memo: IcsMemo;
  initials: Map<string, string>;
  /** 'YYYYMMDDT' per whole UTC day (epoch milliseconds / day). */
  days: Map<number, string>;
  /** 'HHMMSSZ' per second of the day (appointments' times repeat). */
  times: string[];
  /**
   * The end of an event, from its STATUS line to END:VEVENT, by service, initials and status, then
   * place and professional: looked up by the names themselves (strings whose hashes V8 keeps), not
   * by a key built per event only to be found again. An event is then a dozen pieces, not thirty:
   * fewer to join, flatten and collect per event (docs/benchmarks.md#calendar-feeds-fourth-pass).
   */
  tails: Map<string, Map<string, Partial<Record<AppointmentStatus, EventTails>>>>;
  descriptions: Map<string, string>;
}

/** The tails of one SUMMARY line (service, initials, status), by place and then professional. */
interface EventTails {
  summary: string;
  byPlace: Map<string, Map<string, EventTail>>;
}

/** One event's end as text and, once an event is written as bytes, in UTF-8 (writeFeedRowBytes): encoded once per writer, copied per event. */
interface EventTail {
  text: string;
  bytes: Uint8Array | undefined;
}

export function newFeedWriter(): FeedWriter {
  return {
    memo: newIcsMemo(),
    initials: new Map(),
    days: new Map(),
    times: [],
    tails: new Map(),
    descriptions: new Map(),
  };
}

function tailsOf(service: string, initials: string, status: AppointmentStatus, writer: FeedWriter): EventTails {
  let byInitials = writer.tails.get(service);
  if (!byInitials) {
    byInitials = new Map();
    writer.tails.set(service, byInitials);
  }
  let byStatus = byInitials.get(initials);
  if (!byStatus) {
    byStatus = {};
    byInitials.set(initials, byStatus);
  }
  let tails = byStatus[status];
  if (tails === undefined) {
    tails = {
      summary: textLine('SUMMARY', summaryWithInitials(service, initials, status), writer.memo),
      byPlace: new Map(),
    };
    byStatus[status] = tails;
  }
  return tails;
}

function descriptionLine(resourceName: string, writer: FeedWriter): string {
  let line = writer.descriptions.get(resourceName);
  if (line === undefined) {
    line = textLine('DESCRIPTION', `Profesional: ${resourceName}`, writer.memo);
    writer.descriptions.set(resourceName, line);
  }
  return line;
}

const UID_TAIL = `@${CALENDAR_UID_DOMAIN}`;
/** STATUS and TRANSP: a cancelled appointment no longer blocks the professional's time. */
const statusLines: Record<IcsEventStatus, string> = {
  TENTATIVE: 'STATUS:TENTATIVE\r\nTRANSP:OPAQUE\r\n',
  CONFIRMED: 'STATUS:CONFIRMED\r\nTRANSP:OPAQUE\r\n',
  CANCELLED: 'STATUS:CANCELLED\r\nTRANSP:TRANSPARENT\r\n',
};
const TWO = Array.from({ length: 61 }, (_, n) => String(n).padStart(2, '0'));
/**
 * Whether the character `code` at `i` of an id is where a uuid as PostgreSQL writes it has it
 * (lowercase hex, dashes at 8, 13, 18, 23): such an id has nothing to escape or fold.
 */
function isPlainIdChar(code: number, i: number): boolean {
  if (i === 8 || i === 13 || i === 18 || i === 23) return code === 45;
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102);
}

/**
 * Whether `id` is a plain uuid (isPlainIdChar). Checked by character codes: the regular expression
 * it replaces was about 5 % of a 5,000-event build (docs/benchmarks.md#calendar-feeds-fourth-pass).
 */
function isPlainId(id: string): boolean {
  if (id.length !== 36) return false;
  for (let i = 0; i < 36; i++) if (!isPlainIdChar(id.charCodeAt(i), i)) return false;
  return true;
}

/** 'YYYYMMDDT' of a whole UTC day (epoch milliseconds / day), kept per writer. */
function utcDate(day: number, writer: FeedWriter): string {
  let date = writer.days.get(day);
  if (date === undefined) {
    const whole = formatUtcDateTime(new Date(day * DAY_MS));
    date = whole.slice(0, whole.length - 7);
    writer.days.set(day, date);
  }
  return date;
}

/** formatUtcDateTime of an instant, its date part kept per day (a feed has a few hundred days). */
function utcDateTime(ms: number, writer: FeedWriter): string {
  const day = Math.floor(ms / DAY_MS);
  const date = utcDate(day, writer);
  const seconds = Math.floor((ms - day * DAY_MS) / 1000);
  let time = writer.times[seconds];
  if (time === undefined) {
    time = `${TWO[Math.floor(seconds / 3600)]}${TWO[Math.floor(seconds / 60) % 60]}${TWO[seconds % 60]}Z`;
    writer.times[seconds] = time;
  }
  return date + time;
}

/**
 * One appointment as a feed's build reads it: instants in epoch milliseconds, so that thousands of
 * rows are written without a Date each (docs/benchmarks.md#calendar-feeds).
 */
export interface FeedEventRow extends Omit<FeedAppointment, 'startsAt' | 'endsAt' | 'updatedAt'> {
  startsAt: number;
  endsAt: number;
  updatedAt: number;
}

/** A patient's initials as the feed shows them, kept per writer (names repeat across a feed). */
export function feedInitials(customerName: string | null, writer: FeedWriter): string {
  let initials = writer.initials.get(customerName ?? '');
  if (initials === undefined) {
    initials = patientInitials(customerName);
    writer.initials.set(customerName ?? '', initials);
  }
  return initials;
}

/**
 * One appointment's VEVENT: exactly `writeIcsEvent(calendarEventOf(appointment))` (a test holds
 * them equal), written without the general writer's per-event escaping, folding and date
 * arithmetic, which a full build of a 5,000-event feed paid 5,000 times (docs/benchmarks.md).
 */
export function writeFeedEvent(appointment: FeedAppointment, writer: FeedWriter): string {
  return writeFeedRow(
    {
      ...appointment,
      startsAt: appointment.startsAt.getTime(),
      endsAt: appointment.endsAt.getTime(),
      updatedAt: appointment.updatedAt.getTime(),
    },
    writer,
  );
}

/** From STATUS to END:VEVENT: the part of an event that only its names and status decide. */
function eventTail(row: FeedEventRow, writer: FeedWriter): EventTail {
  const { status } = row;
  const tails = tailsOf(row.serviceName, feedInitials(row.customerName, writer), status, writer);
  let byResource = tails.byPlace.get(row.locationName);
  if (!byResource) {
    byResource = new Map();
    tails.byPlace.set(row.locationName, byResource);
  }
  let tail = byResource.get(row.resourceName);
  if (tail === undefined) {
    const location = row.locationName ? `${textLine('LOCATION', row.locationName, writer.memo)}\r\n` : '';
    const text =
      `${statusLines[calendarEventStatus(status)]}${tails.summary}\r\n${location}` +
      `${descriptionLine(row.resourceName, writer)}\r\nEND:VEVENT\r\n`;
    tail = { text, bytes: undefined };
    byResource.set(row.resourceName, tail);
  }
  return tail;
}

/** writeFeedEvent of a row read with its instants as numbers (the same text). */
export function writeFeedRow(row: FeedEventRow, writer: FeedWriter): string {
  const { id } = row;
  if (!isPlainId(id)) {
    const appointment: FeedAppointment = {
      ...row,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
      updatedAt: new Date(row.updatedAt),
    };
    return writeIcsEvent(calendarEventOf(appointment), writer.memo);
  }
  const stamp = utcDateTime(row.updatedAt, writer);
  // CRLF written into the literals, not interpolated: each interpolation is one more piece of the
  // string V8 joins, and a 5,000-event build joins 5,000 of them (docs/benchmarks.md#calendar-feeds).
  return (
    `BEGIN:VEVENT\r\nUID:${id}${UID_TAIL}\r\nDTSTAMP:${stamp}\r\nLAST-MODIFIED:${stamp}\r\n` +
    `DTSTART:${utcDateTime(row.startsAt, writer)}\r\nDTEND:${utcDateTime(row.endsAt, writer)}\r\n` +
    `SEQUENCE:${Math.max(0, Math.trunc(row.revision))}\r\n${eventTail(row, writer).text}`
  );
}

/*
 * The same event as bytes. A VEVENT is fixed ASCII pieces, the uuid, four instants, the SEQUENCE
 * digits and the tail (eventTail), whose UTF-8 is kept with its text: writing those straight into
 * bytes spares making a string per event and encoding it again, and half a build's scavenges
 * (docs/benchmarks.md#calendar-feeds-sixth-pass).
 */

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const EVENT_START = ascii('BEGIN:VEVENT\r\nUID:');
const AFTER_UID = ascii(`${UID_TAIL}\r\nDTSTAMP:`);
const AFTER_STAMP = ascii('\r\nLAST-MODIFIED:');
const AFTER_MODIFIED = ascii('\r\nDTSTART:');
const AFTER_START = ascii('\r\nDTEND:');
const AFTER_END = ascii('\r\nSEQUENCE:');
/**
 * At most the bytes of an event but its tail: a uuid, four instants of at most 24 characters (a
 * year of up to six digits and its sign; others go through the text writer), a SEQUENCE of at
 * most 24 (a number's longest String).
 */
const MOST_BUT_TAIL =
  EVENT_START.length +
  36 +
  AFTER_UID.length +
  AFTER_STAMP.length +
  AFTER_MODIFIED.length +
  AFTER_START.length +
  AFTER_END.length +
  4 * 24 +
  24 +
  2;

/** Copies `bytes` to `out` at `at`; answers where they end. A loop: `set` costs more for a few bytes. */
function put(out: Uint8Array, at: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) out[at + i] = bytes[i]!;
  return at + bytes.length;
}

/** Writes ASCII `text` to `out` at `at`; answers where it ends. */
function putAscii(out: Uint8Array, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i);
  return at + text.length;
}

/**
 * Writes `id` at `at` when it is a plain uuid (isPlainId), checked as it is written: reading a
 * string's characters twice cost more than the check. Answers where it ends, or -1 if not plain.
 */
function putPlainId(out: Uint8Array, at: number, id: string): number {
  if (id.length !== 36) return -1;
  for (let i = 0; i < 36; i++) {
    const code = id.charCodeAt(i);
    if (!isPlainIdChar(code, i)) return -1;
    out[at + i] = code;
  }
  return at + 36;
}

/** Whether `ms` is an instant a Date holds (±8.64e15): its text is then at most 24 characters. */
const isDateTime = (ms: number) => ms >= -8.64e15 && ms <= 8.64e15;

/** Two digits of `value` (0–99) at `at`. */
function putTwo(out: Uint8Array, at: number, value: number): void {
  out[at] = 48 + Math.floor(value / 10);
  out[at + 1] = 48 + (value % 10);
}

/** utcDateTime's text of `ms` as bytes: the day's date kept per writer, the time from its digits. */
function putDateTime(out: Uint8Array, at: number, ms: number, writer: FeedWriter): number {
  const day = Math.floor(ms / DAY_MS);
  const end = putAscii(out, at, utcDate(day, writer));
  const seconds = Math.floor((ms - day * DAY_MS) / 1000);
  putTwo(out, end, Math.floor(seconds / 3600));
  putTwo(out, end + 2, Math.floor(seconds / 60) % 60);
  putTwo(out, end + 4, seconds % 60);
  out[end + 6] = 90; // Z
  return end + 7;
}

/** The digits of `value` as the template `${value}` writes it; answers where they end. */
function putNumber(out: Uint8Array, at: number, value: number): number {
  if (!(value >= 0 && value < 4_294_967_296 && value === Math.floor(value))) return putAscii(out, at, String(value));
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  let rest = value;
  for (let i = at + digits - 1; i >= at; i--) {
    out[i] = 48 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return at + digits;
}

/**
 * writeFeedRow's text of `row` in UTF-8, written to `out` at `at` (a test holds the bytes equal):
 * answers where it ends, or -1 when `out` has no room for it after `at` (then nothing is written
 * that the caller would keep; it may grow `out` and ask again).
 */
export function writeFeedRowBytes(row: FeedEventRow, writer: FeedWriter, out: Uint8Array, at: number): number {
  const { id } = row;
  const tail = eventTail(row, writer);
  if (tail.bytes === undefined) tail.bytes = utf8Bytes(tail.text);
  if (at + MOST_BUT_TAIL + tail.bytes.length > out.length) return -1;
  let end = putPlainId(out, put(out, at, EVENT_START), id);
  if (end < 0 || !isDateTime(row.updatedAt) || !isDateTime(row.startsAt) || !isDateTime(row.endsAt)) {
    const bytes = utf8Bytes(writeFeedRow(row, writer));
    if (at + bytes.length > out.length) return -1;
    out.set(bytes, at);
    return at + bytes.length;
  }
  end = putDateTime(out, put(out, end, AFTER_UID), row.updatedAt, writer);
  end = putDateTime(out, put(out, end, AFTER_STAMP), row.updatedAt, writer);
  end = putDateTime(out, put(out, end, AFTER_MODIFIED), row.startsAt, writer);
  end = putDateTime(out, put(out, end, AFTER_START), row.endsAt, writer);
  end = putNumber(out, put(out, end, AFTER_END), Math.max(0, Math.trunc(row.revision)));
  out[end] = 13;
  out[end + 1] = 10;
  out.set(tail.bytes, end + 2);
  return end + 2 + tail.bytes.length;
}
