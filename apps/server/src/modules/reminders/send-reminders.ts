import {
  decideSend,
  defaultReminderTemplateName,
  holdsSlot,
  refusalTexts,
  reminderActionOf,
  reminderParams,
  reminderPayload,
  reminderVariables,
  skipReasons,
  templateVariables,
} from '@recepta/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageTemplates, scheduledMessages } from '../../db/schema/index.ts';
import { type DueScheduled, definePlannedJob } from '../../jobs/define-job.ts';
import { buildManageUrl } from '../booking-page/manage-link.ts';
import { channelState } from '../channel/channel-state.ts';
import { type PlannedSend, type PlanSkipped, queuePlanned, templateButtons } from '../messaging/queue-planned.ts';

type Template = typeof messageTemplates.$inferSelect;

/** What a reminder needs to write the patient's manage link ({{6}}): the link key and the public address. */
export interface ReminderLinks {
  linkKey: Buffer;
  publicUrl: string;
}

/**
 * The planned job of due reminders (docs/product.md#reminders), inside its round's
 * transaction: each becomes a queued template message to the patient's conversation — with the
 * template chosen for its frequency in Configuración (or the seeded one by name), its variables
 * filled in the location's zone, and quick replies that carry the appointment — or is skipped with
 * the reason staff will read. Nothing goes to a patient who opted out or whose number cannot
 * receive, for an appointment that is no longer live or already started, or without a ready template.
 */
export async function sendDueReminders(tx: Db, due: DueScheduled[], now: Date, links: ReminderLinks): Promise<void> {
  const rows = await tx.execute(sql`select s.id, s.org_id, s.appointment_id, s.offset_min, s.customer_id,
      a.status, a.starts_at, a.ends_at, coalesce(a.customer_id, s.customer_id) as appointment_customer_id, cu.name as customer_name, cu.phone, cu.opted_out_at, cu.undeliverable_at,
      cu.archived_at, sv.name as service_name, r.name as resource_name, l.name as location_name, l.tz,
      cfg.reminder_templates, ch.kind as channel_kind, ch.connected as channel_connected
    from ${scheduledMessages} s
    join appointments a on a.id = s.appointment_id
    join customers cu on cu.id = s.customer_id
    join services sv on sv.id = a.service_id
    join resources r on r.id = a.resource_id
    join locations l on l.id = a.location_id
    left join configs cfg on cfg.org_id = s.org_id
    left join channels ch on ch.org_id = s.org_id
    where s.id = any(${sql.param(due.map((d) => d.id))}::uuid[])
    -- In the order they came due: a patient's earlier appointment is reminded first, and the
    -- next waits the pair gap behind it (queuePlanned).
    order by s.run_at, a.starts_at, s.id`);
  const found = new Set(rows.rows.map((r) => String(r.id)));
  const orgIds = [...new Set(due.map((d) => d.orgId))];
  const templates = await tx.select().from(messageTemplates).where(inArray(messageTemplates.orgId, orgIds));

  const skipped: PlanSkipped[] = due
    .filter((d) => !found.has(d.id))
    .map((d) => ({ planId: d.id, status: 'cancelled', reason: skipReasons.appointmentGone }));
  const sends: PlannedSend[] = [];
  for (const row of rows.rows) {
    const planId = String(row.id);
    const decision = decide(row, templates, now, links);
    if ('reason' in decision) {
      skipped.push({ planId, ...decision });
      continue;
    }
    const appointmentId = String(row.appointment_id);
    sends.push({
      planId,
      orgId: String(row.org_id),
      customerId: String(row.customer_id),
      phone: String(row.phone),
      purpose: 'reminder',
      appointmentId,
      writtenFor: decision.startsAt,
      template: decision.template,
      params: decision.params,
      // Confirmar, Reprogramar and Cancelar carry the appointment, so a tap needs no other state.
      buttons: templateButtons(decision.template, (title) => {
        const action = reminderActionOf(title);
        return action ? reminderPayload(appointmentId, action) : undefined;
      }),
    });
  }
  await queuePlanned(tx, sends, skipped, now);
}

/**
 * Whether one due reminder goes out, with which template and values, or why not: the template of
 * its frequency, then the one guard list (domain decideSend) — asked again when it is sent.
 */
function decide(
  row: Record<string, unknown>,
  templates: Template[],
  now: Date,
  links: ReminderLinks,
): { template: Template; params: string[]; startsAt: Date } | { status: 'skipped' | 'cancelled'; reason: string } {
  const startsAt = new Date(row.starts_at as string);
  const orgId = String(row.org_id);
  const offsetMin = Number(row.offset_min);
  const chosen = (row.reminder_templates as { offsetMin: number; templateId: string }[] | null)?.find(
    (t) => t.offsetMin === offsetMin,
  );
  const name = defaultReminderTemplateName(offsetMin);
  const template = chosen
    ? templates.find((t) => t.orgId === orgId && t.id === chosen.templateId)
    : templates.find((t) => t.orgId === orgId && t.name === name);
  const decision = decideSend({
    purpose: 'reminder',
    form: 'template',
    noCustomer: Boolean(row.archived_at),
    optedOut: Boolean(row.opted_out_at),
    undeliverable: Boolean(row.undeliverable_at),
    lastInboundAt: null,
    channel: channelState(row.channel_kind as string | null, row.channel_connected as boolean | null),
    // A missing template is told apart below, with its name.
    templateStatus: template ? template.status : 'ready',
    appointment: {
      live: holdsSlot(row.status as Parameters<typeof holdsSlot>[0]),
      startsAt,
      writtenFor: startsAt,
    },
    now,
  });
  if (!decision.ok) {
    if (decision.reason === 'appointment_gone') return { status: 'cancelled', reason: skipReasons.appointmentGone };
    if (decision.reason === 'template_not_ready' && template) {
      return { status: 'skipped', reason: skipReasons.templateNotReady(template.name) };
    }
    return { status: 'skipped', reason: refusalTexts[decision.reason] };
  }
  if (!template) return { status: 'skipped', reason: skipReasons.noTemplate(chosen ? chosen.templateId : name) };
  const count = templateVariables(template.text).length;
  if (count > reminderVariables.length)
    return { status: 'skipped', reason: skipReasons.tooManyVariables(template.name) };
  const params = reminderParams(
    {
      patientName: String(row.customer_name),
      serviceName: String(row.service_name),
      startMs: startsAt.getTime(),
      tz: String(row.tz),
      resourceName: String(row.resource_name),
      locationName: String(row.location_name),
      // The appointment's own patient: the link opens this appointment for them and no other.
      manageUrl: buildManageUrl(links.linkKey, links.publicUrl, {
        id: String(row.appointment_id),
        customerId: String(row.appointment_customer_id),
        endsAt: new Date(row.ends_at as string),
      }),
    },
    count,
  );
  return { template, params, startsAt };
}

/** Due reminders become queued messages (docs/architecture.md#jobs), with the keys their links are signed with. */
export function reminderJob(links: ReminderLinks) {
  return definePlannedJob({
    name: 'reminders',
    kind: 'reminder',
    run: (tx, due, now) => sendDueReminders(tx, due, now, links),
  });
}
