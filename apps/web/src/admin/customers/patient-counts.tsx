import type { CustomerHistory } from '../../api/customers.ts';

/** How the patient's visits went, as four figures (docs/product.md#patient-page). */
export function PatientCounts({ counts }: { counts: CustomerHistory['counts'] }) {
  const figures = [
    { label: 'Próximas', value: counts.upcoming },
    { label: 'Asistidas', value: counts.attended },
    { label: 'Canceladas', value: counts.cancelled },
    { label: 'No asistió', value: counts.noShows },
  ];
  return (
    <section aria-label="Resumen de citas">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div
            key={f.label}
            className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">{f.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-slate-50">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
