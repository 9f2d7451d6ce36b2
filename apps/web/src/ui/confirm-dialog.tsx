import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending` (e.g. 'Eliminando...'). */
  pendingLabel?: string;
  cancelLabel?: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  pending?: boolean;
  onConfirm: () => void;
  /** A second way to go ahead, beside the confirm button (a series' "Solo esta"). */
  alternative?: { label: string; onClick: () => void } | undefined;
}

/**
 * "Are you sure?" in one line, e.g. the catalogue's delete (docs/product.md#catalogue-screens):
 *   <ConfirmDialog open={…} onOpenChange={…} title="Confirmar eliminación"
 *     description="Esta acción no se puede deshacer." confirmLabel="Eliminar" onConfirm={…} />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancelar',
  variant = 'danger',
  pending = false,
  onConfirm,
  alternative,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={title} description={description} hideClose={pending}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending} data-autofocus>
              {cancelLabel}
            </Button>
          </DialogClose>
          {alternative && (
            // The lesser change ("Solo esta") is drawn plain: only the larger one is the red button.
            <Button variant="secondary" disabled={pending} onClick={alternative.onClick}>
              {alternative.label}
            </Button>
          )}
          <Button variant={variant} loading={pending} onClick={onConfirm}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
