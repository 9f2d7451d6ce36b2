import { countryForZone, DomainError, fieldMessages, normalizePhone } from '@recepta/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { requireCustomer } from './scheduling-rows.ts';

/**
 * The customer a booking is for: an existing one by id, or one described by name and phone. The
 * phone is normalised as the catalogue does (local numbers read as of the country of the zone,
 * here the booked resource's location). A live customer of the organisation with that number is
 * reused rather than duplicated, so the chat receptionist can book again and again for the same
 * WhatsApp number; otherwise the customer is created. Null: a booking without a customer.
 */
export async function resolveCustomer(
  db: Db,
  orgId: string,
  input: { customerId?: string | undefined; customer?: { name: string; phone: string } | undefined },
  tz: string,
): Promise<string | null> {
  if (input.customerId) return (await requireCustomer(db, orgId, input.customerId)).id;
  if (!input.customer) return null;
  const phone = normalizePhone(input.customer.phone, countryForZone(tz));
  if (!phone) throw new DomainError('validation_failed', { fields: { 'customer.phone': fieldMessages.invalidPhone } });
  const [existing] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.phone, phone), isNull(customers.archivedAt)))
    .orderBy(asc(customers.createdAt))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(customers)
    .values({ orgId, name: input.customer.name, phone })
    .returning({ id: customers.id });
  return created!.id;
}
