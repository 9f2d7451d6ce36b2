import { type Role, roleLabels } from '@recepta/domain';
import type { AuditEntry } from '../api/audit.ts';

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
  'org.exported': 'Descargó todos los datos de la organización',
  'retention.changed': 'Cambió la conservación de datos',
  'retention.ran': 'Borró datos vencidos (conservación)',
};

export const auditDateTime = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

/** "Ana (Recepción)", "Clave de API", "Asistente". */
export function actorLabel(actor: AuditEntry['actor']): string {
  if (actor.kind === 'api_key') return 'Clave de API';
  if (actor.kind === 'assistant') return 'Asistente';
  if (actor.kind === 'patient') return 'Paciente';
  if (actor.kind === 'system') return 'Sistema';
  const role = actor.role && actor.role in roleLabels ? ` (${roleLabels[actor.role as Role]})` : '';
  return `${actor.name ?? 'Alguien'}${role}`;
}

/** How a change reads on the appointment it changed ("Movida por Ana (Recepción)"). */
const appointmentChanges: Record<string, string> = {
  'appointment.booked': 'Agendada',
  'appointment.moved': 'Movida',
  'appointment.confirmed': 'Confirmada',
  'appointment.cancelled': 'Cancelada',
  'appointment.no_show': 'Marcada como no asistida',
};

/** One line of a history: "Movida por Ana (Recepción)", or "Editó un paciente · Ana (Recepción)". */
export function historyLine(entry: Pick<AuditEntry, 'action' | 'actor'>): string {
  const who = actorLabel(entry.actor);
  const done = appointmentChanges[entry.action];
  return done ? `${done} por ${who}` : `${actionLabels[entry.action] ?? entry.action} · ${who}`;
}
