import type { Resource } from '../../../api/resources.ts';

/** Who is who by colour (docs/product.md#agenda-layout): every resource, inactive ones marked. */
export function ResourceLegend({ resources }: { resources: readonly Resource[] }) {
  if (resources.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">Aún no hay profesionales ni salas.</p>;
  }
  return (
    <ul aria-label="Profesionales" className="flex flex-wrap gap-x-1.5 gap-y-1.5">
      {resources.map((r) => (
        <li
          key={r.id}
          className="inline-flex max-w-56 items-center gap-1.5 rounded-full border border-slate-200 bg-white py-0.5 pr-2.5 pl-1 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
        >
          <span
            aria-hidden
            className="size-3.5 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20"
            style={{ backgroundColor: r.backgroundColor }}
          />
          <span className="truncate">{r.name}</span>
          {!r.active && <span className="text-slate-500 dark:text-slate-400">(inactivo)</span>}
        </li>
      ))}
    </ul>
  );
}
