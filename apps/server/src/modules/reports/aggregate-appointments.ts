import { type AppointmentCounts, type AppointmentStatus, emptyAppointmentCounts, roundMoney } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveStatusesSql } from '../../db/status-sql.ts';
import { boundsLiteral } from './report-org.ts';

export interface AppointmentAggregates {
  /** One entry per bucket, in bucket order. */
  buckets: AppointmentCounts[];
  byResource: Map<string, AppointmentCounts>;
  byService: Map<string, AppointmentCounts>;
}

interface AggregateRow {
  bucket: number | null;
  resource_id: string | null;
  service_id: string | null;
  appointments: number;
  confirmed: number;
  cancelled: number;
  no_shows: number;
  attended: number;
  expected_revenue: string | number;
  attended_revenue: string | number;
  booked_by_assistant: number;
  booked_by_staff: number;
  booked_by_integration: number;
}

function countsOf(row: AggregateRow): AppointmentCounts {
  return {
    appointments: Number(row.appointments),
    confirmed: Number(row.confirmed),
    cancelled: Number(row.cancelled),
    noShows: Number(row.no_shows),
    attended: Number(row.attended),
    expectedRevenue: roundMoney(Number(row.expected_revenue)),
    attendedRevenue: roundMoney(Number(row.attended_revenue)),
    bookedByAssistant: Number(row.booked_by_assistant),
    bookedByStaff: Number(row.booked_by_staff),
    bookedByIntegration: Number(row.booked_by_integration),
  };
}

const status = (value: AppointmentStatus) => value;

/**
 * Counts the appointments starting in [first bound, last bound), in one pass of the database: per
 * bucket (width_bucket over the domain's bucket starts, so days, weeks and months are cut in the
 * organisation's zone exactly as the domain says), and, with `breakdowns`, per resource and per
 * service (grouping sets). Nothing is loaded row by row: a year of 100 000 appointments answers a
 * few hundred rows (docs/benchmarks.md#reports). Prices are the services' current ones.
 */
export async function aggregateAppointments(
  db: Db,
  orgId: string,
  bounds: readonly number[],
  now: Date,
  breakdowns: boolean,
): Promise<AppointmentAggregates> {
  const result: AppointmentAggregates = {
    buckets: Array.from({ length: Math.max(bounds.length - 1, 0) }, () => ({ ...emptyAppointmentCounts })),
    byResource: new Map(),
    byService: new Map(),
  };
  if (result.buckets.length === 0) return result;
  const start = new Date(bounds[0]!).toISOString();
  const end = new Date(bounds[bounds.length - 1]!).toISOString();
  const nowIso = now.toISOString();
  const groups = breakdowns ? sql`grouping sets ((bucket), (resource_id), (service_id))` : sql`bucket`;
  // Two steps: the appointments are counted once per (bucket, professional, service, status, booker,
  // attended), a plain hash aggregate with one count per row; the figures and the grouping sets
  // then work on those few thousand groups, and prices join them rather than every appointment.
  // The thresholds are cast once (a sub-select), not once per row.
  const { rows } = await db.execute(sql`
    with counted as (
      select width_bucket(a.starts_at, (select ${boundsLiteral(bounds)}::timestamptz[])) as bucket,
        a.resource_id, a.service_id, a.status, a.booked_by,
        (a.status in ${liveStatusesSql} and a.ends_at <= ${nowIso}) as attended,
        count(*) as n
      from appointments a
      where a.org_id = ${orgId} and a.starts_at >= ${start} and a.starts_at < ${end}
      group by 1, 2, 3, 4, 5, 6
    ),
    priced as (
      select c.*, c.n * s.price as revenue
      from counted c join services s on s.org_id = ${orgId} and s.id = c.service_id
    )
    select ${breakdowns ? sql`bucket, resource_id, service_id` : sql`bucket, null as resource_id, null as service_id`},
      sum(n)::int as appointments,
      coalesce(sum(n) filter (where status = ${status('CONFIRMED')}), 0)::int as confirmed,
      coalesce(sum(n) filter (where status = ${status('cancelled')}), 0)::int as cancelled,
      coalesce(sum(n) filter (where status = ${status('no_show')}), 0)::int as no_shows,
      coalesce(sum(n) filter (where attended), 0)::int as attended,
      coalesce(sum(revenue) filter (where status in ${liveStatusesSql}), 0)::text as expected_revenue,
      coalesce(sum(revenue) filter (where attended), 0)::text as attended_revenue,
      coalesce(sum(n) filter (where booked_by = 'assistant'), 0)::int as booked_by_assistant,
      coalesce(sum(n) filter (where booked_by = 'staff'), 0)::int as booked_by_staff,
      coalesce(sum(n) filter (where booked_by = 'apiKey'), 0)::int as booked_by_integration
    from priced
    group by ${groups}`);
  for (const row of rows as unknown as AggregateRow[]) {
    const counts = countsOf(row);
    if (row.resource_id !== null) result.byResource.set(String(row.resource_id), counts);
    else if (row.service_id !== null) result.byService.set(String(row.service_id), counts);
    else if (row.bucket !== null) {
      const index = Number(row.bucket) - 1;
      if (index >= 0 && index < result.buckets.length) result.buckets[index] = counts;
    }
  }
  return result;
}
