import { isDate } from '@recepta/domain';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Plus, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StreamStatus } from '../../../api/agenda-stream.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';

interface WeekHeaderProps {
  title: string;
  monday: string;
  onWeek(date: string): void;
  onPrevious(): void;
  onNext(): void;
  onToday(): void;
  onCreate(): void;
  /** Prints the day in view, or asks which in the week grid (docs/product.md#printed-day). */
  onPrint(): void;
  status: StreamStatus;
  /** Zoom, where the grid is drawn. */
  extra?: ReactNode;
  /** The minimap, at the right of the whole header (desktop). */
  aside?: ReactNode;
}

const statusText: Record<StreamStatus, string> = {
  connecting: 'Conectando…',
  live: 'En vivo',
  offline: 'Sin conexión en vivo',
};

/** docs/product.md#agenda-layout: 'Agenda semanal - {week}', previous, next, Hoy and a date picker. */
export function WeekHeader(props: WeekHeaderProps) {
  const { title, monday, status } = props;
  return (
    <div className="mb-4 flex items-end gap-6">
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-slate-50">
            Agenda semanal - {title}
          </h1>
          <span
            role="status"
            className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300"
          >
            <span
              aria-hidden
              className={clsx(
                'size-2 rounded-full',
                status === 'live' && 'bg-emerald-500 shadow-[0_0_0_3px] shadow-emerald-500/20',
                status === 'connecting' && 'bg-amber-400',
                status === 'offline' && 'bg-red-500',
              )}
            />
            {statusText[status]}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="inline-flex items-center rounded-lg border border-slate-300 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-800">
            <NavButton label="Semana anterior" className="w-9 rounded-l-lg" onClick={props.onPrevious}>
              <ChevronLeft className="size-4" aria-hidden />
            </NavButton>
            <NavButton className="border-x border-slate-300 px-3 dark:border-slate-700" onClick={props.onToday}>
              Hoy
            </NavButton>
            <NavButton label="Semana siguiente" className="w-9 rounded-r-lg" onClick={props.onNext}>
              <ChevronRight className="size-4" aria-hidden />
            </NavButton>
          </div>
          <div className="min-w-0 flex-1 sm:w-40 sm:flex-none">
            <Input
              type="date"
              aria-label="Ir a la fecha"
              className="h-9"
              value={monday}
              onChange={(e) => isDate(e.target.value) && props.onWeek(e.target.value)}
            />
          </div>
          <div className="ml-auto flex items-center gap-4">
            {props.extra}
            <Button
              size="sm"
              variant="secondary"
              className="h-9 w-9 px-0 sm:w-auto sm:px-3"
              aria-label="Imprimir"
              onClick={props.onPrint}
            >
              <Printer className="size-4" aria-hidden />
              <span className="hidden sm:inline">Imprimir</span>
            </Button>
            {/* On phones the label would push the button to a row of its own. */}
            <Button
              size="sm"
              className="h-9 w-9 px-0 sm:w-auto sm:px-3"
              aria-label="Nueva cita"
              onClick={props.onCreate}
            >
              <Plus className="size-4" aria-hidden />
              <span className="hidden sm:inline">Nueva cita</span>
            </Button>
          </div>
        </div>
      </div>
      {props.aside}
    </div>
  );
}

function NavButton(props: { label?: string; className: string; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      className={clsx(
        'grid h-9 place-items-center text-sm font-medium text-slate-800 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-100 dark:hover:bg-slate-700',
        props.className,
      )}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
