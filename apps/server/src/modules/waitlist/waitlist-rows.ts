import { formatHHMM, type WaitlistWire } from '@recepta/domain';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, resources, services, waitlistEntries } from '../../db/schema/index.ts';

/** The open entries of an organisation (or one of them), joined with the names the list shows. */
export async function readWaitlist(db: Db, orgId: string, only?: SQL): Promise<WaitlistWire[]> {
  const rows = await db
    .select({
      id: waitlistEntries.id,
      customerId: customers.id,
      customerName: customers.name,
      customerPhone: customers.phone,
      serviceId: services.id,
      serviceName: services.name,
      resourceId: resources.id,
      resourceName: resources.name,
      days: waitlistEntries.days,
      fromMin: waitlistEntries.fromMin,
      toMin: waitlistEntries.toMin,
      until: waitlistEntries.until,
      source: waitlistEntries.source,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(customers, eq(customers.id, waitlistEntries.customerId))
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(resources, eq(resources.id, waitlistEntries.resourceId))
    .where(and(eq(waitlistEntries.orgId, orgId), isNull(waitlistEntries.endedAt), only))
    .orderBy(asc(waitlistEntries.createdAt));
  return rows.map((r) => ({
    id: r.id,
    customer: { id: r.customerId, name: r.customerName, phone: r.customerPhone },
    service: { id: r.serviceId, name: r.serviceName },
    resource: r.resourceId && r.resourceName !== null ? { id: r.resourceId, name: r.resourceName } : null,
    days: r.days,
    from: r.fromMin === null ? null : formatHHMM(r.fromMin),
    to: r.toMin === null ? null : formatHHMM(r.toMin),
    until: r.until,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
  }));
}
