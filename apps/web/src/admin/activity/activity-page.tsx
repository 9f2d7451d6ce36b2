import { Download, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type AuditEntry, useAudit } from '../../api/audit.ts';
import { useCustomerHistory } from '../../api/customers.ts';
import { useCan } from '../../api/permissions.ts';
import { useMembers } from '../../api/team.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { actionLabels, actorLabel, auditDateTime } from '../../lib/audit-labels.ts';
import { customerName } from '../../lib/customer-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PatientSearch } from '../../ui/patient-search.tsx';
import { Select } from '../../ui/select.tsx';

function csvCell(value: string): string {
  return /[",\n;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function downloadCsv(items: AuditEntry[]) {
  const header = ['fecha', 'quién', 'acción', 'paciente', 'objeto', 'id', 'dirección', 'cambios'];
  const rows = items.map((i) => [
    i.at,
    actorLabel(i.actor),
    actionLabels[i.action] ?? i.action,
    i.patient ? customerName(i.patient) : '',
    i.target.kind,
    i.target.id,
    i.clientAddress ?? '',
    i.changes ? JSON.stringify(i.changes) : '',
  ]);
  const csv = [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n');
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'actividad.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** /admin/actividad (owners): who did what, filtered by person, action, patient and dates; CSV export. */
export default function ActivityPage() {
  const org = useCurrentOrg();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const members = useMembers(org.id);
  const customerId = params.get('customerId') ?? undefined;
  const audit = useAudit(org.id, {
    actor,
    action,
    ...(customerId ? { customerId } : {}),
    ...(from ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { to: new Date(`${to}T23:59:59`).toISOString() } : {}),
  });

  if (!can('audit.read')) return <Alert variant="error">Tu rol en esta organización no permite esta acción</Alert>;

  return (
    <section className="mx-auto max-w-5xl space-y-5">
      <PageHeader title="Actividad" />
      <Card>
        <CardContent className="grid gap-3 sm:grid-cols-4">
          <div className="sm:col-span-4">
            <PatientFilter
              orgId={org.id}
              customerId={customerId}
              onChange={(id) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (id) next.set('customerId', id);
                    else next.delete('customerId');
                    return next;
                  },
                  { replace: true },
                )
              }
            />
          </div>
          <Field label="Persona">
            {(control) => (
              <Select {...control} value={actor} onChange={(e) => setActor(e.target.value)}>
                <option value="">Todas</option>
                {members.data?.map((m) => (
                  <option key={m.userId} value={m.userId}>
                    {m.name || m.email}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Acción">
            {(control) => (
              <Select {...control} value={action} onChange={(e) => setAction(e.target.value)}>
                <option value="">Todas</option>
                {Object.entries(actionLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Desde">
            {(control) => <Input {...control} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}
          </Field>
          <Field label="Hasta">
            {(control) => <Input {...control} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}
          </Field>
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          disabled={!audit.data?.length}
          onClick={() => downloadCsv(audit.data ?? [])}
        >
          <Download className="size-4" aria-hidden />
          Exportar CSV
        </Button>
      </div>
      {audit.isError && <Alert variant="error">No se pudo cargar la actividad</Alert>}
      <ul
        aria-label="Registro de actividad"
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {audit.data?.map((entry) => (
          <li key={entry.id} className="flex flex-wrap gap-x-3 px-4 py-3 text-sm">
            <span className="font-medium">{actionLabels[entry.action] ?? entry.action}</span>
            {entry.patient && (
              <Link
                to={`/admin/customers/${encodeURIComponent(entry.patient.id)}`}
                className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {customerName(entry.patient)}
              </Link>
            )}
            <span className="text-slate-600 dark:text-slate-300">{actorLabel(entry.actor)}</span>
            <span className="ml-auto text-slate-500 dark:text-slate-400">
              {auditDateTime.format(new Date(entry.at))}
            </span>
          </li>
        ))}
        {audit.data?.length === 0 && (
          <li className="px-4 py-6 text-sm text-slate-500">Sin actividad con estos filtros</li>
        )}
      </ul>
    </section>
  );
}

/**
 * Actividad's patient filter: a search (the booking panel's) until a patient is chosen, then their
 * name with Quitar. The choice lives in the address (?customerId=), so the patient page's link
 * opens Actividad filtered, and the filter survives a reload.
 */
function PatientFilter(props: { orgId: string; customerId: string | undefined; onChange(id: string | null): void }) {
  const { orgId, customerId, onChange } = props;
  const id = useId();
  const [text, setText] = useState('');
  if (customerId) return <ChosenPatient orgId={orgId} customerId={customerId} onClear={() => onChange(null)} />;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Paciente
      </label>
      <PatientSearch
        orgId={orgId}
        home={undefined}
        id={id}
        text={text}
        onText={setText}
        onPick={(customer) => {
          setText('');
          onChange(customer.id);
        }}
        onBlur={() => {}}
        invalid={false}
        describedBy={undefined}
      />
    </div>
  );
}

function ChosenPatient(props: { orgId: string; customerId: string; onClear(): void }) {
  const history = useCustomerHistory(props.orgId, props.customerId);
  const name = history.data ? customerName(history.data.customer) : history.isError ? 'Paciente' : '…';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700 dark:text-slate-200">Paciente:</span>
      <span className="text-slate-900 dark:text-slate-100">{name}</span>
      <Button size="sm" variant="ghost" onClick={props.onClear} aria-label={`Quitar el filtro de paciente ${name}`}>
        <X className="size-4" aria-hidden />
        Quitar
      </Button>
    </div>
  );
}
