import {
  type AppointmentStatus,
  appointmentStatuses,
  type FeedEventRow,
  type FeedWriter,
  feedInitials,
  ICS_END,
  writeFeedRowBytes,
} from '@recepta/domain';
import { changedKeys, lineAt, lineStarts } from './feed-text.ts';

/**
 * The names the rows of one answer point at, by id: services, places, professionals, patients.
 * Read fresh with every answer (read-calendar-feed.ts).
 */
export interface FeedNames {
  services: Map<string, string>;
  locations: Map<string, string>;
  resources: Map<string, string>;
  customers: Map<string, string>;
}

/**
 * One build of a feed, kept for the next: its body and, per event in feed order (start, then id),
 * where its bytes are in the body, where its row line is in `text` and its start. A few flat arrays
 * instead of 5,000 objects, Buffer views and line strings: a build then leaves almost nothing for
 * the collector to copy or trace, which was the p95's spikes (docs/benchmarks.md#calendar-feeds-fifth-pass).
 *
 * An event's text is a function of its line (read-calendar-feed.ts, rowText) and of the names it
 * shows, and of nothing else. Every event of a build shows `names`: they are one catalogue version's
 * (every rename raises it), so the next build reuses an event's bytes when its line is the same and
 * none of the names it shows changed from `names` to the new ones.
 */
export interface FeedBuild {
  /** The head, the events in order and the end, in UTF-8. */
  body: Buffer;
  /** Event i's bytes are body[byteAt[i], byteAt[i + 1]). */
  byteAt: Uint32Array;
  /** The rows' text: lines joined by `\n` (a build after a few changes appends theirs). */
  text: string;
  /** Where event i's line starts in `text`. */
  lineAt: Uint32Array;
  /** Event i's start, epoch milliseconds (the order of a build that splices changes in). */
  starts: Float64Array;
  names: FeedNames;
  /** 1 where this build took event i's bytes from the build before it (tests, and to see what a rebuild wrote). */
  reused: Uint8Array;
}

/*
 * A line is `id,service,location,resource,customer,start,end,status,revision,updated`: four uuids
 * of 36 characters at fixed places, the patient's uuid or nothing, then epoch seconds, the status
 * word and the revision; no field holds a comma or a line break. Fixed places let a line be read
 * where it is, in its answer's text, without splitting it into strings.
 */
const SERVICE_AT = 37;
const LOCATION_AT = 74;
const RESOURCE_AT = 111;
const CUSTOMER_AT = 148;
const UUID_LENGTH = 36;
const COMMA = 44;

const idAt = (text: string, at: number) => text.slice(at, at + UUID_LENGTH);
const hasCustomer = (text: string, at: number) => text.charCodeAt(at + CUSTOMER_AT) !== COMMA;

/**
 * Where a build writes its new events' bytes, one after another (the domain's writeFeedRowBytes), to
 * be copied into its body as runs. One for the process: a build writes its events and copies them
 * into its body without awaiting anything in between, so two builds never use it at once; a new
 * 2 MB buffer per build was an allocation the collector counted against the heap.
 */
let scratch = Buffer.allocUnsafeSlow(2 * 1024 * 1024);
let scratchAt = 0;

/** Writes `row`'s event after the scratch's last one (growing it when full); answers where it starts. */
function addToScratch(row: FeedEventRow, writer: FeedWriter): number {
  const start = scratchAt;
  let end = writeFeedRowBytes(row, writer, scratch, start);
  while (end < 0) {
    const bigger = Buffer.allocUnsafeSlow(2 * scratch.length);
    scratch.copy(bigger, 0, 0, scratchAt);
    scratch = bigger;
    end = writeFeedRowBytes(row, writer, scratch, start);
  }
  scratchAt = end;
  return start;
}

/** Where the field after the number `numberAt` last read starts. */
let afterNumber = 0;

/**
 * The whole number at `at` in `text` (a minus sign, digits, up to a comma, a line break or the end):
 * read in place, without making strings only to convert them. Sets `afterNumber`.
 */
function numberAt(text: string, at: number): number {
  let i = at;
  const negative = text.charCodeAt(i) === 45;
  if (negative) i++;
  let value = 0;
  for (let code = text.charCodeAt(i); code >= 48 && code <= 57; code = text.charCodeAt(++i)) {
    value = value * 10 + (code - 48);
  }
  afterNumber = i + 1;
  return negative ? -value : value;
}

/** Where the numbers of the line at `at` start (after the patient's uuid, or its empty field). */
const numbersAt = (text: string, at: number) =>
  at + (hasCustomer(text, at) ? CUSTOMER_AT + UUID_LENGTH + 1 : CUSTOMER_AT + 1);

/**
 * The status word of a line from `at` to `end`, as one of the statuses' own strings: a slice of the
 * line would be a new string each time, and the writer's tables are looked up by it (each lookup
 * then hashes it again).
 */
function statusOf(text: string, at: number, end: number): AppointmentStatus {
  for (const status of appointmentStatuses) {
    if (status.length === end - at && text.startsWith(status, at)) return status;
  }
  return text.slice(at, end) as AppointmentStatus;
}

/** The row of the line at `at`, with the names it points at. */
function rowOf(text: string, at: number, names: FeedNames): FeedEventRow {
  const customerName = hasCustomer(text, at) ? (names.customers.get(idAt(text, at + CUSTOMER_AT)) ?? null) : null;
  const startsAt = numberAt(text, numbersAt(text, at)) * 1000;
  const endsAt = numberAt(text, afterNumber) * 1000;
  const statusAt = afterNumber;
  const revisionAt = text.indexOf(',', statusAt) + 1;
  const revision = numberAt(text, revisionAt);
  return {
    id: idAt(text, at),
    startsAt,
    endsAt,
    status: statusOf(text, statusAt, revisionAt - 1),
    revision,
    updatedAt: numberAt(text, afterNumber) * 1000,
    serviceName: names.services.get(idAt(text, at + SERVICE_AT)) ?? '',
    locationName: names.locations.get(idAt(text, at + LOCATION_AT)) ?? '',
    resourceName: names.resources.get(idAt(text, at + RESOURCE_AT)) ?? '',
    customerName,
  };
}

/**
 * The events of a build as it is made, in parallel arrays: each one's line and start, and where its
 * bytes are, in the kept body or in the scratch.
 */
class Events {
  count = 0;
  readonly lineAt: Uint32Array;
  readonly starts: Float64Array;
  readonly kept: Uint8Array;
  readonly bytesAt: Uint32Array;
  readonly bytesLength: Uint32Array;

  constructor(capacity: number) {
    // A build writes the scratch from its start (a build that threw may have left some behind).
    scratchAt = 0;
    this.lineAt = new Uint32Array(capacity);
    this.starts = new Float64Array(capacity);
    this.kept = new Uint8Array(capacity);
    this.bytesAt = new Uint32Array(capacity);
    this.bytesLength = new Uint32Array(capacity);
  }

  /** Event `index` of `build`, its line now at `at` of the new build's text. */
  keep(build: FeedBuild, index: number, at: number): void {
    const i = this.count++;
    this.lineAt[i] = at;
    this.starts[i] = build.starts[index]!;
    this.kept[i] = 1;
    this.bytesAt[i] = build.byteAt[index]!;
    this.bytesLength[i] = build.byteAt[index + 1]! - build.byteAt[index]!;
  }

  /** The line at `at` of `text` written anew; its line is at `lineAt` of the new build's text. */
  write(text: string, at: number, lineAt: number, names: FeedNames, writer: FeedWriter): void {
    const i = this.count++;
    this.lineAt[i] = lineAt;
    this.starts[i] = numberAt(text, numbersAt(text, at)) * 1000;
    this.kept[i] = 0;
    const start = addToScratch(rowOf(text, at, names), writer);
    this.bytesAt[i] = start;
    this.bytesLength[i] = scratchAt - start;
  }
}

/** Which ids show another name now than in `before`: their events are written again. */
function renamed(before: FeedNames, after: FeedNames, writer: FeedWriter) {
  const name = (value: string | undefined) => value ?? '';
  return {
    services: changedKeys(before.services, after.services, name),
    locations: changedKeys(before.locations, after.locations, name),
    resources: changedKeys(before.resources, after.resources, name),
    // The patient shows as initials: a new name with the same initials changes nothing.
    customers: changedKeys(before.customers, after.customers, (value) => feedInitials(value ?? null, writer)),
  };
}

/** Whether the uuid at `at` is one of `ids` (no string made when none changed). */
const pointsAt = (ids: Set<string>, text: string, at: number) => ids.size > 0 && ids.has(idAt(text, at));

/**
 * A build of every row read again (a first build, a catalogue change, a new day): `text` is the
 * answer's lines in feed order. An event of `kept` is reused when its line is unchanged and none of
 * the names it shows was renamed: a renamed service rewrites exactly the events of that service.
 */
export function buildFeed(
  head: string,
  text: string,
  names: FeedNames,
  writer: FeedWriter,
  kept?: FeedBuild,
): FeedBuild {
  const lines = lineStarts(text);
  const events = new Events(lines.length);
  const keptIndex = new Map<string, number>();
  if (kept) for (let i = 0; i < kept.lineAt.length; i++) keptIndex.set(idAt(kept.text, kept.lineAt[i]!), i);
  const changed = kept && renamed(kept.names, names, writer);
  for (const at of lines) {
    const old = keptIndex.get(idAt(text, at));
    if (
      kept &&
      changed &&
      old !== undefined &&
      lineAt(kept.text, kept.lineAt[old]!) === lineAt(text, at) &&
      !pointsAt(changed.services, text, at + SERVICE_AT) &&
      !pointsAt(changed.locations, text, at + LOCATION_AT) &&
      !pointsAt(changed.resources, text, at + RESOURCE_AT) &&
      !(hasCustomer(text, at) && pointsAt(changed.customers, text, at + CUSTOMER_AT))
    ) {
      events.keep(kept, old, at);
    } else {
      events.write(text, at, at, names, writer);
    }
  }
  return assemble(head, text, names, events, kept?.body);
}

/**
 * A build after a few appointments changed, under the same catalogue version as `kept`: the
 * changed rows (`text`, lines still in the feed) written and placed by start, those in `gone` and
 * the old versions of the changed ones dropped, every other event reused as it is.
 */
export function spliceFeed(
  head: string,
  kept: FeedBuild,
  text: string,
  gone: readonly string[],
  names: FeedNames,
  writer: FeedWriter,
): FeedBuild {
  const lines = lineStarts(text);
  // The kept lines stay where they are; the changed ones follow them.
  const joined = text === '' ? kept.text : `${kept.text}\n${text}`;
  const shift = kept.text.length + 1;
  const drop = new Set(gone);
  for (const at of lines) drop.add(idAt(text, at));
  const events = new Events(kept.lineAt.length + lines.length);
  for (let i = 0; i < kept.lineAt.length; i++) {
    const at = kept.lineAt[i]!;
    if (drop.size === 0 || !drop.has(idAt(kept.text, at))) events.keep(kept, i, at);
  }
  for (const at of lines) events.write(text, at, at + shift, names, writer);
  const order = Array.from({ length: events.count }, (_, i) => i);
  const { starts, lineAt: at } = events;
  order.sort((a, b) => {
    if (starts[a] !== starts[b]) return starts[a]! - starts[b]!;
    const [idA, idB] = [idAt(joined, at[a]!), idAt(joined, at[b]!)];
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  });
  // Every event shows this catalogue version's names: the patients of the kept events and the new ones.
  const customers = new Map(kept.names.customers);
  for (const [id, name] of names.customers) customers.set(id, name);
  return assemble(head, joined, { ...names, customers }, events, kept.body, order);
}

/**
 * The body: the head, the events' bytes in `order` (else as made) and the end, copied once into one
 * Buffer, events next to each other where they are (most of a kept body, the new ones in the
 * scratch) as one run. No 1.7 MB string joined and encoded again (docs/benchmarks.md#calendar-feeds).
 */
function assemble(
  head: string,
  text: string,
  names: FeedNames,
  events: Events,
  keptBody: Buffer | undefined,
  order?: number[],
): FeedBuild {
  const { count } = events;
  const headBytes = Buffer.from(head, 'utf8');
  const endBytes = Buffer.from(ICS_END, 'utf8');
  let length = headBytes.length + endBytes.length;
  for (let i = 0; i < count; i++) length += events.bytesLength[i]!;
  const body = Buffer.allocUnsafeSlow(length);
  const byteAt = new Uint32Array(count + 1);
  const lines = new Uint32Array(count);
  const starts = new Float64Array(count);
  const reused = new Uint8Array(count);
  let at = headBytes.copy(body, 0);
  let runFrom: Buffer | undefined;
  let runStart = 0;
  let runEnd = 0;
  for (let k = 0; k < count; k++) {
    const i = order ? order[k]! : k;
    const from = events.kept[i] ? keptBody! : scratch;
    const start = events.bytesAt[i]!;
    if (from !== runFrom || start !== runEnd) {
      if (runFrom) at += runFrom.copy(body, at, runStart, runEnd);
      runFrom = from;
      runStart = start;
    }
    runEnd = start + events.bytesLength[i]!;
    lines[k] = events.lineAt[i]!;
    starts[k] = events.starts[i]!;
    reused[k] = events.kept[i]!;
    byteAt[k + 1] = byteAt[k]! + events.bytesLength[i]!;
  }
  if (runFrom) at += runFrom.copy(body, at, runStart, runEnd);
  endBytes.copy(body, at);
  for (let k = 0; k <= count; k++) byteAt[k] = byteAt[k]! + headBytes.length;
  return { body, byteAt, text, lineAt: lines, starts, names, reused };
}
