import {
  type AppointmentStatus,
  type FeedEventRow,
  type FeedWriter,
  feedInitials,
  ICS_END,
  writeFeedRow,
} from '@recepta/domain';

/**
 * The names the rows of one answer point at, by id: services, places, professionals, patients.
 * Read fresh with every answer (read-calendar-feed.ts), never kept apart from the events.
 */
export interface FeedNames {
  services: Map<string, string>;
  locations: Map<string, string>;
  resources: Map<string, string>;
  customers: Map<string, string>;
}

/**
 * One event of a build, in the feed's order (start, then id). `line` is the appointment's row as
 * read (read-calendar-feed.ts, rowText): every field its text shows but the names, which are kept
 * beside it as shown (the initials, not the patient's name). Its text is a function of the line
 * and those names and of nothing else, so an event whose line and shown names are unchanged is
 * the same text: the next build reuses its bytes (docs/benchmarks.md#calendar-feeds).
 */
export interface FeedEvent {
  id: string;
  start: number;
  line: string;
  service: string;
  location: string;
  resource: string;
  initials: string;
  /** Its VEVENT in UTF-8: a view into its build's body. */
  bytes: Buffer;
}

/*
 * A line is `id,service,location,resource,customer,start,end,status,revision,updated`: four uuids
 * of 36 characters at fixed places, the patient's uuid or nothing, then epoch seconds, the status
 * word and the revision;
 * no field holds a comma or a line break. Fixed places let a kept event be checked by slicing its
 * line instead of splitting it.
 */
const SERVICE_AT = 37;
const LOCATION_AT = 74;
const RESOURCE_AT = 111;
const CUSTOMER_AT = 148;
const UUID_LENGTH = 36;

/** What a line's names are now: service, place, professional and the patient's initials. */
function shownNames(line: string, names: FeedNames, writer: FeedWriter) {
  const customerId =
    line.charCodeAt(CUSTOMER_AT) === 44 ? undefined : line.slice(CUSTOMER_AT, CUSTOMER_AT + UUID_LENGTH);
  const customerName = customerId === undefined ? null : (names.customers.get(customerId) ?? null);
  return {
    service: names.services.get(line.slice(SERVICE_AT, SERVICE_AT + UUID_LENGTH)) ?? '',
    location: names.locations.get(line.slice(LOCATION_AT, LOCATION_AT + UUID_LENGTH)) ?? '',
    resource: names.resources.get(line.slice(RESOURCE_AT, RESOURCE_AT + UUID_LENGTH)) ?? '',
    customerName,
    initials: feedInitials(customerName, writer),
    /** Where the numbers start. */
    rest: customerId === undefined ? CUSTOMER_AT + 1 : CUSTOMER_AT + UUID_LENGTH + 1,
  };
}

/**
 * Where a build writes its new events' texts, one after another in one buffer (grown by doubling):
 * one native write per event, and feedBody then copies them as one run. A Buffer.from per event
 * cost as much again, and its pool's 8-byte alignment left gaps between them.
 */
class Scratch {
  private buffer: Buffer;
  private at = 0;

  constructor(expected: number) {
    this.buffer = Buffer.allocUnsafeSlow(Math.max(4096, expected));
  }

  add(text: string): Buffer {
    // A UTF-16 unit is at most 3 bytes of UTF-8.
    if (this.at + 3 * text.length > this.buffer.length) {
      this.buffer = Buffer.allocUnsafeSlow(2 * this.buffer.length + 3 * text.length);
      this.at = 0;
    }
    const start = this.at;
    this.at += this.buffer.write(text, start, 'utf8');
    return this.buffer.subarray(start, this.at);
  }
}

/** Bytes per event to make room for at first (a 5,000-event feed averages about 340). */
const EXPECTED_EVENT_BYTES = 400;

/** Where the field after the number `numberAt` last read starts. */
let afterNumber = 0;

/**
 * The whole number at `at` in `line` (a minus sign, digits, up to a comma or the end): read in
 * place, without splitting the line into strings only to convert them (5 strings and an array per
 * event of a build). Sets `afterNumber`.
 */
function numberAt(line: string, at: number): number {
  let i = at;
  const negative = line.charCodeAt(i) === 45;
  if (negative) i++;
  let value = 0;
  for (let code = line.charCodeAt(i); code >= 48 && code <= 57; code = line.charCodeAt(++i)) {
    value = value * 10 + (code - 48);
  }
  afterNumber = i + 1;
  return negative ? -value : value;
}

/** A new event for its line: its names looked up and its text written (bytes to be placed by feedBody). */
function writtenEvent(line: string, names: FeedNames, writer: FeedWriter, scratch: Scratch): FeedEvent {
  const shown = shownNames(line, names, writer);
  const startsAt = numberAt(line, shown.rest) * 1000;
  const endsAt = numberAt(line, afterNumber) * 1000;
  const statusAt = afterNumber;
  const revisionAt = line.indexOf(',', statusAt) + 1;
  const revision = numberAt(line, revisionAt);
  const row: FeedEventRow = {
    id: line.slice(0, UUID_LENGTH),
    startsAt,
    endsAt,
    status: line.slice(statusAt, revisionAt - 1) as AppointmentStatus,
    revision,
    updatedAt: numberAt(line, afterNumber) * 1000,
    serviceName: shown.service,
    locationName: shown.location,
    resourceName: shown.resource,
    customerName: shown.customerName,
  };
  return {
    id: row.id,
    start: row.startsAt,
    line,
    service: shown.service,
    location: shown.location,
    resource: shown.resource,
    initials: shown.initials,
    bytes: scratch.add(writeFeedRow(row, writer)),
  };
}

/**
 * The events of an answer's lines, in their order: `kept` (an earlier build's events by id) when
 * the line and the names it shows are unchanged, else written. A renamed service rewrites exactly
 * the events of that service; nothing kept is used without both checks.
 */
export function feedEvents(
  lines: readonly string[],
  names: FeedNames,
  writer: FeedWriter,
  kept?: ReadonlyMap<string, FeedEvent>,
): FeedEvent[] {
  let scratch: Scratch | undefined;
  return lines.map((line) => {
    const id = line.slice(0, UUID_LENGTH);
    const old = kept?.get(id);
    // By id, then the whole line: hashing 5,000 lines of 230 characters cost twice hashing their ids.
    if (old && old.line === line) {
      const shown = shownNames(line, names, writer);
      if (
        shown.service === old.service &&
        shown.location === old.location &&
        shown.resource === old.resource &&
        shown.initials === old.initials
      ) {
        // This answer's line: an old line would keep its whole answer's text alive. Written out
        // field by field: a spread of kept events took V8's slow path, 9 ms a build of 5,000.
        return {
          id,
          start: old.start,
          line,
          service: old.service,
          location: old.location,
          resource: old.resource,
          initials: old.initials,
          bytes: old.bytes,
        };
      }
    }
    scratch ??= new Scratch(EXPECTED_EVENT_BYTES * lines.length);
    return writtenEvent(line, names, writer, scratch);
  });
}

/** Copies `length` bytes from where `start` starts. */
function copyRun(start: Buffer, length: number, body: Buffer, at: number): number {
  body.set(new Uint8Array(start.buffer, start.byteOffset, length), at);
  return length;
}

/**
 * The body: the head, the events' bytes in order and the end, copied once into one Buffer (no 1.7 MB
 * string to join and encode again: docs/benchmarks.md#calendar-feeds). Each event's bytes become a
 * view into it, so a build keeps one copy of its texts, and the previous body can go (an event
 * shared with the previous build is moved to the new body: the same bytes, wherever it is read).
 */
export function feedBody(head: string, events: FeedEvent[]): Buffer {
  const headBytes = Buffer.from(head, 'utf8');
  const endBytes = Buffer.from(ICS_END, 'utf8');
  let length = headBytes.length + endBytes.length;
  for (const event of events) length += event.bytes.length;
  const body = Buffer.allocUnsafeSlow(length);
  let at = headBytes.copy(body, 0);
  // Events next to each other where they are (most of a kept body, new ones written in turn) are
  // copied as one run.
  let run: Buffer | undefined;
  let runEnd = 0;
  let runLength = 0;
  for (const event of events) {
    const { bytes } = event;
    if (run && bytes.buffer === run.buffer && bytes.byteOffset === runEnd) {
      runLength += bytes.length;
    } else {
      if (run) at += copyRun(run, runLength, body, at);
      run = bytes;
      runLength = bytes.length;
    }
    runEnd = bytes.byteOffset + bytes.length;
  }
  if (run) at += copyRun(run, runLength, body, at);
  endBytes.copy(body, at);
  at = headBytes.length;
  for (const event of events) {
    const size = event.bytes.length;
    event.bytes = body.subarray(at, at + size);
    at += size;
  }
  return body;
}
