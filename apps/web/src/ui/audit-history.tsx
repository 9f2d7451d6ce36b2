import { type AuditFilters, useAudit } from '../api/audit.ts';
import { historyLine } from '../lib/audit-labels.ts';

/**
 * Who did what to one appointment or one patient, newest first, from the audit log (owners only:
 * render it where `useCan()('audit.read')`). "Movida por Ana (Recepción) · 26 nov, 14:03".
 */
export function AuditHistory({
  orgId,
  filters,
  tz,
  empty = 'Sin cambios registrados.',
}: {
  orgId: string;
  filters: Pick<AuditFilters, 'appointmentId' | 'customerId'>;
  /** The organisation's zone: the clinic's clock, not the browser's. */
  tz?: string | undefined;
  empty?: string;
}) {
  const audit = useAudit(orgId, filters);
  const when = new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(tz ? { timeZone: tz } : {}),
  });
  if (audit.isPending) return <p className="text-slate-500 dark:text-slate-400">Cargando…</p>;
  if (audit.isError) return <p className="text-red-700 dark:text-red-400">No se pudo cargar el historial</p>;
  if (audit.data.length === 0) return <p className="text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="space-y-1">
      {audit.data.slice(0, 20).map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-2">
          <span>{historyLine(entry)}</span>
          <span className="whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400">
            · {when.format(new Date(entry.at))}
          </span>
        </li>
      ))}
    </ul>
  );
}
