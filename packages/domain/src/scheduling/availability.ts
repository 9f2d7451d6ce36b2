import { addDays, instantToZoned } from '../time.ts';
import { dailyBlockMinutes } from './blocks.ts';
import { incrementOf, openingRanges } from './config.ts';
import { minDuration } from './durations.ts';
import { IntervalIndex } from './interval-index.ts';
import { holdsSlot } from './statuses.ts';
import type { Resource, ScheduleContext, Service } from './types.ts';
import { type OffsetSegment, offsetSegments, wallInstant, type ZoneDay, zoneDay } from './zone-day.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Availability looks 14 days ahead and offers 3 slots (docs/api.md#scheduling, docs/product.md#availability). */
export const defaultAvailabilityDays = 14;
export const defaultSlotLimit = 3;

export interface AvailabilityQuery {
  service: Pick<Service, 'durationMin'>;
  /** Candidates, in order of preference: the one asked for, or all of the organisation's. Inactive ones are skipped. */
  resources: readonly Pick<Resource, 'id' | 'active'>[];
  /** Search from this instant (the effective start is the later of from and now). */
  from: number;
  /** Local calendar days to search, the first being the date of the effective start. */
  days?: number;
  limit?: number;
  now: number;
}

export interface Slot {
  start: number;
  end: number;
  resourceId: string;
}

/**
 * Bookable slots, earliest first, at most `limit`, each one passing checkPlacement (mode 'book') at
 * `now` for its resource: inside the day's opening ranges (none on a closed day, none in a midday
 * break: docs/product.md#opening-hours), on the increment grid from local midnight, clear of
 * blocks and live appointments, never before max(from, now). A time is offered once, with the first
 * free candidate resource in the given order; a wall time repeated by a DST fall-back is offered once.
 *
 * Spread rule, so the chat offers choices rather than 10:00, 10:30 and 11:00: with
 * G = (close − open) / limit, from the day's first opening to its last closing, the first free slot of a day is taken, then on the same day the next
 * free slot at least G (of real time) after the last one taken, and so on (08:00–18:00 and limit 3:
 * G = 3 h 20 min, e.g. 08:00, 11:30, 15:00); each new day starts afresh. If the whole window yields fewer than
 * `limit` such slots, the earliest free slots passed over for being too close fill the remainder,
 * so fewer than `limit` slots means there are no more free ones in the window.
 *
 * Built for speed: appointments and blocks are indexed once per call per resource (binary search),
 * each day's zone arithmetic is done once (and memoised per zone and date; offset changes are found
 * by binary search on DST days only), candidates are stepped with plain arithmetic, and the search
 * stops as soon as `limit` spread slots are found.
 */
export function findAvailability(query: AvailabilityQuery, ctx: ScheduleContext): Slot[] {
  const limit = Math.floor(query.limit ?? defaultSlotLimit);
  const days = Math.floor(query.days ?? defaultAvailabilityDays);
  const candidates = query.resources.filter((r) => r.active).map((r) => r.id);
  const earliest = Math.max(query.from, query.now);
  if (!(limit > 0) || !(days > 0) || candidates.length === 0 || !Number.isFinite(earliest)) return [];

  const { tz, config } = ctx;
  const durationMs = minDuration(query.service.durationMin) * MINUTE_MS;
  const increment = incrementOf(config);
  const stepMs = increment * MINUTE_MS;
  // Generous end of the window (a day past it), only to leave irrelevant rows out of the index.
  const busy = indexBusyTime(ctx, candidates, earliest, earliest + (days + 1) * DAY_MS);

  const picked: Slot[] = [];
  const pickedKeys = new Set<number>();
  const spare: { slot: Slot; key: number }[] = [];
  const spareKeys = new Set<number>();
  const firstDate = instantToZoned(earliest, tz).date;

  for (let k = 0; k < days && picked.length < limit; k++) {
    const day = zoneDay(addDays(firstDate, k), tz);
    const ranges = openingRanges(config, day.date);
    if (ranges.length === 0) continue;
    const gapMs =
      (((ranges[ranges.length - 1] as [number, number])[1] - (ranges[0] as [number, number])[0]) / limit) * MINUTE_MS;
    let orgDaily: number[] | undefined;
    let resourceDaily: Map<string, number[]> | undefined;
    // The day's spread carries over its midday break: a morning pick keeps the afternoon's first apart.
    let lastPick = Number.NEGATIVE_INFINITY;

    for (const [open, close] of ranges) {
      const openAt = wallInstant(day, open);
      const closeAt = wallInstant(day, close);
      const lastStart = closeAt - durationMs;
      const firstStart = Math.max(openAt, earliest);
      if (firstStart > lastStart) continue;

      if (!orgDaily || !resourceDaily) {
        orgDaily = occurrences(busy.orgDaily, day);
        resourceDaily = new Map<string, number[]>();
        for (const [id, list] of busy.dailyByResource) resourceDaily.set(id, occurrences(list, day));
      }
      const segments: OffsetSegment[] =
        day.offset !== undefined
          ? [{ start: openAt, end: closeAt, offset: day.offset }]
          : offsetSegments(openAt, closeAt, tz);

      for (const seg of segments) {
        for (let t = firstOnGrid(Math.max(seg.start, firstStart), seg.offset, increment); t < seg.end; t += stepMs) {
          if (t > lastStart || picked.length >= limit) break;
          const tooClose = t < lastPick + gapMs;
          if (tooClose && spare.length >= limit) continue;
          // Day number and wall minute: one key per wall time, so a repeated hour is offered once.
          const key = k * 1440 + ((((t / MINUTE_MS + seg.offset) % 1440) + 1440) % 1440);
          if (pickedKeys.has(key)) continue;
          const end = t + durationMs;
          if (busy.org.overlaps(t, end) || overlapsAny(orgDaily, t, end)) continue;
          const resourceId = firstFree(candidates, busy.byResource, resourceDaily, t, end);
          if (resourceId === undefined) continue;
          const slot = { start: t, end, resourceId };
          if (!tooClose) {
            picked.push(slot);
            pickedKeys.add(key);
            lastPick = t;
          } else if (!spareKeys.has(key)) {
            spare.push({ slot, key });
            spareKeys.add(key);
          }
        }
      }
    }
  }

  for (const { slot, key } of spare) {
    if (picked.length >= limit) break;
    if (pickedKeys.has(key)) continue;
    picked.push(slot);
    pickedKeys.add(key);
  }
  return picked.sort((a, b) => a.start - b.start);
}

/** First instant at or after `from` whose wall clock (at `offset`) sits on the increment grid. */
function firstOnGrid(from: number, offset: number, increment: number): number {
  const localMinutes = from / MINUTE_MS + offset;
  return (Math.ceil(localMinutes / increment) * increment - offset) * MINUTE_MS;
}

function firstFree(
  candidates: readonly string[],
  byResource: Map<string, IntervalIndex>,
  daily: Map<string, number[]>,
  start: number,
  end: number,
): string | undefined {
  for (const id of candidates) {
    const ranges = daily.get(id);
    if (ranges && overlapsAny(ranges, start, end)) continue;
    if (byResource.get(id)?.overlaps(start, end)) continue;
    return id;
  }
  return undefined;
}

interface BusyTime {
  /** Organisation-wide one-off blocks. */
  org: IntervalIndex;
  /** Per candidate resource: its live appointments and its own one-off blocks. */
  byResource: Map<string, IntervalIndex>;
  /** Wall-minute ranges of daily blocks. */
  orgDaily: [number, number][];
  dailyByResource: Map<string, [number, number][]>;
}

function indexBusyTime(ctx: ScheduleContext, candidates: readonly string[], from: number, until: number): BusyTime {
  const byResource = new Map<string, IntervalIndex>();
  for (const id of candidates) byResource.set(id, new IntervalIndex());
  const org = new IntervalIndex();
  const orgDaily: [number, number][] = [];
  const dailyByResource = new Map<string, [number, number][]>();

  for (const a of ctx.appointments) {
    if (a.end <= from || a.start >= until || !holdsSlot(a.status)) continue;
    byResource.get(a.resourceId)?.add(a.start, a.end);
  }
  for (const b of ctx.blocks) {
    if (b.kind === 'daily') {
      const ranges = dailyBlockMinutes(b);
      if (b.resourceId === null) orgDaily.push(...ranges);
      else if (byResource.has(b.resourceId)) {
        const list = dailyByResource.get(b.resourceId) ?? [];
        list.push(...ranges);
        dailyByResource.set(b.resourceId, list);
      }
      continue;
    }
    if (b.end <= from || b.start >= until) continue;
    if (b.resourceId === null) org.add(b.start, b.end);
    else byResource.get(b.resourceId)?.add(b.start, b.end);
  }
  return { org, byResource, orgDaily, dailyByResource };
}

/** Daily wall-minute ranges as instants of `day`, flattened [start0, end0, start1, end1, …]. */
function occurrences(ranges: readonly [number, number][], day: ZoneDay): number[] {
  const out: number[] = [];
  for (const [from, to] of ranges) out.push(wallInstant(day, from), wallInstant(day, to));
  return out;
}

function overlapsAny(flat: readonly number[], start: number, end: number): boolean {
  for (let i = 0; i < flat.length; i += 2) {
    const s = flat[i] as number;
    const e = flat[i + 1] as number;
    if (s < end && start < e && s < e) return true;
  }
  return false;
}
