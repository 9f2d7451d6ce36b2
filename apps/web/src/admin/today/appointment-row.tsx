import { canBeConfirmed, countryForZone, formatPhoneForPeople, holdsSlot, readableName } from '@recepta/domain';
import { clsx } from 'clsx';
import { CalendarClock, Check } from 'lucide-react';
import { Link } from 'react-router';
import type { AgendaAppointment } from '../../api/agenda.ts';
import { appointmentStatusBadge } from '../../ui/appointment-status.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { wallTime } from './today-format.ts';

/**
 * The columns of the wide list; below 48rem of list width each row is a card instead (time and
 * status on top, then who, what, with whom, and the buttons). Container queries, so the open
 * sidebar counts too.
 */
export const rowGrid =
  '@3xl:grid-cols-[4.5rem_minmax(0,1.3fr)_minmax(0,1.1fr)_minmax(0,1fr)_7rem_14.5rem] @3xl:items-center @3xl:gap-x-4';

interface AppointmentRowProps {
  appointment: AgendaAppointment;
  tz: string;
  onConfirm: (appointment: AgendaAppointment) => void;
}

export function AppointmentRow({ appointment, tz, onConfirm }: AppointmentRowProps) {
  const { customer, service, resource, status } = appointment;
  const info = appointmentStatusBadge(status);
  // No-shows stay in the day's list, greyed; only a live one can be confirmed or moved.
  const live = holdsSlot(status);
  const who = (customer && readableName(customer.name)) || 'Sin nombre';
  // Every row has the same two buttons: their names say which appointment they act on.
  const about = `${who} de las ${wallTime(appointment.start)}`;
  return (
    // A closed appointment (cancelled, no-show) sits on a grey row rather than in faded text: faded
    // text fell to 2.3:1 against the 4.5:1 of WCAG AA. Its badge says which.
    <li
      className={clsx(
        'grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-4 sm:px-5 @3xl:py-3',
        rowGrid,
        !live && 'bg-slate-50 dark:bg-slate-950/40',
      )}
    >
      <p className={clsx('flex items-baseline gap-1.5 @3xl:col-start-1 @3xl:row-start-1 @3xl:flex-col @3xl:gap-0')}>
        <span className="text-base font-semibold text-slate-900 tabular-nums dark:text-slate-50">
          {wallTime(appointment.start)}
        </span>
        <span className="text-sm text-slate-500 tabular-nums dark:text-slate-400">
          <span className="@3xl:hidden" aria-hidden>
            –{' '}
          </span>
          <span className="sr-only">a </span>
          {wallTime(appointment.end)}
        </span>
      </p>

      <div className="col-start-2 row-start-1 self-center justify-self-end @3xl:col-start-5 @3xl:justify-self-start">
        <Badge tone={info.tone}>{info.label}</Badge>
      </div>

      <div className={clsx('col-span-2 mt-1 min-w-0 @3xl:col-span-1 @3xl:row-start-1 @3xl:col-start-2 @3xl:mt-0')}>
        <p className="truncate font-medium text-slate-900 dark:text-slate-50">
          {customer ? (
            <Link
              to={`/admin/customers/${encodeURIComponent(customer.id)}`}
              className="underline-offset-2 hover:underline"
            >
              {who}
            </Link>
          ) : (
            who
          )}
        </p>
        {customer?.phone && (
          <p className="truncate text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {formatPhoneForPeople(customer.phone, countryForZone(tz))}
          </p>
        )}
      </div>

      <p
        className={clsx(
          'col-span-2 min-w-0 text-sm break-words text-slate-700 @3xl:col-span-1 @3xl:row-start-1 @3xl:col-start-3 dark:text-slate-300',
        )}
      >
        {service.name}
      </p>

      <p
        className={clsx(
          'col-span-2 flex min-w-0 items-center gap-2 text-sm text-slate-700 @3xl:col-span-1 @3xl:row-start-1 @3xl:col-start-4 dark:text-slate-300',
        )}
      >
        <span
          aria-hidden
          className="size-2.5 shrink-0 rounded-full ring-1 ring-black/15 dark:ring-white/25"
          style={{ backgroundColor: resource.backgroundColor }}
        />
        <span className="truncate">{resource.name}</span>
      </p>

      {live && (
        <div className="col-span-2 mt-2 flex gap-2 @3xl:col-span-1 @3xl:col-start-6 @3xl:row-start-1 @3xl:mt-0 @3xl:justify-end">
          {canBeConfirmed(status) && (
            <Button
              size="sm"
              className="flex-1 @3xl:flex-none"
              onClick={() => onConfirm(appointment)}
              aria-label={`Confirmar la cita de ${about}`}
            >
              <Check className="size-4" aria-hidden />
              Confirmar
            </Button>
          )}
          <Link
            to={`/admin/agenda?apptId=${encodeURIComponent(appointment.id)}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'flex-1 @3xl:flex-none' })}
            aria-label={`Reprogramar la cita de ${about}`}
          >
            <CalendarClock className="size-4" aria-hidden />
            Reprogramar
          </Link>
        </div>
      )}
    </li>
  );
}
