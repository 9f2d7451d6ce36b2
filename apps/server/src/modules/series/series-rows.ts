import { DomainError, holdsSlot } from '@recepta/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentSeries, appointments } from '../../db/schema/index.ts';

/** The series of this organisation (404 for another's, as for every id), locked for the change. */
export async function lockSeries(tx: Db, orgId: string, id: string) {
  const [series] = await tx
    .select()
    .from(appointmentSeries)
    .where(and(eq(appointmentSeries.id, id), eq(appointmentSeries.orgId, orgId)))
    .for('update');
  if (!series) throw new DomainError('not_found', { field: 'seriesId' }, 'Serie no encontrada');
  return series;
}

/** The series' appointments from `fromIndex` on, in order, with whether each still holds its slot. */
export async function occurrencesFrom(tx: Db, seriesId: string, fromIndex: number) {
  const rows = await tx
    .select({
      id: appointments.id,
      index: appointments.seriesIndex,
      resourceId: appointments.resourceId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(eq(appointments.seriesId, seriesId), gte(appointments.seriesIndex, fromIndex)))
    .orderBy(asc(appointments.seriesIndex));
  return rows.map((r) => ({ ...r, index: r.index ?? 0, live: holdsSlot(r.status) }));
}
