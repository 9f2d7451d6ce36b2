import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { refusalMessage } from '../../api/client.ts';
import { exportUrl, useEraseCustomer } from '../../api/privacy.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/**
 * The patient's rights on their page (docs/privacy.md#access-and-export, #erasure): download all
 * their data as JSON, or erase them (what a law requires keeping stays blocked, seen only by the owner).
 */
export function PrivacyActions({ orgId, customerId, name }: { orgId: string; customerId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseCustomer(orgId);
  const navigate = useNavigate();
  const confirm = () =>
    erase.mutate(customerId, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(
          answer.held.length > 0
            ? `Datos eliminados. Se conservan bloqueados hasta el ${answer.held[0]!.deleteAfter} por obligación legal.`
            : 'Datos del paciente eliminados',
        );
        void navigate('/admin/customers');
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(refusalMessage(error) ?? 'No se pudieron eliminar los datos');
      },
    });
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-medium text-slate-900 dark:text-slate-100">Datos personales</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Entrega al paciente lo que la clínica guarda de él, o elimínalo si lo pide.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={exportUrl(orgId, customerId)} className={buttonClasses({ variant: 'secondary' })} download>
            <Download className="size-4" aria-hidden />
            Descargar sus datos
          </a>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
            Eliminar sus datos
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`¿Eliminar los datos de ${name}?`}
        description="Se borran sus mensajes, su nombre y su teléfono. Las citas se siguen contando en los reportes; lo que la ley obliga a conservar queda bloqueado. No se puede deshacer."
        confirmLabel="Eliminar datos"
        pendingLabel="Eliminando..."
        pending={erase.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
