import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consentEventsOf, requireCustomer } from './list-consents.ts';

/**
 * GET /customers/{id}/export (docs/privacy.md#access-and-export): everything the clinic holds about
 * one patient, as JSON — the profile, every appointment, every message of their conversation, their
 * consents and their rights requests. Every query names the patient and the organisation, so no
 * other patient's row can enter.
 */
export async function exportCustomer(db: Db, orgId: string, customerId: string, now: Date) {
  await requireCustomer(db, orgId, customerId);
  const [profile, appointments, messages, consents, requests] = await Promise.all([
    db.execute(sql`select id, name, phone, notes, created_at, opted_out_at, opted_out_source, archived_at
      from customers where org_id = ${orgId} and id = ${customerId}`),
    db.execute(sql`select a.id, a.starts_at, a.ends_at, a.status, a.note, a.cancel_reason, a.booked_by, a.created_at,
        s.name as service, r.name as professional, l.name as location
      from appointments a
      join services s on s.id = a.service_id
      join resources r on r.id = a.resource_id
      join locations l on l.id = a.location_id
      where a.org_id = ${orgId} and a.customer_id = ${customerId}
      order by a.starts_at, a.id`),
    db.execute(sql`select m.id, m.direction, m.author, m.kind, m.body, m.status, m.sent_at
      from messages m join conversations c on c.org_id = m.org_id and c.id = m.conversation_id
      where c.org_id = ${orgId} and c.customer_id = ${customerId}
      order by m.sent_at, m.id`),
    consentEventsOf(db, orgId, customerId),
    db.execute(sql`select id, kind, to_char(received_on, 'YYYY-MM-DD') as received_on, to_char(due_on, 'YYYY-MM-DD') as due_on, status, note, created_at, done_at
      from rights_requests where org_id = ${orgId} and customer_id = ${customerId} order by created_at`),
  ]);
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : String(v));
  const p = profile.rows[0] as Record<string, unknown>;
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: String(p.id),
      name: String(p.name),
      phone: String(p.phone),
      notes: String(p.notes),
      createdAt: iso(p.created_at),
      optedOutAt: iso(p.opted_out_at),
      optedOutSource: p.opted_out_source == null ? null : String(p.opted_out_source),
      deletedAt: iso(p.archived_at),
    },
    appointments: (appointments.rows as Record<string, unknown>[]).map((a) => ({
      id: String(a.id),
      start: iso(a.starts_at),
      end: iso(a.ends_at),
      status: String(a.status),
      service: String(a.service),
      professional: String(a.professional),
      location: String(a.location),
      note: String(a.note),
      cancelReason: a.cancel_reason == null ? null : String(a.cancel_reason),
      bookedBy: String(a.booked_by),
      createdAt: iso(a.created_at),
    })),
    messages: (messages.rows as Record<string, unknown>[]).map((m) => ({
      id: String(m.id),
      direction: String(m.direction),
      author: String(m.author),
      kind: String(m.kind),
      body: String(m.body),
      status: String(m.status),
      sentAt: iso(m.sent_at),
    })),
    consents,
    rightsRequests: (requests.rows as Record<string, unknown>[]).map((r) => ({
      id: String(r.id),
      kind: String(r.kind),
      receivedOn: String(r.received_on),
      dueOn: String(r.due_on),
      status: String(r.status),
      note: String(r.note),
      createdAt: iso(r.created_at),
      doneAt: iso(r.done_at),
    })),
  };
}
