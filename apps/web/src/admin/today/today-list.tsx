import { remindersNote } from '@recepta/domain';
import { clsx } from 'clsx';
import { BellRing, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { AgendaAppointment } from '../../api/agenda.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { AppointmentRow, rowGrid } from './appointment-row.tsx';
import { countAppointments } from './today-format.ts';

interface TodayListProps {
  appointments: AgendaAppointment[];
  /** The day's zone: phones of its country read in their national form. */
  tz: string;
  /** The configured reminders' offsets (minutes before), undefined while they load. */
  reminderOffsets: readonly number[] | undefined;
  onConfirm: (appointment: AgendaAppointment) => void;
}

/** The Today screen (docs/product.md#today): the day's appointments, with the reminders note. */
export function TodayList({ appointments, tz, reminderOffsets, onConfirm }: TodayListProps) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 border-b border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800">
        <div className="flex items-baseline gap-2">
          <h2 id="today-list-title" className="text-base font-semibold text-slate-900 dark:text-slate-50">
            Citas de hoy
          </h2>
          <span className="text-sm text-slate-500 dark:text-slate-400">{countRows(appointments)}</span>
        </div>
        {reminderOffsets && (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <BellRing className="size-4 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
            {remindersNote(reminderOffsets)}
          </p>
        )}
      </div>
      {appointments.length === 0 ? (
        <TodayEmpty />
      ) : (
        <>
          <div
            aria-hidden
            className={clsx(
              'hidden bg-slate-50 px-5 py-2 text-xs font-medium tracking-wide text-slate-500 uppercase @3xl:grid dark:bg-slate-800/40 dark:text-slate-400',
              rowGrid,
            )}
          >
            <span>Hora</span>
            <span>Paciente</span>
            <span>Servicio</span>
            <span>Profesional</span>
            <span>Estado</span>
          </div>
          <ul aria-labelledby="today-list-title" className="divide-y divide-slate-200 dark:divide-slate-800">
            {appointments.map((appointment) => (
              <AppointmentRow key={appointment.id} appointment={appointment} tz={tz} onConfirm={onConfirm} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function TodayEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
        <CalendarCheck className="size-6" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="font-medium text-slate-900 dark:text-slate-100">No hay citas para hoy</p>
        <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
          Cuando se agenden citas para hoy aparecerán aquí al momento, listas para confirmar.
        </p>
      </div>
      <Link to="/admin/agenda" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-1' })}>
        Ir a la agenda
      </Link>
    </div>
  );
}

/** The count above the list is of its rows: "11 citas · 2 no asistieron", never fewer than it shows. */
function countRows(appointments: AgendaAppointment[]): string {
  const noShows = appointments.filter((a) => a.status === 'no_show').length;
  if (noShows === 0) return countAppointments(appointments.length);
  return `${countAppointments(appointments.length)} · ${noShows} ${noShows === 1 ? 'no asistió' : 'no asistieron'}`;
}
