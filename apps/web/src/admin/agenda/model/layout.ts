/**
 * Pure layout math of the agenda grid: where an instant falls in the week, which lane an
 * appointment takes among those it overlaps, what range of the day is drawn, and how a pointer
 * position reads as a time. No DOM, no React, no clock: e2e tests see its results on the page.
 */
import {
  type Config,
  dayBounds,
  instantToZoned,
  openingMinutes,
  snapMinutes,
  startTimesOn,
  zonedToInstant,
} from '@recepta/domain';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A card under 35 px is compact; under 60 px its sub-line is (docs/product.md#business-constants). */
export const COMPACT_CARD_PX = 35;
export const COMPACT_SUBLINE_PX = 60;
/** Zoom 1 to 3 px per minute in steps of 0.25, default 2 (docs/product.md#business-constants). */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;
export const ZOOM_DEFAULT = 2;
/** A pointer must travel this far before a press becomes a drag (docs/product.md#business-constants). */
export const DRAG_THRESHOLD_PX = 5;

export interface WeekClock {
  days: readonly string[];
  /** Local midnight of each day, and of the Monday after (8 instants). */
  bounds: readonly number[];
  /** Day index 0–6 and minutes after that day's local midnight, or undefined outside the week. */
  locate(instant: number): { day: number; minutes: number } | undefined;
  /** Minutes after local midnight of `day` as an instant (same-offset days by arithmetic). */
  instantOf(day: number, minutes: number): number;
}

/**
 * The week's days in the agenda's zone, worked out once so that placing 2,000 appointments costs
 * arithmetic instead of 4,000 Intl calls. Days that are not 24 h long (DST changes) go through
 * the zone helpers.
 */
export function weekClock(days: readonly string[], tz: string): WeekClock {
  const bounds = days.map((d) => dayBounds(d, tz).start);
  bounds.push(dayBounds(days[days.length - 1] as string, tz).end);
  const uniform = days.map((_, i) => (bounds[i + 1] as number) - (bounds[i] as number) === DAY_MS);
  return {
    days,
    bounds,
    locate(instant) {
      if (instant < (bounds[0] as number) || instant >= (bounds[7] as number)) return undefined;
      let day = 0;
      while (instant >= (bounds[day + 1] as number)) day++;
      const minutes = uniform[day]
        ? Math.floor((instant - (bounds[day] as number)) / MINUTE_MS)
        : instantToZoned(instant, tz).minutes;
      return { day, minutes };
    },
    instantOf(day, minutes) {
      const start = bounds[day] as number;
      if (uniform[day]) return start + minutes * MINUTE_MS;
      return zonedToInstant(days[day] as string, minutes, tz);
    },
  };
}

export interface Span {
  /** Minutes after local midnight. */
  start: number;
  end: number;
}

/** Where a span sits among those it overlaps (assignLanes). */
export interface LanePlace {
  lane: number;
  /** Lanes of its cluster: the span is 1/lanes of the day's width. */
  lanes: number;
}

/**
 * Side-by-side lanes for overlapping spans of one day, as calendars draw them: spans that overlap,
 * directly or through others, form a cluster; each takes the first lane free at its start, and
 * every span of a cluster is as wide as the cluster has lanes. `spans` must be sorted by start.
 */
export function assignLanes(spans: readonly Span[]): LanePlace[] {
  const out: LanePlace[] = [];
  let clusterStart = 0;
  let clusterEnd = Number.NEGATIVE_INFINITY;
  let laneEnds: number[] = [];
  const closeCluster = (until: number) => {
    for (let i = clusterStart; i < until; i++) (out[i] as LanePlace).lanes = laneEnds.length;
  };
  spans.forEach((span, i) => {
    if (span.start >= clusterEnd) {
      closeCluster(i);
      clusterStart = i;
      laneEnds = [];
    }
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.push(span.end) - 1;
    else laneEnds[lane] = span.end;
    clusterEnd = Math.max(clusterEnd, span.end);
    out.push({ lane, lanes: 0 });
  });
  closeCluster(spans.length);
  return out;
}

/** Cards drawn together: one lane of a run of clusters as wide, or (lanes 1) one card, full width. */
export interface LaneGroup<T> {
  lane: number;
  lanes: number;
  items: T[];
}

/**
 * A day's cards grouped for drawing. Clusters come in time order; consecutive clusters with the
 * same number of lanes (several) form a run, drawn lane by lane, each lane's cards in start order.
 * The grid draws each lane of a run in a box of the lane's width, so every card has the same place
 * across inside its box (2 px from each side): at 2,000 cards, cards whose own left and width
 * differed cost the browser about a third of its style time, and a box per card as much again in
 * elements (docs/benchmarks.md#the-seventh-pass). The keyboard walks cards by time whatever their
 * boxes (grid-stops.ts). `items` are placed by assignLanes, in its order.
 */
export function laneGroups<T extends LanePlace>(items: readonly T[]): LaneGroup<T>[] {
  const groups: LaneGroup<T>[] = [];
  let i = 0;
  while (i < items.length) {
    const head = items[i] as T;
    let end = i + 1;
    // A lone card is its own run; otherwise the run goes on while the clusters are as wide.
    if (head.lanes > 1) while (end < items.length && (items[end] as T).lanes === head.lanes) end++;
    const byLane: LaneGroup<T>[] = Array.from({ length: head.lanes }, (_, lane) => ({
      lane,
      lanes: head.lanes,
      items: [],
    }));
    for (let k = i; k < end; k++) (byLane[(items[k] as T).lane] as LaneGroup<T>).items.push(items[k] as T);
    groups.push(...byLane.filter((g) => g.items.length > 0));
    i = end;
  }
  return groups;
}

/**
 * Minutes of the day the grid draws: the opening hours (GET /api/config), widened to whole hours
 * around any appointment outside them (hours may have changed after it was booked).
 */
export function visibleRange(config: Config, spans: Iterable<Span>): Span {
  const { open, close } = openingMinutes(config);
  let start = open;
  let end = close;
  for (const s of spans) {
    if (s.start < start) start = Math.max(0, Math.floor(s.start / 60) * 60);
    if (s.end > end) end = Math.min(1440, Math.ceil(s.end / 60) * 60);
  }
  return { start, end };
}

export type CardDensity = 'compact' | 'short' | 'full';

export function cardDensity(heightPx: number): CardDensity {
  if (heightPx < COMPACT_CARD_PX) return 'compact';
  return heightPx < COMPACT_SUBLINE_PX ? 'short' : 'full';
}

/**
 * Start-time options of the edit panel: every increment step of the opening hours, all below 24:00;
 * with a date, that day's own hours (domain startTimesOn: none on a closed day, none in a break).
 */
export function startTimeOptions(config: Config, increment: number, date?: string): number[] {
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date))
    return startTimesOn({ ...config, increment: increment as 15 | 30 }, date);
  const { open, close } = openingMinutes(config);
  const options: number[] = [];
  for (let m = Math.ceil(open / increment) * increment; m < close && m < 1440; m += increment) options.push(m);
  return options;
}

/** A vertical offset in the grid (px from its top) as minutes after local midnight, unsnapped. */
export function minutesAtY(y: number, rangeStart: number, pxPerMinute: number): number {
  return rangeStart + y / pxPerMinute;
}

/** Snapping floors to the increment; the result stays within the day (docs/product.md#agenda-drag-and-resize). */
export function snapStart(minutes: number, increment: number): number {
  return Math.min(Math.max(0, snapMinutes(minutes, increment)), 1440 - increment);
}

/** Appointments per day and per bucket of minutes over the visible range (the minimap's density). */
export function densityGrid(
  items: readonly { day: number; start: number; end: number }[],
  range: Span,
  buckets: number,
): number[][] {
  const grid = Array.from({ length: 7 }, () => new Array<number>(buckets).fill(0));
  const size = (range.end - range.start) / buckets;
  for (const item of items) {
    const row = grid[item.day];
    if (!row) continue;
    const from = Math.max(0, Math.floor((item.start - range.start) / size));
    const to = Math.min(buckets - 1, Math.ceil((item.end - range.start) / size) - 1);
    for (let b = from; b <= to; b++) row[b] = (row[b] as number) + 1;
  }
  return grid;
}
