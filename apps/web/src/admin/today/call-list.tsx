import { countryForZone, formatPhoneForPeople } from '@recepta/domain';
import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { TodayCall } from '../../api/today.ts';
import { Card } from '../../ui/card.tsx';
import { wallTime } from './today-format.ts';

/**
 * "Llamar" (docs/product.md#no-shows): today's appointments whose patient a message may not move —
 * two no-shows in their last six, or still unconfirmed two hours before — with the number to call.
 * Shown only when someone is on it.
 */
export function CallList({ calls, tz }: { calls: readonly TodayCall[]; tz: string }) {
  if (calls.length === 0) return null;
  return (
    <Card className="overflow-hidden">
      <div className="flex items-baseline gap-2 border-b border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800">
        <h2 id="today-calls-title" className="text-base font-semibold text-slate-900 dark:text-slate-50">
          Llamar
        </h2>
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {calls.length === 1 ? '1 paciente' : `${calls.length} pacientes`} con riesgo de no venir
        </span>
      </div>
      <ul aria-labelledby="today-calls-title" className="divide-y divide-slate-200 dark:divide-slate-800">
        {calls.map((call) => {
          const phone = formatPhoneForPeople(call.customer.phone, countryForZone(tz));
          return (
            <li key={call.appointmentId} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
              <span className="w-12 shrink-0 font-semibold text-slate-900 tabular-nums dark:text-slate-50">
                {wallTime(call.start)}
              </span>
              <span className="min-w-0 flex-1">
                <Link
                  to={`/admin/customers/${encodeURIComponent(call.customer.id)}`}
                  className="block font-medium break-words text-slate-900 underline-offset-2 hover:underline dark:text-slate-50"
                >
                  {call.customer.name}
                </Link>
                <span className="block text-xs text-amber-800 dark:text-amber-300">{call.why.join(' · ')}</span>
              </span>
              <a
                href={`tel:${call.customer.phone}`}
                className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 tabular-nums hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
                aria-label={`Llamar a ${call.customer.name}, ${phone}`}
              >
                <Phone className="size-4 text-brand-700 dark:text-brand-500" aria-hidden />
                {phone}
              </a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
