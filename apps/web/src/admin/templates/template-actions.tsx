import type { MessageTemplate } from '@recepta/domain';
import { RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../api/client.ts';
import { useSubmitTemplate } from '../../api/templates.ts';
import { Button } from '../../ui/button.tsx';
import { CardFooter } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

interface TemplateActionsProps {
  orgId: string;
  template: MessageTemplate | null;
  dirty: boolean;
  valid: boolean;
  saving: boolean;
  onRestore: () => void;
  onCancelNew: () => void;
  /** Saves unsaved changes (or the new template) and answers what was saved; undefined if it could not be. */
  saveFirst: () => Promise<MessageTemplate | undefined>;
}

/** Restaurar, Enviar a aprobación (asked first) and Guardar, in the editor's footer. */
export function TemplateActions({
  orgId,
  template,
  dirty,
  valid,
  saving,
  onRestore,
  onCancelNew,
  saveFirst,
}: TemplateActionsProps) {
  const submit = useSubmitTemplate(orgId);
  const [confirming, setConfirming] = useState(false);

  // Unsaved edits are saved first, so what is sent for approval is what is on screen. Nothing is left
  // to send for a template already approved or waiting, unless it was changed.
  const waiting = template !== null && !dirty && (template.status === 'submitted' || template.status === 'ready');
  const canSubmit = valid && !waiting;
  const why = dirty || !template ? 'Enviar a aprobación guarda los cambios primero.' : null;

  async function confirmSubmit() {
    const saved = await saveFirst();
    if (!saved) {
      setConfirming(false);
      return;
    }
    // Awaited rather than per-call callbacks: saving a new template selects it, which remounts this
    // footer, and callbacks of an unmounted mutation would never run.
    try {
      const result = await submit.mutateAsync(saved.id);
      toast.success(
        result.status === 'ready' ? 'Plantilla aprobada y lista para usarse' : 'Plantilla enviada a aprobación',
      );
    } catch (error) {
      toast.error(
        'Error al enviar la plantilla a aprobación',
        isApiError(error) ? { description: error.message } : undefined,
      );
    } finally {
      setConfirming(false);
    }
  }

  return (
    <CardFooter className={why ? 'justify-between' : undefined}>
      {why && <p className="min-w-0 text-xs text-slate-600 dark:text-slate-400">{why}</p>}
      {/* Phones: Restaurar and Guardar side by side, the approval below at full width. */}
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:justify-end">
        {template ? (
          <Button variant="secondary" onClick={onRestore} disabled={!dirty || saving}>
            <RotateCcw className="size-4" aria-hidden />
            Restaurar
          </Button>
        ) : (
          <Button variant="secondary" onClick={onCancelNew} disabled={saving}>
            Cancelar
          </Button>
        )}
        <Button
          variant="secondary"
          className="order-last col-span-2 sm:order-none"
          onClick={() => setConfirming(true)}
          disabled={!canSubmit || saving}
        >
          <Send className="size-4" aria-hidden />
          Enviar a aprobación
        </Button>
        <Button type="submit" disabled={!dirty || !valid} loading={saving}>
          {saving ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`¿Deseas enviar la plantilla ${template?.name ?? 'nueva'} a aprobación?`}
        description="WhatsApp revisará el texto antes de que puedas usarla en los envíos."
        confirmLabel="Enviar"
        pendingLabel="Enviando..."
        variant="primary"
        pending={submit.isPending}
        onConfirm={() => void confirmSubmit()}
      />
    </CardFooter>
  );
}
