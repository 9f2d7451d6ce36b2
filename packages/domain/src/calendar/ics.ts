/**
 * A small iCalendar (RFC 5545) writer for the calendar feeds (docs/api.md#calendar-feeds): pure,
 * no I/O and no clock, so the server's answer is a function of what it read and nothing else (its
 * ETag can then stand for the body). Only what a subscribed calendar needs: one VCALENDAR of
 * VEVENTs in UTC, text escaped, lines folded at 75 octets, CRLF line ends.
 */

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

/**
 * TEXT value escaping (§3.3.11): backslash, semicolon and comma get a backslash, every line break
 * becomes `\n`. Other control characters are not allowed in TEXT and are dropped.
 */
export function escapeText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to drop them
  const controls = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
  return value
    .replace(/\r\n?|\n/g, '\n')
    .replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`))
    .replace(controls, '');
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
  // Most lines are short ASCII: nothing to count.
  if (line.length <= MAX_OCTETS && !/[^ -~\t]/.test(line)) return line;
  let out = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_OCTETS) {
      out += `${CRLF} `;
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out;
}

/** A UTC DATE-TIME in its Z form (§3.3.5), e.g. 20261123T150000Z. */
export function formatUtcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A DURATION of whole minutes (§3.3.6), e.g. PT15M. */
export function formatMinutes(minutes: number): string {
  return `PT${Math.max(0, Math.round(minutes))}M`;
}

function eventLines(event: IcsEvent, out: string[]): void {
  out.push(
    'BEGIN:VEVENT',
    foldLine(`UID:${escapeText(event.uid)}`),
    `DTSTAMP:${formatUtcDateTime(event.stamp)}`,
    `LAST-MODIFIED:${formatUtcDateTime(event.stamp)}`,
    `DTSTART:${formatUtcDateTime(event.start)}`,
    `DTEND:${formatUtcDateTime(event.end)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `STATUS:${event.status}`,
    // A cancelled appointment no longer blocks the professional's time in their calendar.
    `TRANSP:${event.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`,
    foldLine(`SUMMARY:${escapeText(event.summary)}`),
  );
  if (event.location) out.push(foldLine(`LOCATION:${escapeText(event.location)}`));
  if (event.description) out.push(foldLine(`DESCRIPTION:${escapeText(event.description)}`));
  out.push('END:VEVENT');
}

/** The whole calendar as text: every line ends with CRLF, the last one included (§3.1). */
export function writeCalendar(calendar: IcsCalendar): string {
  const refresh = formatMinutes(calendar.refreshMinutes);
  const name = escapeText(calendar.name);
  const out: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    foldLine(`PRODID:${escapeText(calendar.productId)}`),
    'CALSCALE:GREGORIAN',
    foldLine(`NAME:${name}`),
    foldLine(`X-WR-CALNAME:${name}`),
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
  ];
  for (const event of calendar.events) eventLines(event, out);
  out.push('END:VCALENDAR');
  return out.join(CRLF) + CRLF;
}
