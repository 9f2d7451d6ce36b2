import {
  type AppointmentCounts,
  type AppointmentStatus,
  addCounts,
  emptyAppointmentCounts,
  roundMoney,
} from '@recepta/domain';
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
 * Every appointment figure of [start, end), grouped by `by`: the bucket (width_bucket over the
 * domain's bucket starts, cast once in a sub-select, so days, weeks and months are cut exactly as
 * the domain says) or the (professional, service) pair. One hash aggregate with a small key over the
 * appointments, prices joined from the services (a handful of rows).
 */
async function countAppointments(
  db: Db,
  orgId: string,
  bounds: readonly number[],
  now: Date,
  by: 'bucket' | 'pair',
): Promise<AggregateRow[]> {
  const start = new Date(bounds[0]!).toISOString();
  const end = new Date(bounds[bounds.length - 1]!).toISOString();
  const live = sql`a.status in ${liveStatusesSql}`;
  const attended = sql`(${live} and a.ends_at <= ${now.toISOString()})`;
  const keys =
    by === 'bucket'
      ? sql`width_bucket(a.starts_at, (select ${boundsLiteral(bounds)}::timestamptz[])) as bucket, null as resource_id, null as service_id`
      : sql`null as bucket, a.resource_id, a.service_id`;
  const { rows } = await db.execute(sql`
    select ${keys},
      count(*)::int as appointments,
      count(*) filter (where a.status = ${status('CONFIRMED')})::int as confirmed,
      count(*) filter (where a.status = ${status('cancelled')})::int as cancelled,
      count(*) filter (where a.status = ${status('no_show')})::int as no_shows,
      count(*) filter (where ${attended})::int as attended,
      coalesce(sum(s.price) filter (where ${live}), 0)::text as expected_revenue,
      coalesce(sum(s.price) filter (where ${attended}), 0)::text as attended_revenue,
      count(*) filter (where a.booked_by = 'assistant')::int as booked_by_assistant,
      count(*) filter (where a.booked_by = 'staff')::int as booked_by_staff,
      count(*) filter (where a.booked_by = 'apiKey')::int as booked_by_integration
    from appointments a
    join services s on s.org_id = a.org_id and s.id = a.service_id
    where a.org_id = ${orgId} and a.starts_at >= ${start} and a.starts_at < ${end}
    group by ${by === 'bucket' ? sql`1` : sql`2, 3`}`);
  return rows as unknown as AggregateRow[];
}

/**
 * Counts the appointments starting in [first bound, last bound): per bucket and, with
 * `breakdowns`, per professional and per service. Two aggregates that PostgreSQL runs at once on
 * two connections (the pairs are few: professionals × services, added up here); nothing is loaded
 * row by row, so a year of 100 000 appointments answers a few hundred rows
 * (docs/benchmarks.md#reports). Prices are the services' current ones.
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
  const [buckets, pairs] = await Promise.all([
    countAppointments(db, orgId, bounds, now, 'bucket'),
    breakdowns ? countAppointments(db, orgId, bounds, now, 'pair') : Promise.resolve([]),
  ]);
  for (const row of buckets) {
    const index = Number(row.bucket) - 1;
    if (index >= 0 && index < result.buckets.length) result.buckets[index] = countsOf(row);
  }
  const addTo = (map: Map<string, AppointmentCounts>, id: string, counts: AppointmentCounts) =>
    map.set(id, addCounts(map.get(id) ?? { ...emptyAppointmentCounts }, counts));
  for (const row of pairs) {
    const counts = countsOf(row);
    addTo(result.byResource, String(row.resource_id), counts);
    addTo(result.byService, String(row.service_id), counts);
  }
  return result;
}
