import { clsx } from 'clsx';
import { Bot, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { CustomerAppointment } from '../../api/conversations.ts';
import { formatWallTime } from '../../lib/format-date.ts';
import { appointmentStatusBadge } from '../../ui/appointment-status.ts';
import { Badge } from '../../ui/badge.tsx';
import { focusRing } from '../../ui/button.tsx';

function AppointmentLink({ appointment }: { appointment: CustomerAppointment }) {
  const status = appointmentStatusBadge(appointment.status);
  return (
    <Link
      to={`/admin/agenda?apptId=${encodeURIComponent(appointment.id)}`}
      title={
        appointment.bookedBy === 'assistant' ? 'Agendada por el asistente · abrir en la agenda' : 'Abrir en la agenda'
      }
      className={clsx(
        'flex w-max max-w-[18rem] shrink-0 items-start gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors',
        appointment.upcoming
          ? 'border-slate-200 bg-white hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500'
          : 'border-dashed border-slate-300 bg-slate-50 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900/40 dark:hover:border-slate-500',
        focusRing,
      )}
    >
      <CalendarDays className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
      <span className="min-w-0">
        <span className="flex items-center gap-2">
          <span className="font-medium whitespace-nowrap text-slate-900 dark:text-slate-50">
            {formatWallTime(appointment.start)}
          </span>
          <Badge tone={status.tone}>{status.label}</Badge>
          {appointment.bookedBy === 'assistant' && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-brand-700 dark:text-brand-500">
              <Bot className="size-3.5" aria-hidden />
              <span aria-hidden>Asistente</span>
              <span className="sr-only">Agendada por el asistente</span>
            </span>
          )}
        </span>
        <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
          {appointment.service.name} · {appointment.resource.name}
        </span>
      </span>
    </Link>
  );
}

/** The customer's next and latest appointments, each opening in the agenda (apptId, docs/product.md#agenda-details-and-edit-panel). */
export function CustomerAppointments({ appointments }: { appointments: CustomerAppointment[] }) {
  const upcoming = appointments.filter((a) => a.upcoming);
  // Most recent first: the visit the patient is most likely writing about.
  const past = appointments.filter((a) => !a.upcoming).reverse();
  return (
    <section
      aria-label="Citas del paciente"
      className="border-b border-slate-200 bg-slate-50/70 px-4 py-2.5 dark:border-slate-800 dark:bg-slate-900/60"
    >
      {appointments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Sin citas registradas para este paciente.</p>
      ) : (
        <div className="flex items-center gap-2 overflow-x-auto pb-0.5">
          {upcoming.length > 0 && <GroupLabel>Próximas</GroupLabel>}
          {upcoming.map((a) => (
            <AppointmentLink key={a.id} appointment={a} />
          ))}
          {past.length > 0 && <GroupLabel className={upcoming.length > 0 ? 'ml-2' : ''}>Anteriores</GroupLabel>}
          {past.map((a) => (
            <AppointmentLink key={a.id} appointment={a} />
          ))}
        </div>
      )}
    </section>
  );
}

function GroupLabel({ children, className }: { children: string; className?: string }) {
  return (
    <span
      className={clsx(
        'shrink-0 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400',
        className,
      )}
    >
      {children}
    </span>
  );
}
