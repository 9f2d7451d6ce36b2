import { type ConsentWire, currentConsents, DomainError } from '@recepta/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consentEvents, customers } from '../../db/schema/index.ts';

/** A patient of the organisation who was not erased (archived ones still count: their consent history stays provable). */
export async function requireCustomer(db: Db, orgId: string, customerId: string) {
  const [row] = await db
    .select({ id: customers.id, erasedAt: customers.erasedAt })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.id, customerId)));
  if (!row || row.erasedAt) throw new DomainError('not_found');
  return row;
}

/** Every consent event of the patient, newest first, and the current answer per purpose. */
export async function consentEventsOf(db: Db, orgId: string, customerId: string): Promise<ConsentWire[]> {
  const rows = await db
    .select({
      purpose: consentEvents.purpose,
      granted: consentEvents.granted,
      at: consentEvents.at,
      via: consentEvents.via,
      wording: consentEvents.wording,
    })
    .from(consentEvents)
    .where(and(eq(consentEvents.orgId, orgId), eq(consentEvents.customerId, customerId)))
    .orderBy(desc(consentEvents.at), desc(consentEvents.seq));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** GET /customers/{id}/consents. */
export async function listConsents(db: Db, orgId: string, customerId: string) {
  await requireCustomer(db, orgId, customerId);
  const items = await consentEventsOf(db, orgId, customerId);
  // Oldest first, so that of two events at the same instant the later one wins.
  const current = currentConsents([...items].reverse());
  return {
    items,
    current: {
      service: current.service ?? null,
      marketing: current.marketing ?? null,
      processing: current.processing ?? null,
    },
  };
}
