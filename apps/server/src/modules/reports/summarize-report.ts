import {
  type AppointmentCounts,
  addCounts,
  bucketBounds,
  emptyAppointmentCounts,
  formatInstantInZone,
  instantsPeriod,
  previousPeriod,
  type ReportSummary,
  type ReportSummaryQuery,
  reportBuckets,
  withRates,
} from '@recepta/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readConnections } from '../../db/read-connections.ts';
import { resources, services } from '../../db/schema/index.ts';
import type { OrgActor } from '../../http/actor.ts';
import { aggregateAppointments } from './aggregate-appointments.ts';
import { countLeads } from './count-leads.ts';
import { countReminders } from './count-reminders.ts';
import { refillFigures } from './refill-figures.ts';
import { reportOrg } from './report-org.ts';

type Figures = ReportSummary['totals'];

function figures(
  counts: AppointmentCounts,
  leads: number,
  reminders: { remindersSent: number; remindersRead: number },
) {
  return { ...withRates(counts), leads, ...reminders } satisfies Figures;
}

function sumFigures(items: Figures[]): Figures {
  let counts: AppointmentCounts = { ...emptyAppointmentCounts };
  let leads = 0;
  let remindersSent = 0;
  let remindersRead = 0;
  for (const item of items) {
    const { confirmedRate: _c, noShowRate: _n, leads: l, remindersSent: s, remindersRead: r, ...rest } = item;
    counts = addCounts(counts, rest);
    leads += l;
    remindersSent += s;
    remindersRead += r;
  }
  return figures(counts, leads, { remindersSent, remindersRead });
}

/**
 * GET /reports/summary (docs/api.md#reports): the figures of [from, to), bucketed by day, week or
 * month in the organisation's zone, broken down by professional and service, and the same totals
 * for the period of the same length just before (docs/product.md#report-figures). Every count is
 * a GROUP BY in the database; the domain cuts the periods.
 */
export async function summarizeReport(
  db: Db,
  { orgId }: Pick<OrgActor, 'orgId'>,
  input: Pick<ReportSummaryQuery, 'from' | 'to' | 'groupBy'>,
  now: Date,
): Promise<ReportSummary> {
  const { tz, currency } = await reportOrg(db, orgId);
  const period = instantsPeriod(Date.parse(input.from), Date.parse(input.to), tz);
  const previous = previousPeriod(period, tz);
  const buckets = reportBuckets(period, input.groupBy, tz);
  const bounds = bucketBounds(buckets);
  const [appointments, leads, leadsBefore, reminders, remindersBefore, resourceRows, serviceRows, refill] =
    await Promise.all([
      // The period before is bucket 1 of the same scan (it ends where the period starts).
      aggregateAppointments(db, orgId, [previous.start, ...bounds], now, readConnections(db)),
      countLeads(db, orgId, bounds),
      countLeads(db, orgId, [previous.start, previous.end]),
      countReminders(db, orgId, bounds),
      countReminders(db, orgId, [previous.start, previous.end]),
      db
        .select({ id: resources.id, name: resources.name, color: resources.backgroundColor })
        .from(resources)
        .where(eq(resources.orgId, orgId)),
      db.select({ id: services.id, name: services.name }).from(services).where(eq(services.orgId, orgId)),
      refillFigures(db, orgId, period.start, period.end, now),
    ]);
  const series = appointments.buckets.map((counts, i) => figures(counts, leads[i] ?? 0, reminders[i]!));
  const at = (instant: number) => formatInstantInZone(instant, tz);
  const resourceOf = new Map(resourceRows.map((r) => [r.id, r]));
  const serviceOf = new Map(serviceRows.map((s) => [s.id, s]));
  const byCount = (a: { appointments: number; name: string }, b: { appointments: number; name: string }) =>
    b.appointments - a.appointments || a.name.localeCompare(b.name, 'es');

  return {
    currency,
    tz,
    from: at(period.start),
    to: at(period.end),
    groupBy: input.groupBy,
    totals: sumFigures(series),
    previous: {
      from: at(previous.start),
      to: at(previous.end),
      totals: figures(appointments.previous, leadsBefore[0] ?? 0, remindersBefore[0]!),
    },
    series: buckets.map((bucket, i) => ({
      period: bucket.period,
      from: at(bucket.start),
      to: at(bucket.end),
      ...series[i]!,
    })),
    byResource: [...appointments.byResource]
      .map(([id, counts]) => ({
        resourceId: id,
        name: resourceOf.get(id)?.name ?? '',
        color: resourceOf.get(id)?.color ?? '#64748b',
        ...withRates(counts),
      }))
      .sort(byCount),
    byService: [...appointments.byService]
      .map(([id, counts]) => ({ serviceId: id, name: serviceOf.get(id)?.name ?? '', ...withRates(counts) }))
      .sort(byCount),
    refill,
  };
}
