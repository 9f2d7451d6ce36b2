import { BellOff, BellRing } from 'lucide-react';
import { toast } from 'sonner';
import type { Customer } from '../../api/customers.ts';
import { useSetOptOut } from '../../api/reminders.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';

/**
 * Whether automatic messages (reminders, campaigns) reach the patient, on their page
 * (docs/product.md#opt-out): they stop when the patient writes SALIR or when staff stop them here,
 * and resume with VOLVER or from here.
 */
export function OptOutCard({ orgId, customer }: { orgId: string; customer: Customer }) {
  const setOptOut = useSetOptOut(orgId);
  const toggle = () =>
    setOptOut.mutate(
      { customerId: customer.id, optedOut: !customer.optedOut },
      {
        onSuccess: () =>
          toast.success(customer.optedOut ? 'Mensajes automáticos reanudados' : 'Mensajes automáticos detenidos'),
        onError: () => toast.error('No se pudo guardar el cambio'),
      },
    );
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {customer.optedOut ? (
            <BellOff className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden />
          ) : (
            <BellRing className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
          )}
          <div className="min-w-0">
            <h2 className="font-medium text-slate-900 dark:text-slate-100">
              {customer.optedOut ? 'No recibe mensajes automáticos' : 'Recibe recordatorios por WhatsApp'}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {customer.optedOut && customer.optedOutAt
                ? `Desde el ${formatDateTime(customer.optedOutAt)}. Puede volver a recibirlos escribiendo VOLVER.`
                : 'Recordatorios y campañas. Se detienen si el paciente responde SALIR.'}
            </p>
          </div>
        </div>
        <Button variant="secondary" loading={setOptOut.isPending} onClick={toggle}>
          {customer.optedOut ? 'Reanudar mensajes automáticos' : 'Detener mensajes automáticos'}
        </Button>
      </CardContent>
    </Card>
  );
}
