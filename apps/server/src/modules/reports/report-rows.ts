import { liveStatuses, type ReportDrillFigure } from '@recepta/domain';
import { and, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, customers, locations, resources, services } from '../../db/schema/index.ts';

/** Which appointments stand behind a figure (docs/product.md#report-figures), as a condition. */
export function figureCondition(figure: ReportDrillFigure, now: Date): SQL | undefined {
  switch (figure) {
    case 'appointments':
      return undefined;
    case 'confirmed':
      return eq(appointments.status, 'CONFIRMED');
    case 'cancelled':
      return eq(appointments.status, 'cancelled');
    case 'noShows':
      return eq(appointments.status, 'no_show');
    case 'expectedRevenue':
      return inArray(appointments.status, [...liveStatuses]);
    case 'attended':
    case 'attendedRevenue':
      return and(inArray(appointments.status, [...liveStatuses]), lte(appointments.endsAt, now));
    case 'bookedByAssistant':
      return eq(appointments.bookedBy, 'assistant');
    case 'bookedByStaff':
      return eq(appointments.bookedBy, 'staff');
  }
}

/** The appointments of the organisation starting in [start, end) that also meet `extra`. */
export function inPeriod(orgId: string, start: number, end: number, ...extra: (SQL | undefined)[]) {
  return and(
    eq(appointments.orgId, orgId),
    gte(appointments.startsAt, new Date(start)),
    lt(appointments.startsAt, new Date(end)),
    ...extra,
  );
}

/** Appointments with everything a list or an export names: patient, service, professional, location. */
export function appointmentRows(db: Db) {
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      status: appointments.status,
      bookedBy: appointments.bookedBy,
      price: services.price,
      customerId: customers.id,
      customerName: customers.name,
      customerPhone: customers.phone,
      serviceId: services.id,
      serviceName: services.name,
      resourceId: resources.id,
      resourceName: resources.name,
      locationId: locations.id,
      locationName: locations.name,
      tz: locations.tz,
    })
    .from(appointments)
    .innerJoin(services, and(eq(services.orgId, appointments.orgId), eq(services.id, appointments.serviceId)))
    .innerJoin(resources, and(eq(resources.orgId, appointments.orgId), eq(resources.id, appointments.resourceId)))
    .innerJoin(locations, and(eq(locations.orgId, appointments.orgId), eq(locations.id, appointments.locationId)))
    .leftJoin(customers, and(eq(customers.orgId, appointments.orgId), eq(customers.id, appointments.customerId)))
    .$dynamic();
}
