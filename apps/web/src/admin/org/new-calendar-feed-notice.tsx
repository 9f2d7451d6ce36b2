import { CalendarCheck } from 'lucide-react';
import type { CreatedCalendarFeed } from '../../api/calendar-feeds.ts';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';

/** The same URL for calendar apps that open webcal: links (Apple Calendar, Outlook on a desktop). */
function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/**
 * The feed's secret URL, shown once right after it is created (the server keeps only its hash),
 * with how to use it in plain words.
 */
export function NewCalendarFeedNotice({ created, onDismiss }: { created: CreatedCalendarFeed; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="new-feed-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-700/60 dark:bg-amber-950/40"
    >
      <div className="flex items-start gap-3">
        <CalendarCheck className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <h3 id="new-feed-title" className="text-sm font-semibold text-amber-950 dark:text-amber-100">
              Enlace «{created.name}» creado
            </h3>
            <p className="text-sm text-amber-900 dark:text-amber-200/90">
              Pega este enlace en Google Calendar, Outlook o Calendario de Apple. Cópialo ahora: no se volverá a
              mostrar.
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 rounded-lg border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all dark:border-amber-800/60 dark:bg-slate-950 dark:text-slate-100">
              {created.url}
            </code>
            <CopyButton
              value={created.url}
              label="Copiar enlace"
              copiedLabel="Enlace copiado"
              className="self-start sm:self-auto"
            />
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-amber-900 dark:text-amber-200/90">
            <li>
              <strong className="font-semibold">Google Calendar:</strong> Otros calendarios → + → Desde URL, y pega el
              enlace.
            </li>
            <li>
              <strong className="font-semibold">Outlook:</strong> Agregar calendario → Suscribirse desde la web.
            </li>
            <li>
              <strong className="font-semibold">Calendario de Apple:</strong>{' '}
              <a
                href={webcalUrl(created.url)}
                className="font-medium text-amber-950 underline underline-offset-2 hover:no-underline dark:text-amber-100"
              >
                abre este enlace en tu Mac o iPhone
              </a>{' '}
              para suscribirte.
            </li>
          </ul>
          <p className="text-xs text-amber-900/80 dark:text-amber-200/70">
            Quien tenga el enlace ve las citas: el servicio, el lugar y las iniciales del paciente, nunca su nombre ni
            su teléfono. Cada aplicación se actualiza a su ritmo (Google puede tardar varias horas). Si el enlace se
            comparte por error, revócalo y crea otro.
          </p>
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            Listo, ya lo guardé
          </Button>
        </div>
      </div>
    </section>
  );
}
