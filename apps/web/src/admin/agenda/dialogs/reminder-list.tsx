import {
  formatAppointmentMoment,
  formatReminderOffset,
  type ReminderStatus,
  reminderStatusLabels,
} from '@recepta/domain';
import { type Reminder, useReminders } from '../../../api/reminders.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';

const tones: Record<ReminderStatus, BadgeTone> = {
  scheduled: 'neutral',
  sending: 'neutral',
  sent: 'info',
  delivered: 'info',
  read: 'success',
  failed: 'danger',
  skipped: 'warning',
  cancelled: 'neutral',
};

/**
 * The reminders of an appointment in its details (docs/product.md#reminders): each one's moment
 * and state — programado, enviado, entregado, leído, fallido or omitido with the reason.
 */
export function ReminderList({ orgId, appointmentId, tz }: { orgId: string; appointmentId: string; tz: string }) {
  const query = useReminders(orgId, appointmentId);
  if (query.isPending) return <p className="text-slate-500 dark:text-slate-400">Cargando recordatorios…</p>;
  if (query.isError)
    return <p className="text-slate-500 dark:text-slate-400">No se pudieron cargar los recordatorios.</p>;
  if (query.data.length === 0) return <p className="text-slate-500 dark:text-slate-400">Sin recordatorios</p>;
  return (
    <ul className="space-y-2" aria-label="Recordatorios">
      {query.data.map((r: Reminder) => (
        <li key={r.offsetMin} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{formatReminderOffset(r.offsetMin)}</span>
          <span className="text-xs font-normal text-slate-500 tabular-nums dark:text-slate-400">
            {formatAppointmentMoment(Date.parse(r.runAt), tz)}
          </span>
          <Badge tone={tones[r.status]}>{reminderStatusLabels[r.status]}</Badge>
          {r.reason && (
            <span className="basis-full text-xs font-normal text-slate-600 dark:text-slate-300">{r.reason}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
