import type { AppointmentStatus } from '@recepta/domain';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';

/** An appointment written straight to the table, for in_use checks (the scheduling API is separate). */
export async function insertAppointment(
  db: Db,
  row: {
    orgId: string;
    locationId: string;
    resourceId: string;
    serviceId: string;
    customerId?: string;
    start: Date;
    minutes?: number;
    status?: AppointmentStatus;
  },
) {
  await db.insert(appointments).values({
    orgId: row.orgId,
    locationId: row.locationId,
    resourceId: row.resourceId,
    serviceId: row.serviceId,
    customerId: row.customerId ?? null,
    startsAt: row.start,
    endsAt: new Date(row.start.getTime() + (row.minutes ?? 30) * 60_000),
    ...(row.status ? { status: row.status } : {}),
  });
}
