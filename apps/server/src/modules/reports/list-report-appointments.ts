import {
  type AppointmentStatus,
  formatInstantInZone,
  REPORT_DRILL_PAGE,
  type ReportAppointments,
  type ReportAppointmentsQuery,
} from '@recepta/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { reportOrg } from './report-org.ts';
import { appointmentRows, figureCondition, inPeriod } from './report-rows.ts';

/**
 * GET /reports/appointments: the appointments behind one figure of the Reports screen (its
 * drill-down), earliest first, a page of 100 at a time, optionally of one professional or service.
 */
export async function listReportAppointments(
  db: Db,
  { orgId }: Pick<OrgActor, 'orgId'>,
  input: ReportAppointmentsQuery,
  now: Date,
): Promise<ReportAppointments> {
  const where = inPeriod(
    orgId,
    Date.parse(input.from),
    Date.parse(input.to),
    figureCondition(input.figure, now),
    input.resourceId ? eq(appointments.resourceId, input.resourceId) : undefined,
    input.serviceId ? eq(appointments.serviceId, input.serviceId) : undefined,
  );
  const [{ currency }, rows, total] = await Promise.all([
    reportOrg(db, orgId),
    appointmentRows(db)
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(REPORT_DRILL_PAGE)
      .offset(input.offset),
    db.select({ n: count() }).from(appointments).where(where),
  ]);
  return {
    currency,
    total: total[0]?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      start: formatInstantInZone(row.startsAt.getTime(), row.tz),
      status: row.status as AppointmentStatus,
      price: Number(row.price),
      customer: row.customerId ? { id: row.customerId, name: row.customerName ?? '' } : null,
      service: { id: row.serviceId, name: row.serviceName },
      resource: { id: row.resourceId, name: row.resourceName },
      location: { id: row.locationId, name: row.locationName, tz: row.tz },
    })),
  };
}
