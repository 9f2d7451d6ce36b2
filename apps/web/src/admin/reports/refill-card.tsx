import type { RefillFiguresWire } from '@recepta/domain';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { formatAmount, formatCount, formatRate } from './report-format.ts';

const hours = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });

/**
 * "Lista de espera" (docs/product.md#waitlist): what the refill recovered in the period, the money
 * first, and the no-show rate against the organisation's own first four weeks.
 */
export function RefillCard({
  refill,
  noShowRate,
  currency,
}: {
  refill: RefillFiguresWire;
  noShowRate: number | null;
  currency: string;
}) {
  const figures: { label: string; value: string; detail: string }[] = [
    {
      label: 'Recuperado',
      value: formatAmount(refill.recoveredRevenue, currency),
      detail: `${formatCount(refill.refilled)} de ${formatCount(refill.slotsFreed)} horarios liberados`,
    },
    {
      label: 'Tiempo hasta recuperar',
      value: refill.hoursToRefill === null ? '—' : `${hours.format(refill.hoursToRefill)} h`,
      detail: 'Promedio desde que se liberó',
    },
    {
      label: 'Inasistencia',
      value: formatRate(noShowRate),
      detail: `Primeras cuatro semanas: ${formatRate(refill.noShowRateBaseline)}`,
    },
    {
      label: 'Cancelaciones tardías',
      value: formatCount(refill.lateCancellations),
      detail: 'A menos de 24 h de la cita',
    },
    {
      label: 'Recuperadas tras una inasistencia',
      value: formatCount(refill.recoveredByFollowUp),
      detail: 'Agendadas por el asistente en la semana siguiente',
    },
  ];
  return (
    <Card>
      <CardHeader title="Lista de espera" description="Horarios liberados que se volvieron a ocupar." />
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {figures.map((f) => (
            <div key={f.label} className="min-w-0">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{f.label}</dt>
              <dd className="text-2xl font-semibold text-slate-900 tabular-nums dark:text-slate-50">{f.value}</dd>
              <dd className="text-xs text-slate-500 dark:text-slate-400">{f.detail}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
