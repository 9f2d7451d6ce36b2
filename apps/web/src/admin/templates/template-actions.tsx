import type { MessageTemplate } from '@recepta/domain';
import { RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
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
}: TemplateActionsProps) {
  const submit = useSubmitTemplate(orgId);
  const [confirming, setConfirming] = useState(false);

  // What is sent for approval is the saved text: unsaved edits would not be part of it.
  const canSubmit = template !== null && template.status !== 'submitted' && !dirty;
  const why = !template
    ? 'Guarda la plantilla antes de enviarla a aprobación.'
    : template.status === 'submitted'
      ? null
      : dirty
        ? 'Guarda los cambios antes de enviarla a aprobación.'
        : null;

  function confirmSubmit() {
    if (!template) return;
    submit.mutate(template.id, {
      onSuccess: () => toast.success('Plantilla enviada a aprobación'),
      onError: () => toast.error('Error al enviar la plantilla a aprobación'),
      onSettled: () => setConfirming(false),
    });
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
        title={`¿Deseas enviar la plantilla ${template?.name ?? ''} a aprobación?`}
        description="WhatsApp revisará el texto antes de que puedas usarla en los envíos."
        confirmLabel="Enviar"
        pendingLabel="Enviando..."
        variant="primary"
        pending={submit.isPending}
        onConfirm={confirmSubmit}
      />
    </CardFooter>
  );
}
