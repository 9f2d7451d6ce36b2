import { clsx } from 'clsx';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect } from 'react';
import type { AgendaModel } from '../model/agenda-model.ts';
import type { Span } from '../model/layout.ts';
import { dayOfMonth, weekdayShort } from '../model/week-label.ts';
import { AllDayRow } from './all-day-row.tsx';
import { CardPencil } from './card-pencil.tsx';
import { type ColumnActions, DayColumn, type FreedSlotActions } from './day-column.tsx';
import type { FreedMark } from './freed-slot-mark.tsx';
import type { GridGeometry } from './grid-geometry.ts';
import { syncTabStop } from './grid-keyboard.ts';
import { TimeGutter } from './time-gutter.tsx';

const noSpans: readonly Span[] = [];

interface WeekGridProps {
  model: AgendaModel;
  /** Day indices drawn as columns: all seven, or the tab's one below 768 px. */
  days: readonly number[];
  today: string;
  pxPerMinute: number;
  actions: ColumnActions;
  geometry: RefObject<GridGeometry>;
  /** Above the grid (legend, hint). */
  toolbar: ReactNode;
  /** The week's appointments are still coming: the frame shows, the day counts wait (not "0 citas"). */
  loading?: boolean;
  /** Freed slots offered to the waitlist, by day index, and their "Detener". */
  freed?: readonly (readonly FreedMark[])[] | undefined;
  refill?: FreedSlotActions | undefined;
}

/**
 * The agenda grid (docs/product.md#agenda-layout): a time gutter and one column per day, in a box that scrolls; the
 * day names and the full-day bars stay on top while it scrolls. The guide the pointer hooks move
 * lives here, and so does the paint mark the bench reads.
 */
export function WeekGrid({
  model,
  days,
  today,
  pxPerMinute,
  actions,
  geometry,
  toolbar,
  loading,
  freed,
  refill,
}: WeekGridProps) {
  const { range } = model;
  const height = (range.end - range.start) * pxPerMinute;
  const hour = 60 * pxPerMinute;

  useLayoutEffect(() => {
    geometry.current.pxPerMinute = pxPerMinute;
    geometry.current.rangeStart = range.start;
  }, [geometry, pxPerMinute, range.start]);

  // After each drawing, exactly one card or free slot is the grid's Tab stop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns and cards drawn change with these.
  useLayoutEffect(() => syncTabStop(geometry.current, model), [geometry, model, days, pxPerMinute]);

  // A week that holds today opens scrolled to an hour before now; any other at its first hour.
  const monday = model.week.monday;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another week (or layout) is shown.
  useLayoutEffect(() => {
    const scroller = geometry.current.scroller;
    const at = model.clock.locate(Date.now());
    if (!scroller) return;
    scroller.scrollTop = at ? Math.max(0, (at.minutes - 60 - range.start) * pxPerMinute) : 0;
  }, [monday, days.length]);

  // bench/agenda-ui.ts: the frame after the one that shows this data has been painted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it marks every time new data is drawn.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => performance.mark('agenda:painted'), 0));
    return () => cancelAnimationFrame(frame);
  }, [model.byDay]);

  return (
    <div className="isolate overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="space-y-1.5 border-b border-slate-200 px-4 py-3 dark:border-slate-800">{toolbar}</div>
      <div
        ref={(el) => {
          geometry.current.scroller = el;
        }}
        data-agenda-scroller
        className="relative max-h-[calc(100dvh-22.5rem)] min-h-[22rem] overflow-auto overscroll-contain"
      >
        <div className="sticky top-0 z-50 bg-white dark:bg-slate-900">
          <div className="flex border-b border-slate-200 dark:border-slate-800">
            <div className="w-14 shrink-0" />
            {days.map((day) => {
              const date = model.week.days[day] as string;
              const count = model.byDay[day]?.length ?? 0;
              const isToday = date === today;
              return (
                <div
                  key={date}
                  className="flex min-w-0 flex-1 items-center justify-center gap-2 border-l border-slate-200 py-2 dark:border-slate-800"
                >
                  <span className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
                    {weekdayShort(date)}
                  </span>
                  <span
                    className={clsx(
                      'grid size-7 place-items-center rounded-full text-sm font-semibold tabular-nums',
                      isToday ? 'bg-brand-700 text-white' : 'text-slate-900 dark:text-slate-100',
                    )}
                    {...(isToday ? { 'aria-current': 'date' as const } : {})}
                  >
                    {dayOfMonth(date)}
                  </span>
                  {!loading && (
                    <span className="hidden text-xs text-slate-500 tabular-nums lg:inline dark:text-slate-400">
                      {count === 1 ? '1 cita' : `${count} citas`}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          <AllDayRow spans={model.allDay} days={days} onOpen={actions.block} />
        </div>
        <div className="flex" style={{ height }}>
          <TimeGutter range={range} pxPerMinute={pxPerMinute} />
          {/* biome-ignore lint/a11y/noStaticElementInteractions: keys and focus bubble up from the cards and the slot cursor inside. */}
          <div
            ref={(el) => {
              geometry.current.body = el;
            }}
            onKeyDown={actions.keyDown}
            onFocus={actions.focus}
            className="relative flex flex-1 [--grid-hour:var(--color-slate-200)] [--grid-half:var(--color-slate-100)] dark:[--grid-half:color-mix(in_oklab,var(--color-slate-800)_55%,transparent)] dark:[--grid-hour:var(--color-slate-800)]"
            style={{
              backgroundImage: `linear-gradient(to bottom, var(--grid-hour) 0 1px, transparent 1px ${hour / 2}px, var(--grid-half) ${hour / 2}px ${hour / 2 + 1}px, transparent ${hour / 2 + 1}px)`,
              backgroundSize: `100% ${hour}px`,
              backgroundPositionY: `${-(range.start % 60) * pxPerMinute}px`,
            }}
          >
            {days.map((day) => (
              <DayColumn
                key={model.week.days[day]}
                day={day}
                date={model.week.days[day] as string}
                items={model.byDay[day] ?? []}
                segments={model.segments[day] ?? []}
                closed={model.closedDays[day] ?? false}
                closedHours={model.closedHours[day] ?? noSpans}
                closedWeekday={model.closedWeekday[day] ?? false}
                clock={model.clock}
                rangeStart={range.start}
                rangeEnd={range.end}
                pxPerMinute={pxPerMinute}
                actions={actions}
                freed={freed?.[day]}
                refill={refill}
              />
            ))}
            <button
              ref={(el) => {
                geometry.current.cursor = el;
              }}
              type="button"
              tabIndex={-1}
              aria-label="Hueco libre"
              data-slot-cursor
              className="agenda-slot-cursor"
            />
            <CardPencil
              geometry={geometry}
              onEdit={(id) => {
                const item = model.itemById.get(id);
                if (item) actions.edit(item);
              }}
            />
            <div
              ref={(el) => {
                geometry.current.guide = el;
              }}
              aria-hidden
              data-agenda-guide
              className={clsx(
                'pointer-events-none absolute z-[35] hidden rounded-md border-2 border-dashed',
                'data-[state=ok]:border-emerald-500 data-[state=ok]:bg-emerald-500/15',
                'data-[state=bad]:border-red-500 data-[state=bad]:bg-red-500/15',
              )}
            >
              <span className="absolute -top-5 left-0 rounded bg-slate-900 px-1.5 py-0.5 text-[11px] font-medium whitespace-nowrap text-white shadow dark:bg-slate-100 dark:text-slate-900" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
