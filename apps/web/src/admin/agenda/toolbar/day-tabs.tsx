import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { dayOfMonth, longDate, weekdayShort } from '../model/week-label.ts';

interface DayTabsProps {
  days: readonly string[];
  /** Each day's appointments; undefined while the week is still coming (no count is shown then). */
  counts: readonly number[] | undefined;
  today: string;
  value: number;
  onChange(day: number): void;
  /** The chosen day's content. */
  children: ReactNode;
}

/** Below 768 px the week is one day at a time (docs/product.md#agenda-layout): a tab per day with its appointment count. */
export function DayTabs({ days, counts, today, value, onChange, children }: DayTabsProps) {
  return (
    <Tabs.Root value={String(value)} onValueChange={(v) => onChange(Number(v))} activationMode="automatic">
      <Tabs.List
        aria-label="Días de la semana"
        className="mb-3 grid grid-cols-7 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-xs dark:border-slate-800 dark:bg-slate-900"
      >
        {days.map((date, day) => (
          <Tabs.Trigger
            key={date}
            value={String(day)}
            className={clsx(
              'flex min-w-0 flex-col items-center rounded-lg py-1.5 text-slate-600 outline-none dark:text-slate-300',
              'hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800',
              'data-[state=active]:bg-brand-700 data-[state=active]:text-white',
            )}
          >
            <span className="sr-only">
              {counts
                ? `${longDate(date)}, ${counts[day] === 1 ? '1 cita' : `${counts[day] ?? 0} citas`}`
                : longDate(date)}
            </span>
            <span aria-hidden className="text-[11px] leading-4 font-medium uppercase">
              {weekdayShort(date)}
            </span>
            <span
              aria-hidden
              className={clsx(
                'text-base leading-5 font-semibold tabular-nums',
                date === today && 'underline underline-offset-4',
              )}
            >
              {dayOfMonth(date)}
            </span>
            {/* Outlined, not filled: a fill under white text on the active tab fell below 4.5:1. */}
            {/* While the week is coming the badge keeps its place, empty: "0" would be a false count. */}
            <span
              aria-hidden
              className={clsx(
                'mt-0.5 min-h-4 min-w-5 rounded-full px-1 text-[11px] leading-4 font-semibold tabular-nums',
                (counts?.[day] ?? 0) > 0 && 'ring-1 ring-current ring-inset',
              )}
            >
              {counts?.[day] ?? ''}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={String(value)} className="outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
