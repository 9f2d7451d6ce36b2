import { readableTextColour } from '@recepta/domain';
import type { AgendaBlock, AllDaySpan } from '../model/block-layout.ts';
import { blockWho } from './block-overlay.tsx';

interface AllDayRowProps {
  spans: readonly AllDaySpan[];
  /** The days drawn as columns (all seven, or the one of a tablet's tab). */
  days: readonly number[];
  onOpen(block: AgendaBlock): void;
}

/** Full-day blocks (docs/product.md#agenda-blocks) as bars spanning their days above the grid. */
export function AllDayRow({ spans, days, onOpen }: AllDayRowProps) {
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? 6;
  const shown = spans.filter((s) => s.toDay >= first && s.fromDay <= last);
  if (shown.length === 0) return null;
  return (
    <div className="flex border-b border-slate-200 dark:border-slate-800">
      <div className="flex w-14 shrink-0 items-center justify-end pr-2 text-[10px] leading-3 font-medium text-slate-500 uppercase dark:text-slate-400">
        Todo el día
      </div>
      <div
        className="grid flex-1 grid-flow-row-dense gap-y-1 border-l border-slate-200 py-1 dark:border-slate-800"
        style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}
      >
        {shown.map((span) => {
          const { wire } = span.block;
          const from = Math.max(span.fromDay, first) - first;
          const to = Math.min(span.toDay, last) - first;
          return (
            <button
              key={`${wire.id}-${span.fromDay}`}
              type="button"
              data-block-id={wire.id}
              className="mx-1 truncate rounded-md px-2 py-1 text-left text-xs font-medium shadow-xs outline-none ring-1 ring-black/10 focus-visible:ring-2 focus-visible:ring-brand-500"
              style={{
                gridColumn: `${from + 1} / ${to + 2}`,
                backgroundColor: wire.backgroundColor,
                color: readableTextColour(wire.backgroundColor, wire.textColor),
              }}
              onClick={() => onOpen(span.block)}
            >
              <span className="sr-only">{`Bloqueo de día completo: ${wire.reason}, ${blockWho(span.block)}`}</span>
              <span aria-hidden>
                {wire.reason}
                <span className="font-normal"> · {blockWho(span.block)}</span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
