import { isClosed, readableTextColour, statusLabels } from '@recepta/domain';
import { clsx } from 'clsx';
import './agenda-card.css';
import { memo, type PointerEvent as ReactPointerEvent } from 'react';
import type { AgendaItem } from '../model/agenda-model.ts';
import { appointmentTitle, cardLabel, cardTextLabel } from '../model/appointment-text.ts';
import { cardDensity } from '../model/layout.ts';
import { timeRange } from '../model/week-label.ts';

export interface CardActions {
  drag(event: ReactPointerEvent<HTMLElement>, item: AgendaItem): void;
  resize(event: ReactPointerEvent<HTMLElement>, item: AgendaItem, edge: 'top' | 'bottom'): void;
  details(item: AgendaItem): void;
  edit(item: AgendaItem): void;
}

interface CardProps {
  item: AgendaItem;
  pxPerMinute: number;
  rangeStart: number;
  actions: CardActions;
  /** Tablet and desktop grids take drags; a closed (no-show) appointment does not. */
  movable: boolean;
}

/** Lanes this narrow leave no room for text: the card is its colour and its accessible name. */
const BARE_LANES = 6;
/** Height of the resize zones at the top and bottom edge, in px (less on a tiny card). */
const EDGE_PX = 6;

/**
 * One appointment in a day column, in its resource's colours (docs/product.md#agenda-layout). Compact under 35 px
 * (one line), with a compact sub-line under 60 px (docs/product.md#business-constants). Two elements and a <b>, its name an
 * `aria-label`: a week may hold 2,000 of them, and each element more costs every load its style, layout and paint
 * (docs/benchmarks.md#opening-the-agenda). The resize zones are its ::before and ::after; the pencil is the
 * grid's, shown over the card under the pointer or focus. Focusable in day-and-time order: Enter
 * opens the details, 'e' the edit panel; a double click and the pencil do the same by mouse.
 */
export const AppointmentCard = memo(function AppointmentCard({
  item,
  pxPerMinute,
  rangeStart,
  actions,
  movable,
}: CardProps) {
  const { appt } = item;
  const top = (item.startMin - rangeStart) * pxPerMinute;
  const height = Math.max(14, (item.endMin - item.startMin) * pxPerMinute - 2);
  const density = cardDensity(height);

  // Closed ones (no-show, and cancelled when shown on demand) are struck through and say so.
  const closed = isClosed(appt.status);
  const start = timeRange(item.startMin, item.startMin + item.durationMin);
  const time = density === 'full' && item.lanes === 1 ? start : start.slice(0, 5);
  const title = appointmentTitle(appt);
  const edge = Math.min(EDGE_PX, height / 4);
  const bare = item.lanes >= BARE_LANES;
  // A closed one's first line names its status, where the card has more than one line.
  const statusShown = closed && density !== 'compact';
  // The name: a bare card's is the whole sentence; one with lines starts with what they show.
  const label = bare ? cardLabel(item) : cardTextLabel(item, time, statusShown);

  return (
    <button
      type="button"
      // One stop of the grid is in the Tab order at a time; grid-keyboard.ts moves it.
      tabIndex={-1}
      data-card
      data-appt-id={appt.id}
      data-title={title}
      aria-keyshortcuts="Enter E"
      aria-label={label}
      className="agenda-card"
      data-density={density}
      data-status={appt.status}
      data-movable={movable || undefined}
      style={{
        top,
        height,
        backgroundColor: appt.resource.backgroundColor,
        // The resource's text colour only where it reads at 4.5:1 on its background (WCAG AA).
        color: readableTextColour(appt.resource.backgroundColor, appt.resource.textColor),
      }}
      onPointerDown={
        movable
          ? (e) => {
              const r = e.currentTarget.getBoundingClientRect();
              if (e.clientY - r.top <= edge) actions.resize(e, item, 'top');
              else if (r.bottom - e.clientY <= edge) actions.resize(e, item, 'bottom');
              else actions.drag(e, item);
            }
          : undefined
      }
      onDoubleClick={() => actions.details(item)}
      onClick={movable ? undefined : () => actions.details(item)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          actions.details(item);
        } else if (e.key === 'e' || e.key === 'E') {
          e.preventDefault();
          actions.edit(item);
        }
      }}
    >
      {/* The lines are hidden from screen readers, which read the card's name instead (see
          `label`): one sentence, not the lines and then the sentence. */}
      {/* A confirmed card's ✓ is drawn by agenda-card.css, not written here: its name says
          "Confirmada", and a ✓ in the text would be visible text missing from the name (WCAG 2.5.3). */}
      {bare ? null : density === 'compact' ? (
        <span aria-hidden className={clsx('agenda-card-text', closed && 'line-through')}>
          <b>{time}</b>
          {` ${title}`}
        </span>
      ) : (
        // One element for all the lines (white-space: pre keeps the line breaks, each line ends in
        // an ellipsis of its own), the title in bold: see agenda-card.css for why.
        <span aria-hidden className="agenda-card-text">
          {`${statusShown ? `${time} · ${statusLabels[appt.status]}` : time}\n`}
          <b className={closed ? 'line-through' : undefined}>{title}</b>
          {`\n${appt.service.name}${density === 'full' ? `\n${appt.resource.name}` : ''}`}
        </span>
      )}
    </button>
  );
});
