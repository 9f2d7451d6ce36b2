import { addDays, dateToDayNumber, dayNumberToDate, instantToZoned, parseHHMM, zonedToInstant } from '../time.ts';
import { openingMinutes, openingRanges } from './config.ts';
import type { Block, Config, DailyBlock } from './types.ts';

const DAY_MS = 86_400_000;

/** Whether a block closes `resourceId` (its own blocks and the organisation-wide ones). */
export function blockApplies(block: Block, resourceId: string): boolean {
  return block.resourceId === null || block.resourceId === resourceId;
}

/**
 * Wall-minute ranges [from, to) a daily block covers on every day: one range, or two when it wraps
 * past midnight (22:00–02:00 covers 22:00–24:00 and 00:00–02:00 of each day). '24:00' ends at
 * midnight. Equal times cover nothing, and malformed times (refused by the API) make no range.
 */
export function dailyBlockMinutes(block: DailyBlock): [number, number][] {
  const from = parseHHMM(block.startTime);
  const to = block.endTime === '24:00' ? 1440 : parseHHMM(block.endTime);
  if (from === undefined || to === undefined || from === to) return [];
  if (from < to) return [[from, to]];
  return to === 0
    ? [[from, 1440]]
    : [
        [from, 1440],
        [0, to],
      ];
}

/** The instants [start, end) a daily block covers on `date` in `tz`, DST included. */
export function dailyBlockOccurrences(block: DailyBlock, date: string, tz: string): { start: number; end: number }[] {
  const at = (minutes: number) =>
    minutes >= 1440 ? zonedToInstant(addDays(date, 1), 0, tz) : zonedToInstant(date, minutes, tz);
  return dailyBlockMinutes(block).map(([from, to]) => ({ start: at(from), end: at(to) }));
}

/**
 * Whether the block covers the opening hours of `date`: from its first opening instant to its last
 * closing one (a closed day: the week's span, openTime–closeTime); a daily block: from a time at or
 * before the week's earliest opening to one at or after its latest closing.
 */
export function blockCoversDay(block: Block, date: string, config: Config, tz: string): boolean {
  if (block.kind === 'daily') return dailyCoversHours(block, config);
  const ranges = openingRanges(config, date);
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  const { open, close } = first && last ? { open: first[0], close: last[1] } : openingMinutes(config);
  return block.start <= zonedToInstant(date, open, tz) && block.end >= zonedToInstant(date, close, tz);
}

function dailyCoversHours(block: DailyBlock, config: Config): boolean {
  const { open, close } = openingMinutes(config);
  return dailyBlockMinutes(block).some(([from, to]) => from <= open && to >= close);
}

/**
 * A full-day block lasts 24 h or more, or covers opening to closing time of a day (docs/product.md#full-day-blocks).
 * The agenda draws these as bars above the grid.
 */
export function isFullDayBlock(block: Block, config: Config, tz: string): boolean {
  if (block.kind === 'daily') return dailyCoversHours(block, config);
  if (block.end - block.start >= DAY_MS) return true;
  if (block.end <= block.start) return false;
  // Shorter than a day, so it touches at most two local dates; either may be covered.
  const first = dateToDayNumber(instantToZoned(block.start, tz).date);
  const last = dateToDayNumber(instantToZoned(block.end - 1, tz).date);
  for (let day = first; day <= last; day++) {
    if (blockCoversDay(block, dayNumberToDate(day), config, tz)) return true;
  }
  return false;
}

/**
 * An all-day block (docs/product.md#blocks) runs from 00:00:00.000 of the start date to 23:59:59.999 of the end
 * date in the location's zone (the millisecond before the next local midnight, so DST days too).
 */
export function allDayRange(startDate: string, endDate: string, tz: string): { start: number; end: number } {
  return { start: zonedToInstant(startDate, 0, tz), end: zonedToInstant(addDays(endDate, 1), 0, tz) - 1 };
}
