import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { CatalogTexts } from './catalog-texts.ts';

interface DeleteConfirmProps {
  texts: CatalogTexts;
  /** The row asked about, with the name it is known by; null keeps the dialog closed. */
  target: { id: string; name: string } | null;
  onClose: () => void;
  /** Told after the row is gone (e.g. to close its open form). */
  onDeleted: (id: string) => void;
  remove: UseMutationResult<void, Error, string>;
}

/** docs/product.md#catalogue-screens: 'Confirmar eliminación' / 'Esta acción no se puede deshacer.' with Eliminar and Cancelar. */
export function DeleteConfirm({ texts, target, onClose, onDeleted, remove }: DeleteConfirmProps) {
  function confirm() {
    if (!target) return;
    const { id } = target;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(texts.deleted);
        onDeleted(id);
      },
      onError: (error) => {
        // A 409 in_use says what still uses the row ('No se puede eliminar: 1 recurso usa esta
        // ubicación'): the one thing the user needs to know to fix it.
        const inUse = isApiError(error) && error.code === 'in_use';
        toast.error(texts.deleteError, inUse ? { description: error.message } : undefined);
      },
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Confirmar eliminación"
      // The documented sentence (docs/product.md#catalogue-screens), after the row's name: with several alike rows, which one matters.
      description={
        target && (
          <>
            Se eliminará <strong className="font-medium text-slate-900 dark:text-slate-100">«{target.name}»</strong>.
            Esta acción no se puede deshacer.
          </>
        )
      }
      confirmLabel="Eliminar"
      pendingLabel="Eliminando..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
