/**
 * Who on the waitlist may be offered a freed slot, and in what order (docs/product.md#waitlist).
 * Pure: the server loads the entries and the freed slot, asks here who matches, then re-checks the
 * placement rules on the real schedule before offering anything.
 */
import { addDays, instantToZoned, weekdayIndex } from '../time.ts';

const MINUTE_MS = 60_000;

/** One patient waiting for an earlier time, as the rules read it. */
export interface WaitlistEntry {
  id: string;
  customerId: string;
  serviceId: string;
  /** null: any professional will do. */
  resourceId: string | null;
  /** ISO weekdays the patient can come, 1 = Monday … 7 = Sunday; empty: any day. */
  days: readonly number[];
  /** Wall minutes in the location's zone: the offered time starts at or after `fromMin`… */
  fromMin: number | null;
  /** …and before `toMin` (a wish such as "por la mañana" is about when it starts). */
  toMin: number | null;
  /** The last local date (YYYY-MM-DD) the patient would accept. */
  until: string;
  /** When they joined (epoch ms): earlier joins go first among equal matches. */
  joinedAt: number;
  /**
   * "Adelantar mi cita": the start of the live appointment they already hold. Only earlier times
   * match, and taking one frees that appointment's slot (a chain, see offer-waves.ts).
   */
  holdsStart: number | null;
}

/** A stretch of one resource's time that became free (a cancellation, a move, a no-show, a block removed). */
export interface FreedSlot {
  resourceId: string;
  start: number;
  end: number;
}

export interface MatchOptions {
  /** IANA zone of the location: weekdays, parts of day and `until` are read in it. */
  tz: string;
  now: number;
  /** The organisation's minimum notice: a time closer than this is not offered. */
  minNoticeMin: number;
  /** Each service's length, by id; an entry whose service is unknown (deleted) never matches. */
  serviceDurations: ReadonlyMap<string, number>;
  /** Patients not to offer this slot to: whoever freed it, anyone already offered it. */
  excludeCustomerIds?: ReadonlySet<string>;
}

/** A waitlisted patient who fits the freed slot, with the appointment they would be offered. */
export interface WaitlistMatch {
  entry: WaitlistEntry;
  start: number;
  end: number;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a local date. */
export function isoWeekday(date: string): number {
  return weekdayIndex(date) + 1;
}

/**
 * Whether the entry accepts an appointment of its service starting at the freed slot's start. The
 * time offered is always the slot's own start: a freed 09:00–10:00 can seat a 30-minute service at
 * 09:00, never at a time nobody cancelled.
 */
export function matchEntry(entry: WaitlistEntry, slot: FreedSlot, options: MatchOptions): WaitlistMatch | null {
  const duration = options.serviceDurations.get(entry.serviceId);
  if (duration === undefined) return null;
  if (options.excludeCustomerIds?.has(entry.customerId)) return null;
  if (entry.resourceId !== null && entry.resourceId !== slot.resourceId) return null;
  const start = slot.start;
  const end = start + duration * MINUTE_MS;
  if (end > slot.end) return null;
  if (start < options.now + options.minNoticeMin * MINUTE_MS) return null;
  const local = instantToZoned(start, options.tz);
  if (local.date > entry.until) return null;
  if (entry.days.length > 0 && !entry.days.includes(isoWeekday(local.date))) return null;
  if (entry.fromMin !== null && local.minutes < entry.fromMin) return null;
  if (entry.toMin !== null && local.minutes >= entry.toMin) return null;
  if (entry.holdsStart !== null && start >= entry.holdsStart) return null;
  return { entry, start, end };
}

/**
 * The entries that fit, best match first:
 * 1. those who asked for this very professional, before those who accept anyone;
 * 2. those without an appointment, before those moving one up (they would otherwise not be seen at
 *    all; a move-up also frees a later slot, which the chain offers in turn);
 * 3. the earliest to join.
 * One match per patient: a patient on the list twice (two services) is offered the slot once, for
 * their best-placed entry.
 */
export function rankMatches(
  entries: readonly WaitlistEntry[],
  slot: FreedSlot,
  options: MatchOptions,
): WaitlistMatch[] {
  const matches: WaitlistMatch[] = [];
  for (const entry of entries) {
    const match = matchEntry(entry, slot, options);
    if (match) matches.push(match);
  }
  matches.sort((a, b) => rankKey(a.entry, slot) - rankKey(b.entry, slot) || a.entry.joinedAt - b.entry.joinedAt);
  const seen = new Set<string>();
  return matches.filter((m) => {
    if (seen.has(m.entry.customerId)) return false;
    seen.add(m.entry.customerId);
    return true;
  });
}

function rankKey(entry: WaitlistEntry, slot: FreedSlot): number {
  const named = entry.resourceId === slot.resourceId ? 0 : 2;
  const waiting = entry.holdsStart === null ? 0 : 1;
  return named + waiting;
}

/** Whether the entry has lapsed: its last acceptable date is before today in the location's zone. */
export function entryLapsed(entry: Pick<WaitlistEntry, 'until'>, now: number, tz: string): boolean {
  return entry.until < instantToZoned(now, tz).date;
}

/** The default "until" of a new entry: four weeks from today, in the location's zone. */
export function defaultUntil(now: number, tz: string): string {
  return addDays(instantToZoned(now, tz).date, 28);
}

/** Parts of the day as patients name them, in wall minutes [from, to) of the location's zone. */
export const partsOfDay = {
  mañana: { fromMin: 0, toMin: 12 * 60 },
  tarde: { fromMin: 12 * 60, toMin: 19 * 60 },
  noche: { fromMin: 19 * 60, toMin: 24 * 60 },
} as const;
