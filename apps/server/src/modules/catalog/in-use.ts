import { DomainError, liveStatuses } from '@recepta/domain';
import { and, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';

/**
 * Refuses to delete something that future live appointments still use (409 in_use), saying what
 * uses it: 'No se puede eliminar: 3 citas futuras usan este servicio'.
 */
export async function refuseIfFutureAppointments(db: Db, where: SQL, now: Date, what: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(where, gt(appointments.endsAt, now), inArray(appointments.status, [...liveStatuses])));
  const n = Number(row?.n ?? 0);
  if (n > 0) {
    const citas = n === 1 ? '1 cita futura usa' : `${n} citas futuras usan`;
    throw new DomainError('in_use', { count: n }, `No se puede eliminar: ${citas} ${what}`);
  }
}

/** Appointments of this organisation that point at `id`: scoped, so another org's id counts nothing. */
export function appointmentsOf(
  orgId: string,
  column: 'serviceId' | 'resourceId' | 'customerId' | 'locationId',
  id: string,
): SQL {
  return and(eq(appointments.orgId, orgId), eq(appointments[column], id)) as SQL;
}
