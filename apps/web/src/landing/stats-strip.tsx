import { stats, statsNote } from './content.ts';

export function StatsStrip() {
  return (
    <section
      aria-label="Resultados"
      className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-4">
          {stats.map((s) => (
            <div key={s.value} className="flex flex-col items-center gap-1 text-center">
              <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{s.label}</dt>
              {/* The figure reads first on screen; <dt> stays first in the markup, as <dl> requires. */}
              <dd className="order-first text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl dark:text-brand-300">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-center text-xs text-slate-600 dark:text-slate-400">{statsNote}</p>
      </div>
    </section>
  );
}
