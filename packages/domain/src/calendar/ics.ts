/**
 * A small iCalendar (RFC 5545) writer for the calendar feeds (docs/api.md#calendar-feeds): pure,
 * no I/O and no clock, so the server's answer is a function of what it read and nothing else (its
 * ETag can then stand for the body). Only what a subscribed calendar needs: one VCALENDAR of
 * VEVENTs in UTC, text escaped, lines folded at 75 octets, CRLF line ends.
 */

import { utf8ByteLength } from './utf8.ts';

export type IcsEventStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface IcsEvent {
  /** Globally unique and stable across every fetch of the feed (RFC 5545 §3.8.4.7). */
  uid: string;
  /** Grows with each change, so clients replace their copy (§3.8.7.4). */
  sequence: number;
  /** When the event was last revised (§3.8.7.2, for a calendar without METHOD). */
  stamp: Date;
  start: Date;
  end: Date;
  status: IcsEventStatus;
  summary: string;
  location?: string | undefined;
  description?: string | undefined;
}

export interface IcsCalendar {
  /** PRODID, e.g. '-//Recepta//Calendario//ES'. */
  productId: string;
  /** X-WR-CALNAME and NAME: what the calendar app shows as the calendar's name. */
  name: string;
  /** How often clients should fetch again: REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL. */
  refreshMinutes: number;
  events: readonly IcsEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const NEEDS_ESCAPE = /[\\;,\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to drop them
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: any ASCII character is one octet
const ASCII = /^[\u0000-\u007f]*$/;
const TWO = Array.from({ length: 61 }, (_, n) => String(n).padStart(2, '0'));

/**
 * TEXT value escaping (§3.3.11): backslash, semicolon and comma get a backslash, every line break
 * becomes `\n`. Other control characters are not allowed in TEXT and are dropped.
 */
export function escapeText(value: string): string {
  // Most values (names, places) need nothing: one test instead of three replacements.
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value
    .replace(/\r\n?|\n/g, '\n')
    .replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`))
    .replace(CONTROLS, '');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (§3.1): no physical line longer than 75 octets of UTF-8, continuations
 * start with one space (which counts), and a multi-octet character is never split.
 */
export function foldLine(line: string): string {
  // Most lines are short: at most 3 octets per UTF-16 unit (a surrogate pair is 4 octets for 2).
  if (line.length * 3 <= MAX_OCTETS) return line;
  // An ASCII line (a UID, a date) is as many octets as characters: one native test, not a loop.
  if (line.length <= MAX_OCTETS ? ASCII.test(line) || utf8ByteLength(line) <= MAX_OCTETS : false) return line;
  const pieces: string[] = [];
  let start = 0;
  let octets = 0;
  let i = 0;
  while (i < line.length) {
    const codePoint = line.codePointAt(i) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const size = utf8Length(codePoint);
    if (octets + size > MAX_OCTETS) {
      pieces.push(line.slice(start, i));
      start = i;
      // The continuation's leading space counts.
      octets = 1;
    }
    octets += size;
    i += width;
  }
  pieces.push(line.slice(start));
  return pieces.join(`${CRLF} `);
}

/** A UTC DATE-TIME in its Z form (§3.3.5), e.g. 20261123T150000Z. */
export function formatUtcDateTime(instant: Date): string {
  // By hand, from a table of two-digit strings: toISOString and two replacements cost several
  // times more, and a feed formats tens of thousands of instants.
  const year = instant.getUTCFullYear();
  return `${year < 1000 ? String(year).padStart(4, '0') : year}${TWO[instant.getUTCMonth() + 1]}${TWO[instant.getUTCDate()]}T${TWO[instant.getUTCHours()]}${TWO[instant.getUTCMinutes()]}${TWO[instant.getUTCSeconds()]}Z`;
}

/** A DURATION of whole minutes (§3.3.6), e.g. PT15M. */
export function formatMinutes(minutes: number): string {
  return `PT${Math.max(0, Math.round(minutes))}M`;
}

/**
 * TEXT properties already written, per property name and value: names and places repeat. One per
 * calendar being written (newIcsMemo); it only saves work, the text is the same without it.
 */
export type IcsMemo = Map<string, Map<string, string>>;

export function newIcsMemo(): IcsMemo {
  return new Map();
}

/** A TEXT property, escaped and folded; kept per calendar, since names and places repeat. */
export function textLine(name: string, value: string, memo: IcsMemo): string {
  let lines = memo.get(name);
  if (!lines) {
    lines = new Map();
    memo.set(name, lines);
  }
  let line = lines.get(value);
  if (line === undefined) {
    line = foldLine(`${name}:${escapeText(value)}`);
    lines.set(value, line);
  }
  return line;
}

/**
 * One VEVENT as one string of CRLF-ended lines. A calendar is its head, its events' texts in
 * order, and ICS_END: a writer may keep an event's text and reuse it while the event is unchanged.
 */
export function writeIcsEvent(event: IcsEvent, memo: IcsMemo = newIcsMemo()): string {
  const stamp = formatUtcDateTime(event.stamp);
  // A cancelled appointment no longer blocks the professional's time in their calendar.
  const transparency = event.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE';
  const location = event.location ? `${textLine('LOCATION', event.location, memo)}${CRLF}` : '';
  const description = event.description ? `${textLine('DESCRIPTION', event.description, memo)}${CRLF}` : '';
  return (
    `BEGIN:VEVENT${CRLF}${foldLine(`UID:${escapeText(event.uid)}`)}${CRLF}` +
    `DTSTAMP:${stamp}${CRLF}LAST-MODIFIED:${stamp}${CRLF}` +
    `DTSTART:${formatUtcDateTime(event.start)}${CRLF}DTEND:${formatUtcDateTime(event.end)}${CRLF}` +
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}${CRLF}STATUS:${event.status}${CRLF}` +
    `TRANSP:${transparency}${CRLF}${textLine('SUMMARY', event.summary, memo)}${CRLF}` +
    `${location}${description}END:VEVENT${CRLF}`
  );
}

/** The calendar's first lines, up to its first event. */
export function writeIcsHead(calendar: Omit<IcsCalendar, 'events'>): string {
  const refresh = formatMinutes(calendar.refreshMinutes);
  const name = escapeText(calendar.name);
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    foldLine(`PRODID:${escapeText(calendar.productId)}`),
    'CALSCALE:GREGORIAN',
    foldLine(`NAME:${name}`),
    foldLine(`X-WR-CALNAME:${name}`),
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
  ];
  return head.join(CRLF) + CRLF;
}

/** The calendar's last line. */
export const ICS_END = `END:VCALENDAR${CRLF}`;

/** The whole calendar as text: every line ends with CRLF, the last one included (§3.1). */
export function writeCalendar(calendar: IcsCalendar): string {
  const memo = newIcsMemo();
  let text = writeIcsHead(calendar);
  for (const event of calendar.events) text += writeIcsEvent(event, memo);
  return text + ICS_END;
}
