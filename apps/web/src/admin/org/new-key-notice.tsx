import { KeyRound } from 'lucide-react';
import type { CreatedApiKey } from '../../api/api-keys.ts';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';

/** The full key, shown once right after it is created: the server keeps only its hash. */
export function NewKeyNotice({ created, onDismiss }: { created: CreatedApiKey; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="new-key-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-700/60 dark:bg-amber-950/40"
    >
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <h3 id="new-key-title" className="text-sm font-semibold text-amber-950 dark:text-amber-100">
              Clave «{created.name}» creada
            </h3>
            <p className="text-sm text-amber-900 dark:text-amber-200/90">
              Cópiala ahora y guárdala en un lugar seguro: no se volverá a mostrar.
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 rounded-lg border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all dark:border-amber-800/60 dark:bg-slate-950 dark:text-slate-100">
              {created.key}
            </code>
            <CopyButton value={created.key} className="self-start sm:self-auto" />
          </div>
          <p className="text-xs text-amber-900/80 dark:text-amber-200/70">
            Úsala en cada llamada a la API con el encabezado{' '}
            <code className="font-mono">Authorization: Bearer &lt;clave&gt;</code>.
          </p>
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            Listo, ya la guardé
          </Button>
        </div>
      </div>
    </section>
  );
}
