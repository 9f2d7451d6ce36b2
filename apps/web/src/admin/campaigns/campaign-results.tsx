import type { Campaign } from '../../api/campaigns.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Card, CardContent } from '../../ui/card.tsx';

const figures: { key: keyof Campaign; label: string }[] = [
  { key: 'targeted', label: 'Destinatarios' },
  { key: 'sent', label: 'Enviados' },
  { key: 'delivered', label: 'Entregados' },
  { key: 'read', label: 'Leídos' },
  { key: 'failed', label: 'Fallidos u omitidos' },
  { key: 'replied', label: 'Respondieron' },
  { key: 'booked', label: 'Agendaron' },
];

/** Each campaign with what happened: sent, delivered, read, failed, replied and booked within 14 days. */
export function CampaignResults({ campaigns }: { campaigns: Campaign[] }) {
  if (campaigns.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Aún no has enviado campañas.
      </p>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Campañas">
      {campaigns.map((c) => (
        <li key={c.id}>
          <Card>
            <CardContent>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900 dark:text-slate-50">{c.name}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {Date.parse(c.sendAt) > Date.now() ? 'Programada para el ' : 'Enviada el '}
                  {formatDateTime(c.sendAt)} · {c.templateName} · sin cita desde hace {c.inactiveDays} días
                </p>
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
                {figures.map((f) => (
                  <div key={f.key} className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
                    <dt className="text-xs text-slate-600 dark:text-slate-400">{f.label}</dt>
                    <dd className="text-xl font-semibold text-slate-900 tabular-nums dark:text-slate-50">{c[f.key]}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
