import { type CustomerAppointment, formatInstantInZone } from '@recepta/domain';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, locations, resources, services } from '../../db/schema/index.ts';

/** Enough to answer "when is my appointment?" from the thread without opening the agenda. */
const THREAD_LIMITS = { upcoming: 5, recent: 3 };

/**
 * The customer's next appointments and the last few past ones, by start, each with its start in
 * the zone of its location (docs/api.md#conventions). An appointment under way counts as upcoming.
 */
export async function customerAppointments(
  db: Db,
  orgId: string,
  customerId: string,
  now: Date,
  limits: { upcoming: number; recent: number } = THREAD_LIMITS,
): Promise<CustomerAppointment[]> {
  const base = () =>
    db
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        serviceId: services.id,
        serviceName: services.name,
        resourceId: resources.id,
        resourceName: resources.name,
        tz: locations.tz,
        bookedBy: appointments.bookedBy,
      })
      .from(appointments)
      .innerJoin(services, and(eq(services.orgId, appointments.orgId), eq(services.id, appointments.serviceId)))
      .innerJoin(resources, and(eq(resources.orgId, appointments.orgId), eq(resources.id, appointments.resourceId)))
      .innerJoin(locations, and(eq(locations.orgId, appointments.orgId), eq(locations.id, appointments.locationId)))
      .$dynamic();
  const mine = and(eq(appointments.orgId, orgId), eq(appointments.customerId, customerId));
  const [upcoming, recent] = await Promise.all([
    base()
      .where(and(mine, gt(appointments.endsAt, now)))
      .orderBy(asc(appointments.startsAt))
      .limit(limits.upcoming),
    base()
      .where(and(mine, lte(appointments.endsAt, now)))
      .orderBy(desc(appointments.startsAt))
      .limit(limits.recent),
  ]);
  return [...recent.reverse(), ...upcoming].map((row) => ({
    id: row.id,
    start: formatInstantInZone(row.startsAt.getTime(), row.tz),
    end: formatInstantInZone(row.endsAt.getTime(), row.tz),
    status: row.status as CustomerAppointment['status'],
    upcoming: row.endsAt.getTime() > now.getTime(),
    service: { id: row.serviceId, name: row.serviceName },
    resource: { id: row.resourceId, name: row.resourceName },
    bookedBy: row.bookedBy as CustomerAppointment['bookedBy'],
  }));
}
