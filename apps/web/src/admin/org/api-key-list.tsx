import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type ApiKey, useApiKeys, useRevokeApiKey } from '../../api/api-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** The organisation's live keys (prefix only) with a revoke that asks first. */
export function ApiKeyList({ orgId }: { orgId: string }) {
  const keys = useApiKeys(orgId);
  const revoke = useRevokeApiKey(orgId);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);

  function confirmRevoke() {
    if (!toRevoke) return;
    revoke.mutate(toRevoke.id, {
      onSuccess: () => toast.success('Clave de API revocada'),
      onError: () => toast.error('Error al revocar la clave de API'),
      onSettled: () => setToRevoke(null),
    });
  }

  if (keys.isPending) {
    return (
      <div className="flex justify-center py-6 text-slate-500">
        <Spinner />
      </div>
    );
  }
  if (keys.isError) return <Alert variant="error">Error al cargar las claves de API</Alert>;
  if (keys.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        Todavía no hay claves de API.
      </p>
    );
  }

  return (
    <>
      <ul
        aria-label="Claves de API"
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {keys.data.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-sm font-medium break-words text-slate-900 dark:text-slate-100">{key.name}</p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  {key.prefix}…
                </code>
                <span>Creada el {formatDate(key.createdAt)}</span>
                <span>{key.lastUsedAt ? `Último uso: ${formatDateTime(key.lastUsedAt)}` : 'Sin usar todavía'}</span>
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300"
              aria-label={`Revocar la clave ${key.name}`}
              onClick={() => setToRevoke(key)}
            >
              <Trash2 className="size-4" aria-hidden />
              Revocar
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title={`¿Revocar la clave «${toRevoke?.name ?? ''}»?`}
        description="Las integraciones que la usan dejarán de funcionar de inmediato. Esta acción no se puede deshacer."
        confirmLabel="Revocar"
        pendingLabel="Revocando..."
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
