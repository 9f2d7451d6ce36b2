import { LATE_CANCEL_MIN, type RefillFiguresWire } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The refill's figures of [start, end) (docs/product.md#waitlist): slots freed and offered, those an
 * offer's tap took and their service price, the average hours from freed to taken, late
 * cancellations, the no-show rate of the organisation's own first four weeks (the baseline the
 * period's rate is read against), and appointments the assistant booked within a week after the
 * same patient's no-show (recovered by the follow-up). One statement.
 */
export async function refillFigures(
  db: Db,
  orgId: string,
  start: number,
  end: number,
  now: Date,
): Promise<RefillFiguresWire> {
  const from = new Date(start).toISOString();
  const to = new Date(end).toISOString();
  const result = await db.execute(sql`with period_slots as (
      select s.status, s.created_at, s.closed_at, sv.price
      from refill_slots s
      left join appointments b on b.id = s.booked_appointment_id
      left join services sv on sv.id = b.service_id
      where s.org_id = ${orgId}::uuid and s.created_at >= ${from}::timestamptz and s.created_at < ${to}::timestamptz
    ), first_weeks as (
      select a.status from appointments a
      where a.org_id = ${orgId}::uuid
        and a.starts_at < (select min(starts_at) + interval '28 days' from appointments where org_id = ${orgId}::uuid)
        and a.starts_at < ${now.toISOString()}::timestamptz
    )
    select
      (select count(*) from period_slots where status <> 'chain_limit')::int as slots_freed,
      (select count(*) from period_slots where status = 'taken')::int as refilled,
      (select coalesce(sum(price), 0) from period_slots where status = 'taken')::float8 as recovered,
      (select avg(extract(epoch from closed_at - created_at) / 3600) from period_slots where status = 'taken')::float8
        as hours_to_refill,
      (select count(*) from appointments a where a.org_id = ${orgId}::uuid and a.status = 'cancelled'
        and a.updated_at >= ${from}::timestamptz and a.updated_at < ${to}::timestamptz
        and a.starts_at - a.updated_at < ${`${LATE_CANCEL_MIN} minutes`}::interval
        and a.starts_at > a.updated_at)::int as late_cancellations,
      (select count(*) filter (where status = 'no_show')::float8 / nullif(count(*) filter (where status <> 'cancelled'), 0)
        from first_weeks) as baseline,
      (select count(*) from appointments a where a.org_id = ${orgId}::uuid and a.booked_by = 'assistant'
        and a.created_at >= ${from}::timestamptz and a.created_at < ${to}::timestamptz
        and exists (select 1 from appointments m where m.org_id = a.org_id and m.customer_id = a.customer_id
          and m.status = 'no_show' and m.starts_at < a.created_at
          and m.starts_at >= a.created_at - interval '7 days'))::int as follow_up`);
  const r = result.rows[0] ?? {};
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    slotsFreed: Number(r.slots_freed ?? 0),
    refilled: Number(r.refilled ?? 0),
    recoveredRevenue: Number(r.recovered ?? 0),
    hoursToRefill: num(r.hours_to_refill),
    lateCancellations: Number(r.late_cancellations ?? 0),
    noShowRateBaseline: num(r.baseline),
    recoveredByFollowUp: Number(r.follow_up ?? 0),
  };
}
