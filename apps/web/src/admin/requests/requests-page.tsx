import { type RightsRequestWire, rightsRequestLabels } from '@recepta/domain';
import { Check, Download, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { refusalMessage } from '../../api/client.ts';
import { useCan } from '../../api/permissions.ts';
import { exportUrl, useCompleteRightsRequest, useEraseCustomer, useRightsRequests } from '../../api/privacy.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ListError, ListSkeleton } from '../../ui/list-states.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

const longDate = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const show = (date: string) => longDate.format(new Date(`${date}T12:00:00Z`));

/** Whole days from today (the browser's date) to a 'YYYY-MM-DD' deadline; negative once it passed. */
function daysLeft(dueOn: string, today = new Date()): number {
  const local = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.parse(`${dueOn}T00:00:00Z`) - local) / 86_400_000);
}

function Deadline({ request }: { request: RightsRequestWire }) {
  if (request.status === 'done') return <Badge tone="success">Respondida</Badge>;
  const left = daysLeft(request.dueOn);
  if (left < 0) return <Badge tone="danger">Vencida hace {-left === 1 ? '1 día' : `${-left} días`}</Badge>;
  if (left === 0) return <Badge tone="danger">Vence hoy</Badge>;
  return <Badge tone={left <= 3 ? 'warning' : 'info'}>{left === 1 ? 'Vence mañana' : `Quedan ${left} días`}</Badge>;
}

/**
 * /admin/solicitudes (docs/privacy.md#rights-requests): patients' requests about their data — from
 * the chat or entered at reception — with the legal deadline, open ones first, soonest first; each
 * offers what answers it: download the data, erase it, mark it answered.
 */
export default function RequestsPage() {
  const org = useCurrentOrg();
  const can = useCan();
  const requests = useRightsRequests(org.id);
  const complete = useCompleteRightsRequest(org.id);
  const erase = useEraseCustomer(org.id);
  const [erasing, setErasing] = useState<RightsRequestWire | undefined>();

  if (!can('patients.write')) return <Alert variant="error">Tu rol en esta organización no permite esta acción</Alert>;

  const close = (id: string, done = 'Solicitud marcada como respondida') =>
    complete.mutate(id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(refusalMessage(error) ?? 'No se pudo cerrar la solicitud'),
    });
  const confirmErase = () => {
    const request = erasing;
    if (!request?.customerId) return;
    erase.mutate(request.customerId, {
      onSuccess: (answer) => {
        setErasing(undefined);
        close(
          request.id,
          answer.held.length > 0
            ? `Datos eliminados. Lo que la ley obliga a conservar queda bloqueado hasta el ${show(answer.held[0]!.deleteAfter)}.`
            : 'Datos eliminados y solicitud respondida',
        );
      },
      onError: (error) => {
        setErasing(undefined);
        toast.error(refusalMessage(error) ?? 'No se pudieron eliminar los datos');
      },
    });
  };

  return (
    <section className="mx-auto max-w-5xl space-y-5">
      <PageHeader title="Solicitudes" />
      <p className="-mt-4 text-sm text-slate-600 dark:text-slate-400">
        Pedidos de pacientes sobre sus datos personales, por WhatsApp o en recepción. La ley fija el plazo para
        responder cada uno.
      </p>
      {requests.isPending && <ListSkeleton rows={3} />}
      {requests.isError && (
        <ListError message="No se pudieron cargar las solicitudes" onRetry={() => void requests.refetch()} />
      )}
      {requests.data?.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No hay solicitudes. Cuando un paciente pida sus datos o que los borren, aparecerá aquí con su plazo.
        </p>
      )}
      {requests.data && requests.data.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {requests.data.map((request) => {
            const open = request.status === 'open';
            const patient = request.customerId && request.customerName;
            return (
              <li key={request.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900 dark:text-slate-100">
                      {rightsRequestLabels[request.kind]}
                    </span>
                    <Deadline request={request} />
                  </div>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {patient ? (
                      <Link
                        to={`/admin/customers/${request.customerId}`}
                        className="font-medium text-brand-700 hover:underline dark:text-brand-500"
                      >
                        {request.customerName}
                      </Link>
                    ) : (
                      'Paciente eliminado'
                    )}
                    {' · '}recibida el {show(request.receivedOn)}
                    {open
                      ? ` · plazo: ${show(request.dueOn)}`
                      : request.doneAt
                        ? ` · respondida el ${longDate.format(new Date(request.doneAt))}`
                        : ''}
                    {request.note ? ` · ${request.note}` : ''}
                  </p>
                </div>
                {open && (
                  <div className="flex flex-wrap gap-2">
                    {request.customerId && request.kind === 'access' && (
                      <a
                        href={exportUrl(org.id, request.customerId)}
                        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                        download
                      >
                        <Download className="size-4" aria-hidden />
                        Descargar datos
                      </a>
                    )}
                    {request.customerId && (request.kind === 'rectification' || request.kind === 'objection') && (
                      <Link
                        to={`/admin/customers/${request.customerId}`}
                        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                      >
                        <UserRound className="size-4" aria-hidden />
                        {request.kind === 'rectification' ? 'Corregir en su ficha' : 'Ver su ficha'}
                      </Link>
                    )}
                    {request.customerId && request.kind === 'erasure' && can('data.delete') && (
                      <Button variant="danger" size="sm" onClick={() => setErasing(request)}>
                        <Trash2 className="size-4" aria-hidden />
                        Borrar datos
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => close(request.id)}
                      disabled={complete.isPending}
                    >
                      <Check className="size-4" aria-hidden />
                      Marcar respondida
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={erasing !== undefined}
        onOpenChange={(open) => !open && setErasing(undefined)}
        title={`¿Borrar los datos de ${erasing?.customerName ?? 'este paciente'}?`}
        description="Se borran sus mensajes, su nombre y su teléfono, y la solicitud queda respondida. Las citas se siguen contando en los reportes; lo que la ley obliga a conservar queda bloqueado. No se puede deshacer."
        confirmLabel="Borrar datos"
        pendingLabel="Borrando..."
        pending={erase.isPending}
        onConfirm={confirmErase}
      />
    </section>
  );
}
