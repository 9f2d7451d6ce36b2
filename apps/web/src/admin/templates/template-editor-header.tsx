import type { MessageTemplate } from '@recepta/domain';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeleteTemplate } from '../../api/templates.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { statusInfo } from './template-labels.ts';
import { TemplateStatusBadge } from './template-status-badge.tsx';

interface TemplateEditorHeaderProps {
  orgId: string;
  template: MessageTemplate | null;
  onBack: () => void;
  onDeleted: () => void;
}

/** The template's name and status, what the status means, and its delete (asked first). */
export function TemplateEditorHeader({ orgId, template, onBack, onDeleted }: TemplateEditorHeaderProps) {
  const remove = useDeleteTemplate(orgId);
  const [confirming, setConfirming] = useState(false);

  async function confirmDelete() {
    if (!template) return;
    // The promise, not mutate()'s callbacks: the cached list drops the template first, which
    // unmounts this editor, and mutate() skips its callbacks once its component is gone.
    try {
      await remove.mutateAsync(template.id);
      toast.success('Plantilla eliminada');
      onDeleted();
    } catch {
      toast.error('Error al eliminar plantilla');
      setConfirming(false);
    }
  }

  return (
    <div className="space-y-2 border-b border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-800">
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 px-2 lg:hidden"
          onClick={onBack}
          aria-label="Volver a la lista de plantillas"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Button>
        <h2 className="min-w-0 truncate font-mono text-base font-semibold text-slate-900 dark:text-slate-50">
          {template ? template.name : <span className="font-sans">Nueva plantilla</span>}
        </h2>
        <TemplateStatusBadge status={template?.status ?? 'draft'} />
        {template && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300"
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="max-sm:sr-only">Eliminar</span>
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {template
          ? statusInfo[template.status].note
          : 'Se guardará como borrador; después podrás enviarla a aprobación.'}
      </p>
      {template?.rejectionReason && (
        <p
          role="note"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          Motivo de WhatsApp: {template.rejectionReason}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirmar eliminación"
        description="Esta acción no se puede deshacer."
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
