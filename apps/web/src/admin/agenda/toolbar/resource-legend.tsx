import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Resource } from '../../../api/resources.ts';
import { focusRing } from '../../../ui/button.tsx';

interface ResourceLegendProps {
  resources: readonly Resource[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
  showCancelled: boolean;
  onShowCancelled: (show: boolean) => void;
}

/**
 * Who is who by colour (docs/product.md#agenda-layout): every resource, inactive ones marked. A click
 * on one hides or shows their appointments (several at once); "Mostrar canceladas" draws the
 * cancelled ones too. Both are remembered in this browser.
 */
export function ResourceLegend({ resources, hidden, onToggle, showCancelled, onShowCancelled }: ResourceLegendProps) {
  if (resources.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Aún no hay profesionales ni salas.{' '}
        <Link
          to="/admin/resources?nuevo=1"
          className={clsx('font-medium text-brand-700 underline underline-offset-2 dark:text-brand-500', focusRing)}
        >
          Agregar un profesional o una sala
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <ul aria-label="Profesionales" className="flex flex-wrap gap-x-1.5 gap-y-1.5">
        {resources.map((r) => {
          const shown = !hidden.has(r.id);
          return (
            <li key={r.id}>
              <button
                type="button"
                aria-pressed={shown}
                title={shown ? `Ocultar las citas de ${r.name}` : `Mostrar las citas de ${r.name}`}
                onClick={() => onToggle(r.id)}
                className={clsx(
                  'inline-flex max-w-56 cursor-pointer items-center gap-1.5 rounded-full border py-0.5 pr-2.5 pl-1 text-xs',
                  shown
                    ? 'border-slate-200 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200'
                    : 'border-dashed border-slate-300 bg-transparent text-slate-500 line-through dark:border-slate-600 dark:text-slate-400',
                  focusRing,
                )}
              >
                <span
                  aria-hidden
                  className="size-3.5 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20"
                  style={{ backgroundColor: shown ? r.backgroundColor : 'transparent' }}
                />
                <span className="truncate">{r.name}</span>
                {!r.active && <span className="text-slate-500 dark:text-slate-400">(inactivo)</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <label className="inline-flex cursor-pointer items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="peer sr-only"
          checked={showCancelled}
          onChange={(e) => onShowCancelled(e.target.checked)}
        />
        <span
          aria-hidden
          className="grid size-4 place-items-center rounded border border-slate-400 bg-white peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 dark:border-slate-500 dark:bg-slate-900"
        >
          {showCancelled && <Check className="size-3 text-white" />}
        </span>
        Mostrar canceladas
      </label>
    </div>
  );
}
