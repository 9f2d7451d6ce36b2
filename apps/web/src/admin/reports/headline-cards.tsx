import { changeDirection, lowerIsBetter, type ReportDrillFigure, type ReportFiguresWire } from '@recepta/domain';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { focusRing } from '../../ui/button.tsx';
import { formatAmount, formatChange, formatCount, formatRate } from './report-format.ts';

type FigureKey = keyof ReportFiguresWire;

interface Headline {
  key: FigureKey;
  label: string;
  /** The line under the number: a rate, or a related count. */
  detail: (totals: ReportFiguresWire) => string;
  money?: boolean;
  /** The appointments a click lists; none for leads and reminders. */
  drill?: ReportDrillFigure;
}

const headlines: Headline[] = [
  { key: 'appointments', label: 'Citas', detail: () => 'Todas las del periodo', drill: 'appointments' },
  {
    key: 'confirmed',
    label: 'Confirmadas',
    detail: (t) => `${formatRate(t.confirmedRate)} de las no canceladas`,
    drill: 'confirmed',
  },
  {
    key: 'noShows',
    label: 'No asistieron',
    detail: (t) => `${formatRate(t.noShowRate)} de las no canceladas`,
    drill: 'noShows',
  },
  { key: 'cancelled', label: 'Canceladas', detail: () => 'Liberaron su horario', drill: 'cancelled' },
  {
    key: 'expectedRevenue',
    label: 'Ingresos esperados',
    detail: () => 'Pendientes y confirmadas',
    money: true,
    drill: 'expectedRevenue',
  },
  {
    key: 'attendedRevenue',
    label: 'Ingresos atendidos',
    detail: (t) => `${formatCount(t.attended)} citas ya realizadas`,
    money: true,
    drill: 'attendedRevenue',
  },
  { key: 'leads', label: 'Leads', detail: () => 'Contactos nuevos' },
  {
    key: 'bookedByAssistant',
    label: 'Agendadas por el asistente',
    detail: (t) => `${formatCount(t.bookedByStaff)} por el personal`,
    drill: 'bookedByAssistant',
  },
  {
    key: 'remindersSent',
    label: 'Recordatorios enviados',
    detail: (t) => `${formatCount(t.remindersRead)} leídos`,
  },
];

interface HeadlineCardsProps {
  totals: ReportFiguresWire;
  previous: ReportFiguresWire;
  currency: string;
  onDrill: (figure: ReportDrillFigure) => void;
}

/** The period's figures with their change against the period before; a figure with appointments behind it opens them. */
export function HeadlineCards({ totals, previous, currency, onDrill }: HeadlineCardsProps) {
  return (
    <section aria-label="Cifras del periodo" className="grid grid-cols-2 gap-3 sm:gap-4 @3xl:grid-cols-3">
      {headlines.map((h) => {
        const value = totals[h.key] as number;
        const before = previous[h.key] as number;
        const shown = h.money ? formatAmount(value, currency) : formatCount(value);
        const body = (
          <>
            <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{h.label}</span>
            <span className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl dark:text-slate-50">
              {shown}
            </span>
            <span className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{h.detail(totals)}</span>
            <Change
              current={value}
              previous={before}
              previousText={h.money ? formatAmount(before, currency) : formatCount(before)}
              better={lowerIsBetter.has(h.key) ? 'down' : 'up'}
            />
          </>
        );
        const frame = clsx(
          'flex min-w-0 flex-col items-start rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900',
          // Nine cards: two by two on a phone leaves the last one alone, so it takes the whole row.
          h.key === 'remindersSent' && 'col-span-2 @3xl:col-span-1',
        );
        return h.drill ? (
          <button
            key={h.key}
            type="button"
            onClick={() => onDrill(h.drill!)}
            className={clsx(frame, focusRing, 'transition-colors hover:border-brand-500 dark:hover:border-brand-500')}
          >
            {body}
          </button>
        ) : (
          <div key={h.key} className={frame}>
            {body}
          </div>
        );
      })}
    </section>
  );
}

interface ChangeProps {
  current: number;
  previous: number;
  previousText: string;
  /** Which way is good news for the clinic (fewer no-shows is). */
  better: 'up' | 'down';
}

function Change({ current, previous, previousText, better }: ChangeProps) {
  const direction = changeDirection(current, previous);
  const good = direction === better;
  const bad = (direction === 'up' || direction === 'down') && !good;
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : Minus;
  return (
    <span
      className={clsx(
        'mt-2 inline-flex items-center gap-1 text-xs font-medium',
        good && 'text-emerald-700 dark:text-emerald-300',
        bad && 'text-rose-700 dark:text-rose-300',
        !good && !bad && 'text-slate-500 dark:text-slate-400',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span>
        {formatChange(current, previous)}
        <span className="sr-only"> respecto al periodo anterior ({previousText})</span>
      </span>
    </span>
  );
}
