import { Inbox, Plus, RotateCw } from 'lucide-react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** Grey bars in the shape of the rows to come, so the page does not jump when they arrive. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" className={listFrame}>
      <span role="status" className="sr-only">
        Cargando…
      </span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <div key={i} className="flex items-center gap-4 px-4 py-4 sm:px-5">
          <div className="size-9 shrink-0 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="h-3.5 w-1/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{message}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden />
          Reintentar
        </Button>
      </div>
    </Alert>
  );
}

interface ListEmptyProps {
  text: string;
  hint?: string;
  /** The 'Agregar …' button, when adding is what the user should do next. */
  addLabel?: string;
  onAdd?: () => void;
}

export function ListEmpty({ text, hint, addLabel, onAdd }: ListEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/40">
      <span className="grid size-11 place-items-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Inbox className="size-5" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="font-medium text-slate-900 dark:text-slate-100">{text}</p>
        {hint && <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      {addLabel && onAdd && (
        <Button onClick={onAdd} className="mt-1">
          <Plus className="size-4" aria-hidden />
          {addLabel}
        </Button>
      )}
    </div>
  );
}

/** The frame the rows (and their skeleton) sit in. */
export const listFrame =
  'divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900';
