import { canBeMoved } from '@recepta/domain';
import { clsx } from 'clsx';
import { type FocusEvent, type KeyboardEvent, memo, type PointerEvent as ReactPointerEvent } from 'react';
import type { AgendaItem } from '../model/agenda-model.ts';
import type { AgendaBlock, BlockSegment } from '../model/block-layout.ts';
import { laneGroups, type Span, type WeekClock } from '../model/layout.ts';
import { longDate } from '../model/week-label.ts';
import { AppointmentCard, type CardActions } from './appointment-card.tsx';
import { BlockOverlay } from './block-overlay.tsx';
import { type FreedMark, FreedSlotMark } from './freed-slot-mark.tsx';
import { NowMarks } from './now-marks.tsx';

export interface ColumnActions extends CardActions {
  slot(event: ReactPointerEvent<HTMLElement>, day: number): void;
  block(block: AgendaBlock): void;
  /** The grid's keyboard (grid-keyboard.ts): keys and focus bubbling up from cards and the slot cursor. */
  keyDown(event: KeyboardEvent<HTMLElement>): void;
  focus(event: FocusEvent<HTMLElement>): void;
  /** Registers the column's element with the grid geometry (null when it goes). */
  column(day: number, el: HTMLElement | null): void;
}

interface DayColumnProps {
  day: number;
  date: string;
  items: readonly AgendaItem[];
  segments: readonly BlockSegment[];
  /** An organisation-wide full-day block covers it. */
  closed: boolean;
  /** Drawn minutes outside the day's opening hours (docs/product.md#opening-hours). */
  closedHours: readonly Span[];
  /** The weekly hours close the whole day. */
  closedWeekday: boolean;
  clock: WeekClock;
  rangeStart: number;
  rangeEnd: number;
  pxPerMinute: number;
  actions: ColumnActions;
  /** Freed slots being offered to the waitlist (docs/product.md#waitlist). */
  freed?: readonly FreedMark[] | undefined;
  refill?: FreedSlotActions | undefined;
}

/** "Detener" on a freed slot, and which slot is being stopped. */
export interface FreedSlotActions {
  stop(slot: FreedMark['slot']): void;
  stopping: string | undefined;
}

/**
 * One day of the grid: blocks under the cards, the past shaded, the now line. Cards come in time
 * order, overlapping ones lane by lane in boxes of their lane's width (laneGroups); the arrows walk
 * them in day-and-time order and the free slots (grid-keyboard.ts). A press on the empty column
 * selects a slot.
 */
export const DayColumn = memo(function DayColumn({
  day,
  date,
  items,
  segments,
  closed,
  closedHours,
  closedWeekday,
  clock,
  rangeStart,
  rangeEnd,
  pxPerMinute,
  actions,
  freed,
  refill,
}: DayColumnProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a day of the grid, not a form's fieldset.
    <div
      ref={(el) => {
        actions.column(day, el);
        return () => actions.column(day, null);
      }}
      role="group"
      aria-label={closedWeekday ? `${longDate(date)}, cerrado` : longDate(date)}
      data-day={date}
      data-closed-day={closedWeekday || undefined}
      className={clsx(
        'relative min-w-0 flex-1 border-l border-slate-200 dark:border-slate-800',
        closed && 'bg-slate-100/70 dark:bg-slate-800/40',
      )}
      onPointerDown={(e) => actions.slot(e, day)}
    >
      {closedHours.map((span) => (
        <ClosedHours
          key={span.start}
          span={span}
          rangeStart={rangeStart}
          pxPerMinute={pxPerMinute}
          wholeDay={closedWeekday}
        />
      ))}
      <NowMarks clock={clock} day={day} rangeStart={rangeStart} rangeEnd={rangeEnd} pxPerMinute={pxPerMinute} />
      {segments.map((segment) => (
        <BlockOverlay
          key={`${segment.block.wire.id}-${segment.start}`}
          segment={segment}
          pxPerMinute={pxPerMinute}
          rangeStart={rangeStart}
          onOpen={actions.block}
        />
      ))}
      {refill &&
        freed?.map((mark) => (
          <FreedSlotMark
            key={mark.slot.id}
            mark={mark}
            pxPerMinute={pxPerMinute}
            rangeStart={rangeStart}
            stopping={refill.stopping === mark.slot.id}
            onStop={refill.stop}
          />
        ))}
      {laneGroups(items).map((group) => {
        const cards = group.items.map((item) => (
          <AppointmentCard
            key={item.appt.id}
            item={item}
            pxPerMinute={pxPerMinute}
            rangeStart={rangeStart}
            actions={actions}
            movable={canBeMoved(item.appt.status)}
          />
        ));
        // A card alone is as wide as its day (a group of one lane holds one card).
        if (group.lanes === 1) return cards[0];
        // A lane of overlapping cards: the box has the lane's width, so each card's own place
        // across is the same for all (see laneGroups). Transparent to the pointer between cards.
        // Keyed by its first card, so a change elsewhere in the day keeps the box and its cards.
        return (
          <div
            key={`lane-${group.items[0]?.appt.id}`}
            className="agenda-lane"
            style={{ left: `${(group.lane / group.lanes) * 100}%`, width: `${100 / group.lanes}%` }}
          >
            {cards}
          </div>
        );
      })}
    </div>
  );
});

/**
 * Time the clinic is closed on this day (a break, an early close, a closed weekday): quiet grey stripes,
 * under everything and transparent to the pointer, so a press there still selects the slot and the
 * placement check says why it cannot be booked.
 */
function ClosedHours({
  span,
  rangeStart,
  pxPerMinute,
  wholeDay,
}: {
  span: Span;
  rangeStart: number;
  pxPerMinute: number;
  wholeDay: boolean;
}) {
  const height = (span.end - span.start) * pxPerMinute;
  return (
    <div
      data-closed-hours
      className="pointer-events-none absolute inset-x-0 bg-slate-100/80 text-slate-300 dark:bg-slate-800/50 dark:text-slate-700"
      style={{
        top: (span.start - rangeStart) * pxPerMinute,
        height,
        // Fine grey stripes: closed, not merely past (the past is a flat tint) nor a block (coloured).
        backgroundImage: 'repeating-linear-gradient(135deg, currentColor 0 1px, transparent 1px 9px)',
      }}
    >
      {height >= 22 && (
        <span className="m-1 inline-block rounded bg-white/80 px-1.5 py-px text-[11px] font-medium text-slate-700 dark:bg-slate-900/80 dark:text-slate-300">
          {wholeDay ? 'Cerrado' : 'Fuera de horario'}
        </span>
      )}
    </div>
  );
}
