import { DomainError, type RightsRequestInput, type RightsRequestWire, rightsDeadline } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rightsRequests } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { requireCustomer } from './list-consents.ts';
import { localDate, readOrgPrivacy } from './privacy-country.ts';

function toWire(r: Record<string, unknown>): RightsRequestWire {
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return {
    id: String(r.id),
    customerId: r.customer_id == null ? null : String(r.customer_id),
    customerName: r.customer_name == null ? null : String(r.customer_name),
    kind: r.kind as RightsRequestWire['kind'],
    receivedOn: String(r.received_on),
    dueOn: String(r.due_on),
    status: r.status as RightsRequestWire['status'],
    note: String(r.note),
    createdAt: iso(r.created_at) ?? '',
    doneAt: iso(r.done_at),
  };
}

const select = sql`select q.id, q.customer_id, c.name as customer_name, q.kind,
    to_char(q.received_on, 'YYYY-MM-DD') as received_on, to_char(q.due_on, 'YYYY-MM-DD') as due_on,
    q.status, q.note, q.created_at, q.done_at
  from rights_requests q left join customers c on c.org_id = q.org_id and c.id = q.customer_id`;

/** The "Solicitudes" screen: open requests first, soonest deadline first; then the done ones, latest first. */
export async function listRightsRequests(db: Db, orgId: string): Promise<RightsRequestWire[]> {
  const result = await db.execute(sql`${select} where q.org_id = ${orgId}
    order by q.status = 'done', case when q.status = 'open' then q.due_on end, q.done_at desc, q.id limit 500`);
  return (result.rows as Record<string, unknown>[]).map(toWire);
}

/**
 * A request entered by staff (docs/privacy.md#rights-requests): its deadline counted from the day it
 * arrived by the organisation's country (business days skip weekends and fixed national holidays).
 */
export async function createRightsRequest(
  db: Db,
  orgId: string,
  input: RightsRequestInput,
  createdBy: string | null,
  now: Date,
): Promise<RightsRequestWire> {
  const filed = await db.transaction((tx) => fileRightsRequest(tx, orgId, input, { createdBy }, now));
  const result = await db.execute(sql`${select} where q.org_id = ${orgId} and q.id = ${filed.id}`);
  return toWire(result.rows[0] as Record<string, unknown>);
}

/**
 * Files a request inside the caller's transaction, with its audit row. From the chat (`actor`
 * patient) an open request of the same kind is answered instead of a second one: patients repeat.
 */
export async function fileRightsRequest(
  tx: Db,
  orgId: string,
  input: RightsRequestInput,
  by: { createdBy: string | null; actor?: AuditActor },
  now: Date,
): Promise<{ id: string; dueOn: string }> {
  await requireCustomer(tx, orgId, input.customerId);
  if (by.actor?.kind === 'patient') {
    const open = await tx.execute(sql`select id, to_char(due_on, 'YYYY-MM-DD') as due_on from rights_requests
      where org_id = ${orgId} and customer_id = ${input.customerId} and kind = ${input.kind} and status = 'open'
      order by created_at limit 1`);
    const found = open.rows[0] as { id: string; due_on: string } | undefined;
    if (found) return { id: found.id, dueOn: found.due_on };
  }
  const privacy = await readOrgPrivacy(tx, orgId);
  const receivedOn = input.receivedOn ?? localDate(now, privacy.zone);
  const dueOn = rightsDeadline(privacy.country, input.kind, receivedOn);
  const [created] = await tx
    .insert(rightsRequests)
    .values({
      orgId,
      customerId: input.customerId,
      kind: input.kind,
      receivedOn,
      dueOn,
      note: input.note ?? '',
      createdBy: by.createdBy,
      createdAt: now,
    })
    .returning({ id: rightsRequests.id });
  await recordAudit(tx, {
    orgId,
    actor: by.actor,
    action: 'rights_request.created',
    target: { kind: 'rights_request', id: created!.id },
    customerId: input.customerId,
    changes: { kind: { after: input.kind }, dueOn: { after: dueOn } },
  });
  return { id: created!.id, dueOn };
}

/** Marks a request answered. */
export async function completeRightsRequest(db: Db, orgId: string, id: string, now: Date): Promise<RightsRequestWire> {
  return db.transaction(async (tx) => {
    const done = await tx.execute(sql`update rights_requests set status = 'done', done_at = ${now.toISOString()}
      where org_id = ${orgId} and id = ${id} and status = 'open' returning id, customer_id, kind`);
    const result = await tx.execute(sql`${select} where q.org_id = ${orgId} and q.id = ${id}`);
    if (result.rows.length === 0) throw new DomainError('not_found');
    const closed = done.rows[0] as { customer_id: string | null } | undefined;
    // Closing twice answers the same request and leaves one row.
    if (closed) {
      // An erasure asked from the manage page is also listed on the organisation page until
      // answered: answered here, it leaves that list too (one request, one state).
      if ((closed as { kind?: string }).kind === 'erasure' && closed.customer_id) {
        await tx.execute(sql`update erase_requests set handled_at = ${now.toISOString()}
          where org_id = ${orgId} and customer_id = ${closed.customer_id} and handled_at is null`);
      }
      await recordAudit(tx, {
        orgId,
        action: 'rights_request.closed',
        target: { kind: 'rights_request', id },
        customerId: closed.customer_id,
      });
    }
    return toWire(result.rows[0] as Record<string, unknown>);
  });
}
