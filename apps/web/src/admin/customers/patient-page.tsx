import { countryForZone, formatPhoneForPeople } from '@recepta/domain';
import { ArrowLeft, MessageCircle, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCustomerHistory } from '../../api/customers.ts';
import { useOrg } from '../../api/orgs.ts';
import { useCan } from '../../api/permissions.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { AuditHistory } from '../../ui/audit-history.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { ListError, ListSkeleton } from '../../ui/list-states.tsx';
import { ConsentCard } from './consent-card.tsx';
import { CustomerForm } from './customer-form.tsx';
import { OptOutCard } from './opt-out-card.tsx';
import { PatientAppointments } from './patient-appointments.tsx';
import { PatientCounts } from './patient-counts.tsx';
import { PatientWaitlist } from './patient-waitlist.tsx';
import { PrivacyActions } from './privacy-actions.tsx';

/**
 * /admin/customers/{id}: the patient's file (docs/product.md#patient-page). Everything a receptionist
 * needs before a call: how to reach them, what the team noted, what is booked and how past visits went.
 */
export default function PatientPage() {
  const org = useCurrentOrg();
  const can = useCan();
  const { id = '' } = useParams();
  const history = useCustomerHistory(org.id, id);
  const tz = useOrg(org.id).data?.tz ?? undefined;
  const home = countryForZone(tz);
  const [editing, setEditing] = useState(false);

  const back = (
    <Link
      to="/admin/customers"
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-500"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Clientes
    </Link>
  );
  if (history.isPending) {
    return (
      <section className="mx-auto max-w-5xl space-y-4" aria-busy="true">
        {back}
        <ListSkeleton />
      </section>
    );
  }
  if (history.isError) {
    return (
      <section className="mx-auto max-w-5xl space-y-4">
        {back}
        <ListError message="No se pudo cargar el paciente" onRetry={() => history.refetch()} />
      </section>
    );
  }
  const { customer, counts, upcoming, past, conversationId } = history.data;

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 dark:text-slate-50">
            {customer.name}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            <a href={`tel:${customer.phone}`} className="hover:underline">
              {formatPhoneForPeople(customer.phone, home)}
            </a>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={
              conversationId
                ? `/admin/bandeja?id=${encodeURIComponent(conversationId)}`
                : `/admin/bandeja?customer=${encodeURIComponent(customer.id)}`
            }
            className={buttonClasses({ variant: 'secondary' })}
          >
            <MessageCircle className="size-4" aria-hidden />
            {conversationId ? 'Ver conversación' : 'Escribir por WhatsApp'}
          </Link>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden />
            Editar
          </Button>
        </div>
      </header>

      {editing && <CustomerForm customer={customer} home={home} onClose={() => setEditing(false)} />}

      <Card>
        <CardContent>
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">Notas</h2>
          <p className="mt-1 whitespace-pre-wrap text-slate-900 dark:text-slate-100">
            {customer.notes || <span className="text-slate-500 dark:text-slate-400">Sin notas.</span>}
          </p>
        </CardContent>
      </Card>

      <OptOutCard orgId={org.id} customer={customer} />
      <PatientCounts counts={counts} />
      <PatientAppointments title="Próximas citas" empty="No tiene citas próximas." appointments={upcoming} />
      <PatientWaitlist orgId={org.id} customerId={customer.id} {...(tz ? { tz } : {})} />
      <PatientAppointments title="Citas anteriores" empty="Aún no tiene citas anteriores." appointments={past} />
      {can('audit.read') && (
        <Card>
          <CardContent className="space-y-2 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">Historial</h2>
              <Link
                to={`/admin/actividad?customerId=${encodeURIComponent(customer.id)}`}
                className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-500"
              >
                Ver en Actividad
              </Link>
            </div>
            <AuditHistory orgId={org.id} filters={{ customerId: customer.id }} tz={tz} />
          </CardContent>
        </Card>
      )}
      <ConsentCard orgId={org.id} customerId={customer.id} />
      <PrivacyActions orgId={org.id} customerId={customer.id} name={customer.name} />
    </section>
  );
}
