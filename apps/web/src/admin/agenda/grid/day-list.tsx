import { readableTextColour } from '@recepta/domain';
import { CalendarX2, Pencil } from 'lucide-react';
import { appointmentStatusBadge } from '../../../ui/appointment-status.ts';
import { Badge } from '../../../ui/badge.tsx';
import type { AgendaItem } from '../model/agenda-model.ts';
import { appointmentTitle, cardLabel } from '../model/appointment-text.ts';
import type { AgendaBlock, AllDaySpan, BlockSegment } from '../model/block-layout.ts';
import { timeRange } from '../model/week-label.ts';
import { blockWho, hatch } from './block-overlay.tsx';

interface DayListProps {
  day: number;
  items: readonly AgendaItem[];
  segments: readonly BlockSegment[];
  allDay: readonly AllDaySpan[];
  /** The weekly hours close the whole day (docs/product.md#opening-hours). */
  closed?: boolean;
  onDetails(item: AgendaItem): void;
  onEdit(item: AgendaItem): void;
  onBlock(block: AgendaBlock): void;
}

/**
 * The phone layout below 640 px (docs/product.md#agenda-layout): one day as a list in time order, blocks among the
 * appointments. A tap opens the details; the pencil (or 'e') the edit panel, which offers
 * everything a drag does.
 */
export function DayList({ day, items, segments, allDay, closed, onDetails, onEdit, onBlock }: DayListProps) {
  const fullDay = allDay.filter((s) => s.fromDay <= day && s.toDay >= day);
  const rows = [
    ...segments.map((s) => ({
      kind: 'block' as const,
      at: s.start,
      key: `b-${s.block.wire.id}-${s.start}`,
      segment: s,
    })),
    ...items.map((i) => ({ kind: 'item' as const, at: i.startMin, key: i.appt.id, item: i })),
  ].sort((a, b) => a.at - b.at);

  return (
    <div className="space-y-2">
      {fullDay.map(({ block }) => (
        <button
          key={block.wire.id}
          type="button"
          className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-medium shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          style={{
            backgroundColor: block.wire.backgroundColor,
            color: readableTextColour(block.wire.backgroundColor, block.wire.textColor),
          }}
          onClick={() => onBlock(block)}
        >
          <span className="truncate">Todo el día · {block.wire.reason}</span>
          <span className="ml-auto shrink-0 text-xs">{blockWho(block)}</span>
        </button>
      ))}
      {rows.length === 0 && fullDay.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <CalendarX2 className="size-6" aria-hidden />
          {closed ? 'Cerrado este día' : 'Sin citas este día'}
        </div>
      )}
      {rows.map((row) =>
        row.kind === 'block' ? (
          <BlockRow key={row.key} segment={row.segment} onBlock={onBlock} />
        ) : (
          <ItemRow key={row.key} item={row.item} onDetails={onDetails} onEdit={onEdit} />
        ),
      )}
    </div>
  );
}

function BlockRow({ segment, onBlock }: { segment: BlockSegment; onBlock(block: AgendaBlock): void }) {
  const { block } = segment;
  return (
    <button
      type="button"
      className="flex w-full items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800"
      style={{ backgroundImage: hatch(block.wire.backgroundColor) }}
      onClick={() => onBlock(block)}
    >
      <span className="w-24 shrink-0 font-medium text-slate-700 tabular-nums dark:text-slate-200">
        {timeRange(segment.start, segment.end)}
      </span>
      <span className="min-w-0 truncate font-medium text-slate-900 dark:text-slate-50">
        {block.wire.reason}
        <span className="font-normal text-slate-600 dark:text-slate-300"> · {blockWho(block)}</span>
      </span>
    </button>
  );
}

interface ItemRowProps {
  item: AgendaItem;
  onDetails(item: AgendaItem): void;
  onEdit(item: AgendaItem): void;
}

function ItemRow({ item, onDetails, onEdit }: ItemRowProps) {
  const { appt } = item;
  const status = appointmentStatusBadge(appt.status);
  return (
    <div className="flex items-stretch overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <span aria-hidden className="w-1.5 shrink-0" style={{ backgroundColor: appt.resource.backgroundColor }} />
      <button
        type="button"
        aria-keyshortcuts="E"
        className="min-w-0 flex-1 px-3 py-2.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
        onClick={() => onDetails(item)}
        onKeyDown={(e) => {
          if (e.key === 'e' || e.key === 'E') {
            e.preventDefault();
            onEdit(item);
          }
        }}
      >
        {/* Named by the full sentence; the visible lines say the same in short. */}
        <span className="sr-only">{cardLabel(item)}</span>
        <span aria-hidden className="flex items-center justify-between gap-2">
          <span className="text-sm font-semibold text-slate-900 tabular-nums dark:text-slate-50">
            {timeRange(item.startMin, item.startMin + item.durationMin)}
          </span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
        <span aria-hidden className="mt-0.5 block truncate text-sm font-medium text-slate-800 dark:text-slate-100">
          {appointmentTitle(appt)}
        </span>
        <span aria-hidden className="block truncate text-xs text-slate-600 dark:text-slate-400">
          {appt.service.name} · {appt.resource.name}
        </span>
      </button>
      <button
        type="button"
        aria-label={`Editar cita de ${appointmentTitle(appt)}`}
        className="grid w-12 shrink-0 place-items-center border-l border-slate-100 text-slate-600 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset dark:border-slate-800 dark:text-slate-300 dark:hover:bg-slate-800"
        onClick={() => onEdit(item)}
      >
        <Pencil className="size-4" aria-hidden />
      </button>
    </div>
  );
}
