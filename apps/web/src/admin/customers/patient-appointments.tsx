import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { CustomerAppointment } from '../../api/conversations.ts';
import { formatWallTime } from '../../lib/format-date.ts';
import { appointmentStatusBadge } from '../../ui/appointment-status.ts';
import { Badge } from '../../ui/badge.tsx';
import { focusRing } from '../../ui/button.tsx';
import { listFrame } from '../../ui/list-states.tsx';

/** One list of the patient page; each appointment opens in the agenda (?apptId=). */
export function PatientAppointments(props: { title: string; empty: string; appointments: CustomerAppointment[] }) {
  const { title, empty, appointments } = props;
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{title}</h2>
      {appointments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className={listFrame}>
          {appointments.map((a) => {
            const status = appointmentStatusBadge(a.status);
            return (
              <li key={a.id}>
                <Link
                  to={`/admin/agenda?apptId=${encodeURIComponent(a.id)}`}
                  className={clsx(
                    'flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5 dark:hover:bg-slate-800/40',
                    focusRing,
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900 dark:text-slate-100">
                      {formatWallTime(a.start, { year: true })}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {a.service.name} · {a.resource.name}
                    </span>
                  </span>
                  <Badge tone={status.tone} className="shrink-0">
                    {status.label}
                  </Badge>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
