import { clsx } from 'clsx';
import { CalendarDays, CircleCheck, type LucideIcon, UserPlus, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TodayCounters as Counters } from '../../api/today.ts';
import { Card } from '../../ui/card.tsx';

interface CounterProps {
  label: string;
  value: ReactNode;
  hint: ReactNode;
  icon: LucideIcon;
  /** Classes of the icon's tile: each counter keeps its colour, so the eye finds it again. */
  tint: string;
  children?: ReactNode;
}

function Counter({ label, value, hint, icon: Icon, tint, children }: CounterProps) {
  return (
    // Each counter is a group with its own list: a <dl> may hold only <dt>, <dd> and plain <div>s.
    <Card role="group" aria-label={label} className="flex flex-col p-4 sm:p-5">
      <dl className="flex flex-col">
        <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
          {label}
          {/* Two counters side by side on a phone leave no room for the tile beside 'No-shows ayer'. */}
          <span aria-hidden className={clsx('hidden size-8 shrink-0 place-items-center rounded-lg @md:grid', tint)}>
            <Icon className="size-4" />
          </span>
        </dt>
        <dd className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums dark:text-slate-50">
          {value}
        </dd>
        <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</dd>
      </dl>
      {children}
    </Card>
  );
}

/** The Today screen's four counters (docs/product.md#today); a row of four on a wide screen, two by two on a phone. */
export function TodayCounters({ counters }: { counters: Counters }) {
  const { leadsToday, appointmentsToday, confirmedToday, noShowsYesterday } = counters;
  const share = appointmentsToday === 0 ? 0 : Math.min(1, confirmedToday / appointmentsToday);
  return (
    <section aria-label="Resumen del día" className="grid grid-cols-2 gap-3 sm:gap-4 @3xl:grid-cols-4">
      <Counter
        label="Leads hoy"
        value={leadsToday}
        hint="Contactos nuevos"
        icon={UserPlus}
        tint="bg-sky-50 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300"
      />
      <Counter
        label="Citas hoy"
        value={appointmentsToday}
        hint="Pendientes y confirmadas"
        icon={CalendarDays}
        tint="bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100"
      />
      <Counter
        label="Confirmadas"
        value={`${confirmedToday}/${appointmentsToday}`}
        hint="De las citas de hoy"
        icon={CircleCheck}
        tint="bg-emerald-50 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300"
      >
        <div aria-hidden className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
          <div className="h-full rounded-full bg-emerald-500" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
      </Counter>
      <Counter
        label="No-shows ayer"
        value={noShowsYesterday}
        hint="No asistieron a su cita"
        icon={UserX}
        tint="bg-rose-50 text-rose-700 dark:bg-rose-900/40 dark:text-rose-300"
      />
    </section>
  );
}
