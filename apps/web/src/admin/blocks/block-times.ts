import { formatHHMM as hhmm, instantToZoned, weekdayIndex } from '@recepta/domain';
import { type Block, toDomainBlock } from '../../api/blocks.ts';

/**
 * Block times as a receptionist reads them, in the organisation's zone: 'Todos los días
 * 12:00–13:00', 'mar 24 nov 14:00 – 16:00', 'Todo el día 24–25 dic'. Written out by hand rather
 * than with Intl so that every browser abbreviates the same way.
 */

const WEEKDAYS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** A one-off block read in a zone: its local start and end, and whether it spans whole days. */
export interface ZonedBlock {
  startDate: string;
  startMinutes: number;
  endDate: string;
  endMinutes: number;
  /** 00:00 of the first day to 23:59:59(.999) of the last (all-day blocks, docs/product.md#blocks). */
  allDay: boolean;
}

export function zonedBlock(block: Block, tz: string): ZonedBlock | undefined {
  const domain = toDomainBlock(block);
  if (domain.kind !== 'oneoff') return undefined;
  const { start, end } = domain;
  const s = instantToZoned(start, tz);
  const e = instantToZoned(end, tz);
  // The wire drops the milliseconds of 23:59:59.999; a form-made one-off block ends on a whole minute.
  const lastSecond = Math.floor(end / 1000) % 60 === 59;
  return {
    startDate: s.date,
    startMinutes: s.minutes,
    endDate: e.date,
    endMinutes: e.minutes,
    allDay: s.minutes === 0 && e.minutes === 24 * 60 - 1 && lastSecond,
  };
}

function parts(date: string) {
  return { year: date.slice(0, 4), month: MONTHS[Number(date.slice(5, 7)) - 1], day: Number(date.slice(8, 10)) };
}

/** 'mar 24 nov', with the year when it is not this one. */
function dayLabel(date: string, thisYear: string): string {
  const { year, month, day } = parts(date);
  return `${WEEKDAYS[weekdayIndex(date)]} ${day} ${month}${year === thisYear ? '' : ` ${year}`}`;
}

/** '24 dic', '24–25 dic', '30 dic – 2 ene'. */
function dateRange(from: string, to: string, thisYear: string): string {
  const a = parts(from);
  const b = parts(to);
  const year = (y: string) => (y === thisYear ? '' : ` ${y}`);
  if (from === to) return `${a.day} ${a.month}${year(a.year)}`;
  if (a.year === b.year && a.month === b.month) return `${a.day}–${b.day} ${a.month}${year(a.year)}`;
  if (a.year === b.year) return `${a.day} ${a.month} – ${b.day} ${b.month}${year(a.year)}`;
  return `${a.day} ${a.month}${year(a.year)} – ${b.day} ${b.month}${year(b.year)}`;
}

export function describeBlockTimes(block: Block, tz: string, today: string): string {
  const thisYear = today.slice(0, 4);
  if (block.startTime && block.endTime) return `Todos los días ${block.startTime}–${block.endTime}`;
  const z = zonedBlock(block, tz);
  if (!z) return '';
  if (z.allDay) return `Todo el día ${dateRange(z.startDate, z.endDate, thisYear)}`;
  const start = `${dayLabel(z.startDate, thisYear)} ${hhmm(z.startMinutes)}`;
  if (z.startDate === z.endDate) return `${start} – ${hhmm(z.endMinutes)}`;
  return `${start} – ${dayLabel(z.endDate, thisYear)} ${hhmm(z.endMinutes)}`;
}
