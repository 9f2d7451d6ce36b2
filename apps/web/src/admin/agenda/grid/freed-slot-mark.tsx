import { memo } from 'react';
import { type FreedSlot, freedSlotLabel } from '../../../api/refill.ts';
import { timeRange } from '../model/week-label.ts';

/** A freed slot placed in a day column: minutes after local midnight, and the slot itself. */
export interface FreedMark {
  start: number;
  end: number;
  slot: FreedSlot;
  resourceName: string;
}

interface FreedSlotMarkProps {
  mark: FreedMark;
  pxPerMinute: number;
  rangeStart: number;
  stopping: boolean;
  onStop(slot: FreedSlot): void;
}

/**
 * A freed slot whose time is being offered to the waitlist (docs/product.md#waitlist): dashed, with
 * "Ofrecido a 3 · esperando" and "Detener". Under the cards, so a booking made there covers it
 * (and the server stops the offers).
 */
export const FreedSlotMark = memo(function FreedSlotMark({
  mark,
  pxPerMinute,
  rangeStart,
  stopping,
  onStop,
}: FreedSlotMarkProps) {
  const height = Math.max(18, (mark.end - mark.start) * pxPerMinute);
  const label = freedSlotLabel(mark.slot);
  const freedBy = mark.slot.freedBy;
  return (
    <div
      data-freed-slot={mark.slot.id}
      className="absolute inset-x-1 z-0 flex flex-col gap-0.5 overflow-hidden rounded-md border border-dashed border-brand-500 bg-brand-50/80 px-1.5 py-0.5 text-[11px] leading-tight text-brand-800 dark:border-brand-500 dark:bg-brand-800/30 dark:text-brand-100"
      style={{ top: (mark.start - rangeStart) * pxPerMinute, height }}
      onPointerDown={(e) => e.stopPropagation()}
    >
      <span className="sr-only">{`Horario liberado ${timeRange(mark.start, mark.end)}, ${mark.resourceName}: `}</span>
      <span className="font-medium break-words">{label}</span>
      {freedBy && (
        <button
          type="button"
          className="self-start rounded px-1 font-medium text-brand-700 underline underline-offset-2 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:text-brand-100 dark:hover:bg-brand-800/60"
          disabled={stopping}
          onClick={() => onStop(mark.slot)}
        >
          {stopping ? 'Deteniendo…' : 'Detener'}
        </button>
      )}
    </div>
  );
});

/** The open freed slots of the week, by day index, placed with the week's clock. */
export function freedMarksByDay(
  slots: readonly FreedSlot[] | undefined,
  locate: (instant: number) => { day: number; minutes: number } | undefined,
  resourceName: (id: string) => string | undefined,
): FreedMark[][] {
  const byDay: FreedMark[][] = [[], [], [], [], [], [], []];
  for (const slot of slots ?? []) {
    if (slot.status !== 'open') continue;
    const name = resourceName(slot.resourceId);
    if (name === undefined) continue;
    const at = locate(Date.parse(slot.start));
    if (!at) continue;
    const minutes = Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);
    byDay[at.day]?.push({ start: at.minutes, end: at.minutes + minutes, slot, resourceName: name });
  }
  return byDay;
}

/** The phone's day list has no grid: the day's freed slots are listed above it, with "Detener". */
export function FreedSlotList({
  marks,
  stopping,
  onStop,
}: {
  marks: readonly FreedMark[];
  stopping: string | undefined;
  onStop(slot: FreedSlot): void;
}) {
  if (marks.length === 0) return null;
  return (
    <ul aria-label="Horarios liberados" className="space-y-1.5">
      {marks.map((mark) => (
        <li
          key={mark.slot.id}
          data-freed-slot={mark.slot.id}
          className="flex items-center gap-2 rounded-lg border border-dashed border-brand-500 bg-brand-50/80 px-3 py-2 text-sm text-brand-800 dark:bg-brand-800/30 dark:text-brand-100"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{freedSlotLabel(mark.slot)}</span>
            <span className="block text-xs opacity-80">{`${timeRange(mark.start, mark.end)} · ${mark.resourceName}`}</span>
          </span>
          {mark.slot.freedBy && (
            <button
              type="button"
              className="rounded px-2 py-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:text-brand-100 dark:hover:bg-brand-800/60"
              disabled={stopping === mark.slot.id}
              onClick={() => onStop(mark.slot)}
            >
              {stopping === mark.slot.id ? 'Deteniendo…' : 'Detener'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
