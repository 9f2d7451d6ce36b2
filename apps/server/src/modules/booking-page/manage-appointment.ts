import {
  type AppointmentStatus,
  bookingRuleMessages,
  canChangeOnline,
  checkBookingRules,
  DomainError,
  holdsSlot,
} from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eraseRequests } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { fileRightsRequest } from '../privacy/rights-requests.ts';
import { cancelAppointment } from '../scheduling/cancel-appointment.ts';
import { rescheduleAppointment } from '../scheduling/reschedule-appointment.ts';
import type { ManageClaim } from './manage-link.ts';
import { findPublicPage, type PublicPage } from './page-settings.ts';

/** The appointment a manage link opens, with what its page shows. */
export interface Managed {
  id: string;
  orgId: string;
  customerId: string;
  customerName: string;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  serviceId: string;
  serviceName: string;
  resourceId: string;
  resourceName: string;
  locationName: string;
  tz: string;
  orgName: string;
  /** The clinic's booking page (for its colour, rules and day strip), when it has one enabled. */
  page: PublicPage | undefined;
  cancelNoticeMin: number;
}

/**
 * The appointment of a genuine link, only if it still belongs to the patient the link was made for
 * (another patient's link, or one whose appointment changed hands, reads as not found).
 */
export async function loadManaged(db: Db, claim: ManageClaim): Promise<Managed | undefined> {
  const { rows } = await db.execute(sql`select a.id, a.org_id, a.customer_id, a.status, a.starts_at, a.ends_at,
      a.service_id, a.resource_id, c.name as customer_name, s.name as service_name, r.name as resource_name,
      l.name as location_name, l.tz, o.name as org_name, bp.slug, coalesce(bp.cancel_notice_min, 0) as cancel_notice_min
    from appointments a
    join customers c on c.id = a.customer_id
    join services s on s.id = a.service_id
    join resources r on r.id = a.resource_id
    join locations l on l.id = a.location_id
    join orgs o on o.id = a.org_id
    left join booking_pages bp on bp.org_id = a.org_id
    where a.id = ${claim.appointmentId} and a.customer_id = ${claim.customerId}`);
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const page = row.slug ? await findPublicPage(db, String(row.slug)) : undefined;
  return {
    id: String(row.id),
    orgId: String(row.org_id),
    customerId: String(row.customer_id),
    customerName: String(row.customer_name),
    status: row.status as AppointmentStatus,
    startsAt: new Date(row.starts_at as string),
    endsAt: new Date(row.ends_at as string),
    serviceId: String(row.service_id),
    serviceName: String(row.service_name),
    resourceId: String(row.resource_id),
    resourceName: String(row.resource_name),
    locationName: String(row.location_name),
    tz: String(row.tz),
    orgName: String(row.org_name),
    page,
    cancelNoticeMin: Number(row.cancel_notice_min),
  };
}

const patient = (m: Managed): OrgActor => ({ orgId: m.orgId, actor: { kind: 'web' } });

function assertChangeable(m: Managed, now: Date): void {
  if (!holdsSlot(m.status)) throw new DomainError('appointment_closed');
  if (!canChangeOnline({ cancelNoticeMin: m.cancelNoticeMin }, m.startsAt.getTime(), now.getTime())) {
    throw new DomainError('cancel_too_late');
  }
}

/** "Cancelar" from the link: the agenda's own verb, before the clinic's cancellation notice only. */
export async function cancelFromLink(db: Db, m: Managed, now: Date): Promise<void> {
  assertChangeable(m, now);
  await cancelAppointment(db, patient(m), { apptId: m.id, reason: 'Cancelada por el paciente en la web' }, now);
}

/**
 * "Cambiar" from the link: to a time the page offers, through the agenda's reschedule verb (same
 * rules, same race guard), keeping the appointment's length; the page's notice and horizon apply.
 */
export async function moveFromLink(
  db: Db,
  m: Managed,
  to: { start: string; resourceId: string },
  now: Date,
): Promise<void> {
  assertChangeable(m, now);
  if (!m.page) throw new DomainError('not_found');
  const broken = checkBookingRules(
    { ...m.page.settings, serviceIds: [m.serviceId] },
    { serviceId: m.serviceId, start: Date.parse(to.start), knownPatient: true },
    now.getTime(),
  );
  if (broken) throw new DomainError('booking_not_allowed', { rule: broken }, bookingRuleMessages[broken]);
  await rescheduleAppointment(
    db,
    patient(m),
    {
      apptId: m.id,
      resourceId: to.resourceId,
      start: to.start,
      durationMin: Math.round((m.endsAt.getTime() - m.startsAt.getTime()) / 60_000),
    },
    now,
  );
}

/**
 * "Mis datos" → "Pedir que borren mis datos" (docs/privacy.md#rights-requests): an erasure request
 * on the Solicitudes screen with the country's legal deadline, filed by the patient (audited), and
 * the booking page's own erase_requests row the organisation page lists. A repeat while one is
 * open adds nothing to either. Answers the deadline, which the page shows.
 */
export async function requestErase(db: Db, m: Managed, now: Date): Promise<{ dueOn: string }> {
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: eraseRequests.id })
      .from(eraseRequests)
      .where(
        and(
          eq(eraseRequests.orgId, m.orgId),
          eq(eraseRequests.customerId, m.customerId),
          sql`${eraseRequests.handledAt} is null`,
        ),
      );
    if (open.length === 0) {
      await tx.insert(eraseRequests).values({ orgId: m.orgId, customerId: m.customerId, createdAt: now });
    }
    const filed = await fileRightsRequest(
      tx,
      m.orgId,
      { customerId: m.customerId, kind: 'erasure', note: 'Pedida desde el enlace de su cita' },
      { createdBy: null, actor: { kind: 'patient' } },
      now,
    );
    return { dueOn: filed.dueOn };
  });
}

/** The deadline of the patient's open erasure request, if one is open: "Mis datos" says by when. */
export async function openErasureDue(db: Db, m: Managed): Promise<string | undefined> {
  const { rows } = await db.execute(sql`select to_char(due_on, 'YYYY-MM-DD') as due_on from rights_requests
    where org_id = ${m.orgId} and customer_id = ${m.customerId} and kind = 'erasure' and status = 'open'
    order by created_at limit 1`);
  const row = rows[0] as { due_on: string } | undefined;
  return row?.due_on;
}
