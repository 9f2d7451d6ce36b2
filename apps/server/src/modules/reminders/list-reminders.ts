import {
  DomainError,
  defaultReminderTemplateName,
  type MessageStatus,
  type PlanStatus,
  type ReminderWire,
  reminderStatusOf,
} from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * GET /appointments/{id}/reminders (docs/api.md#reminders-and-opt-out): each reminder of the
 * appointment with its moment, template and state, earliest first. 404 for another organisation's.
 */
export async function listReminders(db: Db, orgId: string, appointmentId: string): Promise<{ items: ReminderWire[] }> {
  const result = await db.execute(sql`select a.id as appt, s.offset_min, s.run_at, s.status, s.reason,
      m.status as message_status, m.error_message, sent.name as sent_template, chosen.name as chosen_template
    from appointments a
    left join scheduled_messages s on s.appointment_id = a.id and s.kind = 'reminder'
    left join messages m on m.id = s.message_id
    left join message_templates sent on sent.id = m.template_id
    left join configs c on c.org_id = a.org_id
    left join message_templates chosen on chosen.org_id = a.org_id and chosen.id = (
      select (e->>'templateId')::uuid from jsonb_array_elements(c.reminder_templates) e
      where (e->>'offsetMin')::int = s.offset_min limit 1)
    where a.org_id = ${orgId}::uuid and a.id = ${appointmentId}::uuid
    order by s.run_at`);
  if (result.rows.length === 0) throw new DomainError('not_found', { field: 'id' }, 'Cita no encontrada');
  const items: ReminderWire[] = [];
  for (const r of result.rows) {
    if (r.offset_min === null) continue;
    const offsetMin = Number(r.offset_min);
    const status = reminderStatusOf(r.status as PlanStatus, (r.message_status as MessageStatus | null) ?? null);
    const reason = status === 'failed' ? (r.error_message as string | null) : (r.reason as string | null);
    items.push({
      offsetMin,
      runAt: new Date(r.run_at as string).toISOString(),
      templateName: String(r.sent_template ?? r.chosen_template ?? defaultReminderTemplateName(offsetMin)),
      status,
      ...(reason ? { reason } : {}),
    });
  }
  return { items };
}
