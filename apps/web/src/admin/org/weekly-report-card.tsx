import { clsx } from 'clsx';
import { useId } from 'react';
import type { MeOrg } from '../../api/me.ts';
import { useSetWeeklyReport, useWeeklyReportSetting } from '../../api/weekly-report.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';

const dayLabel = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "lunes, 30 de noviembre a las 08:00", read from the wall time the server wrote in the organisation's zone. */
function nextSendLabel(iso: string): string {
  const day = dayLabel.format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
  return `${day} a las ${iso.slice(11, 16)}`;
}

/**
 * 'Reporte semanal': the signed-in member's own switch for the Monday mail with last week's figures
 * (docs/product.md#weekly-report). Each member decides for themselves; nobody else's mail changes.
 */
export function WeeklyReportCard({ org }: { org: MeOrg }) {
  const setting = useWeeklyReportSetting(org.id);
  const save = useSetWeeklyReport(org.id);
  const descriptionId = useId();
  const enabled = save.isPending ? (save.variables?.enabled ?? false) : (setting.data?.enabled ?? false);

  return (
    <Card>
      <CardHeader
        title="Reporte semanal"
        description="Cada lunes a las 08:00 te enviamos por correo las cifras de la semana anterior comparadas con la semana previa: citas, confirmadas, no-shows y dinero."
      />
      <CardContent className="space-y-3">
        {setting.isError ? (
          <Alert variant="error">No pudimos cargar tu preferencia. Recarga la página para intentarlo de nuevo.</Alert>
        ) : (
          <label className={clsx('flex items-start gap-3', setting.isPending ? 'opacity-60' : 'cursor-pointer')}>
            <input
              type="checkbox"
              className="peer sr-only"
              checked={enabled}
              disabled={setting.isPending || save.isPending}
              aria-describedby={descriptionId}
              onChange={(event) => save.mutate({ enabled: event.target.checked })}
            />
            <span
              aria-hidden
              className={clsx(
                'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors dark:bg-slate-700',
                'peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2',
                'peer-focus-visible:ring-offset-white dark:peer-focus-visible:ring-offset-slate-900',
                'after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform',
                'peer-checked:after:translate-x-5',
              )}
            />
            <span className="space-y-0.5">
              <span className="block text-sm font-medium text-slate-800 dark:text-slate-200">
                Recibir el reporte semanal por correo
              </span>
              <span id={descriptionId} className="block text-xs text-slate-600 dark:text-slate-400">
                {enabled && setting.data?.nextSendAt
                  ? `Próximo envío: ${nextSendLabel(setting.data.nextSendAt)}.`
                  : 'Solo cambia tu correo; el resto del equipo decide por su cuenta.'}
              </span>
            </span>
          </label>
        )}
        {save.isError && <Alert variant="error">{save.error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
