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
  /** The whole period before (first bound to second), for the change arrows. */
  previous: AppointmentCounts;
  /** One entry per bucket of the period, in bucket order. */
  buckets: AppointmentCounts[];
  /** The period's (never the period before's) figures per professional and per service. */
  byResource: Map<string, AppointmentCounts>;
  byService: Map<string, AppointmentCounts>;
}

interface AggregateRow {
  /** 0 for a (bucket, service) row, 1 for a (professional, service) row: SQL's grouping(). */
  pair: number;
  bucket: number | null;
  resource_id: string | null;
  /** Null on a bucket's row. */
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

/** The first uuid of the k-th of `parts` equal slices of the uuid space (ids are random, v4). */
function uuidSlice(k: number, parts: number): string {
  const head = Math.floor((k * 0x1_0000_0000) / parts);
  return `${head.toString(16).padStart(8, '0')}-0000-0000-0000-000000000000`;
}

/**
 * One statement over the appointments of [bounds[0], last bound) — whose ids fall in the k-th of
 * `parts` slices — counted twice in one pass with grouping sets: per (bucket, service) and, for the
 * period only (bucket ≥ 2), per (professional, service). Buckets are width_bucket over the domain's
 * bounds (cast once in a sub-select), so days, weeks and months are cut exactly as the domain says,
 * and bucket 1 is the whole period before. No per-row join: prices are the services' current ones,
 * multiplied in by service once the rows are counted (numeric, exact), and a bucket's services
 * added up before the answer leaves the database.
 */
async function countAppointments(
  db: Db,
  orgId: string,
  bounds: readonly number[],
  now: Date,
  slice: { k: number; parts: number },
): Promise<AggregateRow[]> {
  const start = new Date(bounds[0]!).toISOString();
  const periodStart = new Date(bounds[1]!).toISOString();
  const end = new Date(bounds[bounds.length - 1]!).toISOString();
  const live = sql`r.status in ${liveStatusesSql}`;
  const attended = sql`(${live} and r.ends_at <= ${now.toISOString()})`;
  const ids = [
    slice.k > 0 ? sql` and a.id >= ${uuidSlice(slice.k, slice.parts)}` : sql``,
    slice.k < slice.parts - 1 ? sql` and a.id < ${uuidSlice(slice.k + 1, slice.parts)}` : sql``,
  ];
  const { rows } = await db.execute(sql`
    select x.pair, x.bucket, x.resource_id,
      case when x.pair = 1 then x.service_id end as service_id, sum(x.appointments)::int as appointments,
      sum(x.confirmed)::int as confirmed, sum(x.cancelled)::int as cancelled, sum(x.no_shows)::int as no_shows,
      sum(x.attended)::int as attended, sum(x.live * s.price)::text as expected_revenue,
      sum(x.attended * s.price)::text as attended_revenue, sum(x.booked_by_assistant)::int as booked_by_assistant,
      sum(x.booked_by_staff)::int as booked_by_staff, sum(x.booked_by_integration)::int as booked_by_integration
    from (
      select grouping(r.bucket)::int as pair, r.bucket, r.before, r.resource_id, r.service_id,
        count(*)::int as appointments,
        count(*) filter (where r.status = ${status('CONFIRMED')})::int as confirmed,
        count(*) filter (where r.status = ${status('cancelled')})::int as cancelled,
        count(*) filter (where r.status = ${status('no_show')})::int as no_shows,
        count(*) filter (where ${live})::int as live,
        count(*) filter (where ${attended})::int as attended,
        count(*) filter (where r.booked_by = 'assistant')::int as booked_by_assistant,
        count(*) filter (where r.booked_by = 'staff')::int as booked_by_staff,
        count(*) filter (where r.booked_by = 'apiKey')::int as booked_by_integration
      from (
        select width_bucket(a.starts_at, (select ${boundsLiteral(bounds)}::timestamptz[])) as bucket,
          a.starts_at < ${periodStart} as before, a.resource_id, a.service_id, a.status, a.booked_by, a.ends_at
        from appointments a
        where a.org_id = ${orgId} and a.starts_at >= ${start} and a.starts_at < ${end}${ids[0]}${ids[1]}
      ) r
      group by grouping sets ((r.bucket, r.service_id), (r.before, r.resource_id, r.service_id))
    ) x
    join services s on s.org_id = ${orgId} and s.id = x.service_id
    where x.before is not true
    -- A bucket's services added up here: the server gets one row per bucket.
    group by x.pair, x.bucket, x.resource_id, case when x.pair = 1 then x.service_id end`);
  return rows as unknown as AggregateRow[];
}

/**
 * Counts the appointments starting in [bounds[0], last bound): the period before as a whole
 * ([bounds[0], bounds[1])), the period per bucket (the bounds after), and the period per
 * professional and per service. One scan of the rows; on PostgreSQL it is cut in `parts` slices
 * of ids read at once on as many connections, and added up here. Nothing is loaded row by row: a
 * year of 100,000 appointments answers a few hundred rows (docs/benchmarks.md#reports).
 */
export async function aggregateAppointments(
  db: Db,
  orgId: string,
  bounds: readonly number[],
  now: Date,
  parts = 1,
): Promise<AppointmentAggregates> {
  const result: AppointmentAggregates = {
    previous: { ...emptyAppointmentCounts },
    buckets: Array.from({ length: Math.max(bounds.length - 2, 0) }, () => ({ ...emptyAppointmentCounts })),
    byResource: new Map(),
    byService: new Map(),
  };
  if (result.buckets.length === 0) return result;
  const slices = await Promise.all(
    Array.from({ length: parts }, (_, k) => countAppointments(db, orgId, bounds, now, { k, parts })),
  );
  const addTo = (map: Map<string, AppointmentCounts>, id: string, counts: AppointmentCounts) =>
    map.set(id, addCounts(map.get(id) ?? { ...emptyAppointmentCounts }, counts));
  for (const row of slices.flat()) {
    const counts = countsOf(row);
    if (Number(row.pair) === 1) {
      addTo(result.byResource, String(row.resource_id), counts);
      addTo(result.byService, String(row.service_id), counts);
      continue;
    }
    const index = Number(row.bucket) - 2;
    if (index === -1) result.previous = addCounts(result.previous, counts);
    else if (index >= 0 && index < result.buckets.length) {
      result.buckets[index] = addCounts(result.buckets[index]!, counts);
    }
  }
  return result;
}
