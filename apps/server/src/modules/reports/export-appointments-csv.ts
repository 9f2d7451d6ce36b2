import {
  bookedByLabels,
  csvLine,
  formatHHMM,
  instantsPeriod,
  instantToZoned,
  type ReportExportQuery,
  reportCsvFileName,
  reportCsvHeaders,
  statusLabels,
  UTF8_BOM,
} from '@recepta/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { reportOrg } from './report-org.ts';
import { appointmentRows, inPeriod } from './report-rows.ts';

/**
 * GET /reports/export.csv (docs/api.md#reports): one row per appointment starting in [from, to),
 * any status, earliest first; date and time in the zone of the appointment's location; UTF-8 with
 * a byte order mark so spreadsheets read the accents. The file is named after the local days of
 * the organisation's zone it covers.
 */
export async function exportAppointmentsCsv(
  db: Db,
  { orgId }: Pick<OrgActor, 'orgId'>,
  input: ReportExportQuery,
): Promise<{ fileName: string; body: string }> {
  const start = Date.parse(input.from);
  const end = Date.parse(input.to);
  const [{ tz }, rows] = await Promise.all([
    reportOrg(db, orgId),
    appointmentRows(db)
      .where(inPeriod(orgId, start, end))
      .orderBy(asc(appointments.startsAt), asc(appointments.id)),
  ]);
  const lines = [UTF8_BOM, csvLine(reportCsvHeaders)];
  for (const row of rows) {
    const wall = instantToZoned(row.startsAt.getTime(), row.tz);
    lines.push(
      csvLine([
        wall.date,
        formatHHMM(wall.minutes),
        row.customerName ?? '',
        row.customerPhone ?? '',
        row.serviceName,
        row.resourceName,
        row.locationName,
        statusLabels[row.status],
        Number(row.price),
        bookedByLabels[row.bookedBy],
      ]),
    );
  }
  const period = instantsPeriod(start, end, tz);
  return { fileName: reportCsvFileName(period.firstDate, period.lastDate), body: lines.join('') };
}
