import { planReminders, skipReasons } from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, scheduledMessages } from '../../db/schema/index.ts';
import { liveStatusesSql } from '../../db/status-sql.ts';
import { JOBS_CHANNEL } from '../../jobs/enqueue.ts';

/** What planning needs to know of one appointment. */
export interface PlannedAppointment {
  id: string;
  customerId: string | null;
  startsAt: Date;
}

/**
 * Plans (or plans again) the reminders of appointments, in the caller's transaction
 * (docs/product.md#reminders): one row per appointment and frequency, written in one statement.
 * A reminder whose moment is unchanged keeps its row and state; a moved one is scheduled again; one
 * whose moment has already passed is recorded as skipped with the reason; frequencies no longer in
 * the list are cancelled (`fresh`: a new appointment, which has none). The dispatchers are woken
 * for the earliest new moment.
 */
export async function planAppointmentReminders(
  tx: Db,
  orgId: string,
  appts: readonly PlannedAppointment[],
  frequencies: readonly number[],
  now: Date,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const rows = appts.flatMap((a) =>
    a.customerId === null
      ? []
      : planReminders(a.startsAt.getTime(), frequencies, now.getTime()).map((p) => ({
          a: a.id,
          c: a.customerId,
          o: p.offsetMin,
          r: new Date(p.runAt).toISOString(),
          s: p.tooLate ? 'skipped' : 'scheduled',
          why: p.tooLate ? skipReasons.tooLate : null,
        })),
  );
  // A new appointment has nothing to cancel: without reminders to plan, there is nothing to write.
  if (options.fresh && rows.length === 0) return;
  const ids = options.fresh ? [] : appts.map((a) => a.id);
  const offsets = `{${[...new Set(frequencies)].join(',')}}`;
  const stamp = now.toISOString();
  const due = rows.filter((r) => r.s === 'scheduled').map((r) => r.r);
  const earliest = due.length > 0 ? String(Date.parse(due.sort()[0]!)) : null;
  // One round trip: cancel the reminders of frequencies no longer configured, upsert the planned
  // ones, and wake the dispatchers (on commit) when one of them is still to go out.
  await tx.execute(sql`with cancelled as (
      update ${scheduledMessages} s set status = 'cancelled', reason = ${skipReasons.frequencyRemoved}, updated_at = ${stamp}::timestamptz
      where s.appointment_id = any(${sql.param(ids)}::uuid[])
        and s.status = 'scheduled' and not (s.offset_min = any(${offsets}::int[]))
      returning 1
    ), planned as (
      insert into ${scheduledMessages}
        (org_id, kind, appointment_id, offset_min, customer_id, run_at, status, reason, created_at, updated_at)
      select ${orgId}::uuid, 'reminder', x.a, x.o, x.c, x.r, x.s, x.why, ${stamp}::timestamptz, ${stamp}::timestamptz
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(a uuid, c uuid, o int, r timestamptz, s text, why text)
      on conflict (appointment_id, offset_min) do update set
        run_at = excluded.run_at, status = excluded.status, reason = excluded.reason, customer_id = excluded.customer_id,
        message_id = null, updated_at = excluded.updated_at
      where scheduled_messages.run_at is distinct from excluded.run_at
         or scheduled_messages.customer_id is distinct from excluded.customer_id
         or scheduled_messages.status = 'cancelled'
      returning 1
    )
    select pg_notify(${JOBS_CHANNEL}, ${earliest}::text) where ${earliest}::text is not null`);
}

/** The appointment was cancelled or marked no-show: its pending reminders will not go out. */
export async function cancelAppointmentReminders(tx: Db, appointmentId: string, now: Date): Promise<void> {
  await tx
    .update(scheduledMessages)
    .set({ status: 'cancelled', reason: skipReasons.appointmentGone, updatedAt: now })
    .where(and(eq(scheduledMessages.appointmentId, appointmentId), eq(scheduledMessages.status, 'scheduled')));
}

/**
 * Configuración changed the frequencies: every future live appointment of the organisation is
 * planned again, in batches (10,000 appointments take a few statements, not 10,000).
 */
export async function replanOrgReminders(tx: Db, orgId: string, frequencies: readonly number[], now: Date) {
  const BATCH = 2_000;
  const future = await tx
    .select({ id: appointments.id, customerId: appointments.customerId, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.orgId, orgId),
        sql`${appointments.status} in ${liveStatusesSql}`,
        sql`${appointments.startsAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  for (let i = 0; i < future.length; i += BATCH) {
    await planAppointmentReminders(tx, orgId, future.slice(i, i + BATCH), frequencies, now);
  }
}
