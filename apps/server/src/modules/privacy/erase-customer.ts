import { addMonths, countryPrivacy, DomainError, type EraseWire, instantToZoned } from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, privacyHolds } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { appointmentsOf, refuseIfFutureAppointments } from '../catalog/in-use.ts';
import { readOrgPrivacy } from './privacy-country.ts';

/** What an erased patient is called wherever their appointments still show (reports, the agenda's past). */
export const erasedName = 'Paciente eliminado';

const count = (result: { rows: unknown[] }) => Number((result.rows[0] as { n?: unknown } | undefined)?.n ?? 0);

/**
 * POST /customers/{id}/erase (docs/privacy.md#erasure). In one transaction:
 * - removes what no law requires keeping: the conversation and its messages (and Meta's status
 *   reports of them), stored webhook payloads that carry the number, consent events, stored
 *   idempotent answers that name the patient, the parameters of their planned messages;
 * - anonymises the patient row (name becomes a placeholder, phone and notes empty, deleted), so
 *   reports keep counting their appointments, and a message from the same number later finds no
 *   patient and starts a new lead;
 * - blocks what the country's clinical-record rule holds (their appointments and notes), as a copy
 *   only the owner can read, with the reason and the first day it may be deleted.
 * Refused while the patient has future appointments (cancel them first): nothing irreversible on a guess.
 */
export async function eraseCustomer(db: Db, orgId: string, customerId: string, now: Date): Promise<EraseWire> {
  return db.transaction(async (tx) => {
    const [patient] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.id, customerId)))
      .for('update');
    if (!patient || patient.erasedAt) throw new DomainError('not_found');
    await refuseIfFutureAppointments(tx, appointmentsOf(orgId, 'customerId', customerId), now, 'a este paciente');

    const privacy = await readOrgPrivacy(tx, orgId);
    const defaults = countryPrivacy[privacy.country];
    const erased: string[] = [];
    const held: EraseWire['held'] = [];

    const appointments = await tx.execute(sql`select a.id, a.starts_at, a.ends_at, a.status, a.note, a.cancel_reason,
        s.name as service, r.name as professional
      from appointments a join services s on s.id = a.service_id join resources r on r.id = a.resource_id
      where a.org_id = ${orgId} and a.customer_id = ${customerId} order by a.starts_at`);
    const rows = appointments.rows as { starts_at: Date | string }[];
    const years = defaults.retention.clinicalRecordYears;
    if (years && (rows.length > 0 || patient.notes !== '')) {
      // Counted from the last attention (or today, for notes of a patient never seen).
      const last = rows.length > 0 ? new Date(rows[rows.length - 1]!.starts_at) : now;
      const deleteAfter = addMonths(instantToZoned(last.getTime(), privacy.zone).date, years * 12);
      await tx.insert(privacyHolds).values({
        orgId,
        customerId,
        kind: 'clinical_record',
        count: rows.length,
        reason: defaults.retention.clinicalRecordBasis,
        data: { name: patient.name, phone: patient.phone, notes: patient.notes, appointments: appointments.rows },
        deleteAfter,
        createdAt: now,
      });
      held.push({
        kind: 'appointments',
        count: rows.length,
        reason: defaults.retention.clinicalRecordBasis,
        deleteAfter,
      });
      if (patient.notes !== '')
        held.push({ kind: 'notes', count: 1, reason: defaults.retention.clinicalRecordBasis, deleteAfter });
    } else {
      erased.push(`appointment notes: ${rows.length}`);
    }
    // The appointments themselves stay (reports count them), without anything written about the patient.
    await tx.execute(sql`update appointments set note = '', cancel_reason = null, updated_at = ${now.toISOString()}
      where org_id = ${orgId} and customer_id = ${customerId} and (note <> '' or cancel_reason is not null)`);

    const conversation = await tx.execute(
      sql`select id, wa_id from conversations where org_id = ${orgId} and customer_id = ${customerId}`,
    );
    const conv = conversation.rows[0] as { id: string; wa_id: string | null } | undefined;
    let messageCount = 0;
    if (conv) {
      await tx.execute(sql`delete from message_status_events where wamid in
        (select wamid from messages where org_id = ${orgId} and conversation_id = ${conv.id} and wamid is not null)`);
      messageCount = count(
        await tx.execute(
          sql`select count(*)::int as n from messages where org_id = ${orgId} and conversation_id = ${conv.id}`,
        ),
      );
      // Messages go with their conversation (on delete cascade); planned messages keep their row, not the link.
      await tx.execute(sql`delete from conversations where org_id = ${orgId} and id = ${conv.id}`);
    }
    erased.push(`messages: ${messageCount}`, `conversations: ${conv ? 1 : 0}`);

    // Stored webhook payloads carry the number and the texts; processed ones are only kept for replays.
    const numbers = [patient.phone.replace(/\D/g, ''), conv?.wa_id ?? ''].filter((n) => n.length >= 6);
    for (const digits of numbers) {
      await tx.execute(sql`delete from webhook_inbox
        where (org_id = ${orgId} or org_id is null) and processed_at is not null and payload::text like ${`%${digits}%`}`);
    }
    await tx.execute(
      sql`delete from idempotency_keys where org_id = ${orgId} and response::text like ${`%${customerId}%`}`,
    );

    const planned = await tx.execute(sql`update scheduled_messages
      set params = null,
          status = case when status = 'scheduled' then 'cancelled' else status end,
          reason = case when status = 'scheduled' then ${'Paciente eliminado a su pedido'} else reason end,
          updated_at = ${now.toISOString()}
      where org_id = ${orgId} and customer_id = ${customerId} returning id`);
    erased.push(`planned messages cleared: ${planned.rows.length}`);

    const consents = await tx.execute(
      sql`delete from consent_events where org_id = ${orgId} and customer_id = ${customerId} returning id`,
    );
    erased.push(`consents: ${consents.rows.length}`);

    await tx
      .update(customers)
      .set({
        name: erasedName,
        phone: '',
        notes: '',
        archivedAt: patient.archivedAt ?? now,
        erasedAt: now,
        optedOutAt: null,
        optedOutSource: null,
        undeliverableAt: null,
        updatedAt: now,
      })
      .where(eq(customers.id, customerId));
    erased.push('profile: name, phone and notes');
    // Requests keep their row (they prove the erasure was done), without the staff's free text.
    await tx.execute(sql`update rights_requests set note = '' where org_id = ${orgId} and customer_id = ${customerId}`);
    // Counts only: the row proves the erasure without keeping what was erased.
    await recordAudit(tx, {
      orgId,
      action: 'patient.erased',
      target: { kind: 'customer', id: customerId },
      customerId,
      changes: { erased: { after: erased }, held: { after: held.map((h) => `${h.kind}: ${h.count}`) } },
    });
    return { erased, held };
  });
}
