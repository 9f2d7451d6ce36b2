import { type Role, roleLabels } from '@recepta/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditEntry, useAudit } from '../../api/audit.ts';
import { useCan } from '../../api/permissions.ts';
import { useMembers } from '../../api/team.ts';
import { useCurrentOrg } from '../../api/use-current-org.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Select } from '../../ui/select.tsx';

/** What each audit action reads as (docs/api.md#teams). */
export const actionLabels: Record<string, string> = {
  'account.signed_in': 'Inició sesión',
  'account.sign_in_failed': 'Intento de inicio de sesión fallido',
  'invitation.created': 'Invitó',
  'invitation.resent': 'Reenvió una invitación',
  'invitation.revoked': 'Revocó una invitación',
  'invitation.accepted': 'Aceptó la invitación',
  'member.role_changed': 'Cambió un rol',
  'member.removed': 'Quitó a un miembro',
  'appointment.booked': 'Agendó una cita',
  'appointment.moved': 'Movió una cita',
  'appointment.confirmed': 'Confirmó una cita',
  'appointment.cancelled': 'Canceló una cita',
  'appointment.no_show': 'Marcó una cita como no asistida',
  'patient.created': 'Creó un paciente',
  'patient.edited': 'Editó un paciente',
  'patient.archived': 'Eliminó un paciente',
  'api_key.created': 'Creó una clave de API',
  'api_key.revoked': 'Revocó una clave de API',
  'channel.changed': 'Cambió el canal de WhatsApp',
  'template.submitted': 'Envió una plantilla a aprobación',
  'campaign.created': 'Creó una campaña',
  'calendar_feed.created': 'Creó un enlace de calendario',
  'calendar_feed.revoked': 'Revocó un enlace de calendario',
  'consent.granted': 'Registró un consentimiento',
  'consent.withdrawn': 'Registró un consentimiento retirado',
  'patient.exported': 'Descargó los datos de un paciente',
  'patient.erased': 'Borró los datos de un paciente',
  'privacy_holds.read': 'Consultó los datos conservados por ley',
  'privacy.changed': 'Cambió la configuración de privacidad',
  'rights_request.created': 'Registró una solicitud de derechos',
  'rights_request.closed': 'Cerró una solicitud de derechos',
  'import.created': 'Importó pacientes',
  'import.undone': 'Deshizo una importación',
  'retention.changed': 'Cambió la conservación de datos',
  'retention.ran': 'Borró datos vencidos (conservación)',
};

const dateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

/** "Ana (Recepción)", "Clave de API", "Asistente". */
export function actorLabel(actor: AuditEntry['actor']): string {
  if (actor.kind === 'api_key') return 'Clave de API';
  if (actor.kind === 'assistant') return 'Asistente';
  if (actor.kind === 'patient') return 'Paciente';
  if (actor.kind === 'system') return 'Sistema';
  const role = actor.role && actor.role in roleLabels ? ` (${roleLabels[actor.role as Role]})` : '';
  return `${actor.name ?? 'Alguien'}${role}`;
}

function csvCell(value: string): string {
  return /[",\n;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function downloadCsv(items: AuditEntry[]) {
  const header = ['fecha', 'quién', 'acción', 'objeto', 'id', 'dirección', 'cambios'];
  const rows = items.map((i) => [
    i.at,
    actorLabel(i.actor),
    actionLabels[i.action] ?? i.action,
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
  const [params] = useSearchParams();
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
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {audit.data?.map((entry) => (
          <li key={entry.id} className="flex flex-wrap gap-x-3 px-4 py-3 text-sm">
            <span className="font-medium">{actionLabels[entry.action] ?? entry.action}</span>
            <span className="text-slate-600 dark:text-slate-300">{actorLabel(entry.actor)}</span>
            <span className="ml-auto text-slate-500 dark:text-slate-400">{dateTime.format(new Date(entry.at))}</span>
          </li>
        ))}
        {audit.data?.length === 0 && (
          <li className="px-4 py-6 text-sm text-slate-500">Sin actividad con estos filtros</li>
        )}
      </ul>
    </section>
  );
}
