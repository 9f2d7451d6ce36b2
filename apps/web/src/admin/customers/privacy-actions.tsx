import { type RightsRequestKind, rightsRequestKinds, rightsRequestLabels } from '@recepta/domain';
import { ClipboardPlus, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { refusalMessage } from '../../api/client.ts';
import { exportUrl, useCreateRightsRequest, useEraseCustomer } from '../../api/privacy.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Select } from '../../ui/select.tsx';

/**
 * The patient's rights on their page (docs/privacy.md#access-and-export, #erasure): download all
 * their data as JSON, or erase them (what a law requires keeping stays blocked, seen only by the owner).
 */
export function PrivacyActions({ orgId, customerId, name }: { orgId: string; customerId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseCustomer(orgId);
  const navigate = useNavigate();
  const fileRequest = useCreateRightsRequest(orgId);
  const [kind, setKind] = useState<RightsRequestKind>('access');
  const file = () =>
    fileRequest.mutate(
      { customerId, kind },
      {
        onSuccess: (request) =>
          toast.success(
            `Solicitud registrada. Plazo para responder: ${new Date(`${request.dueOn}T12:00:00Z`).toLocaleDateString('es', { day: 'numeric', month: 'long', timeZone: 'UTC' })}`,
          ),
        onError: (error) => toast.error(refusalMessage(error) ?? 'No se pudo registrar la solicitud'),
      },
    );
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
        <div className="flex w-full flex-wrap items-center gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
          <label htmlFor="rights-kind" className="text-sm text-slate-600 dark:text-slate-400">
            El paciente pide
          </label>
          <Select
            id="rights-kind"
            className="w-auto"
            value={kind}
            onChange={(e) => setKind(e.target.value as RightsRequestKind)}
          >
            {rightsRequestKinds.map((k) => (
              <option key={k} value={k}>
                {rightsRequestLabels[k]}
              </option>
            ))}
          </Select>
          <Button variant="secondary" onClick={file} disabled={fileRequest.isPending}>
            <ClipboardPlus className="size-4" aria-hidden />
            Registrar solicitud
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
