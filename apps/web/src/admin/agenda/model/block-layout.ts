/**
 * Blocks as the agenda draws them (docs/product.md#agenda-blocks): hatched overlays in the day columns, and full-day
 * blocks (domain isFullDayBlock: 24 h or more, or opening to closing) as bars above the grid.
 */
import {
  addDays,
  type Config,
  type Block as DomainBlock,
  dailyBlockOccurrences,
  isFullDayBlock,
  type WeekRange,
} from '@recepta/domain';
import type { Block } from '../../../api/blocks.ts';
import type { Span, WeekClock } from './layout.ts';

export interface AgendaBlock {
  wire: Block;
  domain: DomainBlock;
  /** The zone its daily times and its opening hours are read in (its resource's location). */
  tz: string;
  /** null: the whole organisation. */
  resourceName: string | null;
}

export interface BlockSegment {
  block: AgendaBlock;
  day: number;
  /** Minutes after local midnight, cut to the drawn range. */
  start: number;
  end: number;
}

export interface AllDaySpan {
  block: AgendaBlock;
  fromDay: number;
  toDay: number;
}

/** Instant ranges of a block that fall in the week. */
function occurrences(block: AgendaBlock, week: WeekRange): { start: number; end: number }[] {
  const b = block.domain;
  if (b.kind === 'oneoff') {
    return b.start < week.end && b.end > week.start
      ? [{ start: Math.max(b.start, week.start), end: Math.min(b.end, week.end) }]
      : [];
  }
  // The day before too: a daily block wrapping past midnight reaches into Monday.
  return [addDays(week.monday, -1), ...week.days]
    .flatMap((date) => dailyBlockOccurrences(b, date, block.tz))
    .filter((r) => r.start < week.end && r.end > week.start);
}

export function layoutBlocks(
  blocks: readonly AgendaBlock[],
  clock: WeekClock,
  week: WeekRange,
  config: Config,
  range: Span,
): { segments: BlockSegment[][]; allDay: AllDaySpan[]; closedDays: boolean[] } {
  const segments: BlockSegment[][] = Array.from({ length: 7 }, () => []);
  const allDay: AllDaySpan[] = [];
  const closedDays = new Array<boolean>(7).fill(false);

  for (const block of blocks) {
    const ranges = occurrences(block, week);
    if (ranges.length === 0) continue;
    if (isFullDayBlock(block.domain, config, block.tz)) {
      const first = clock.locate(Math.min(...ranges.map((r) => r.start)));
      const last = clock.locate(Math.max(...ranges.map((r) => r.end)) - 1);
      if (!first || !last) continue;
      allDay.push({ block, fromDay: first.day, toDay: last.day });
      if (block.domain.resourceId === null) for (let d = first.day; d <= last.day; d++) closedDays[d] = true;
      continue;
    }
    for (const r of ranges) {
      // Cut at each local midnight: a block may cross from one day column into the next.
      for (let day = 0; day < 7; day++) {
        const dayStart = clock.bounds[day] as number;
        const dayEnd = clock.bounds[day + 1] as number;
        if (r.start >= dayEnd || r.end <= dayStart) continue;
        const from = clock.locate(Math.max(r.start, dayStart));
        const to = Math.max(r.end, dayStart) >= dayEnd ? 1440 : clock.locate(r.end)?.minutes;
        if (!from || to === undefined) continue;
        const start = Math.max(from.minutes, range.start);
        const end = Math.min(to, range.end);
        if (end > start) segments[day]?.push({ block, day, start, end });
      }
    }
  }
  for (const day of segments) day.sort((a, b) => a.start - b.start);
  allDay.sort((a, b) => a.fromDay - b.fromDay || b.toDay - a.toDay);
  return { segments, allDay, closedDays };
}
