import {
  type AppointmentWire,
  type CallWire,
  type PastAppointment,
  riskReasons,
  riskReasonTexts,
} from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Today's "Llamar" list (docs/product.md#no-shows): today's upcoming live appointments whose patient
 * the domain's riskReasons flags — two no-shows in their last six appointments, or not confirmed two
 * hours before — with the phone number, so a person calls those a message will not move. One
 * statement for the histories of every patient on the list.
 */
export async function callList(
  db: Db,
  orgId: string,
  today: readonly AppointmentWire[],
  now: Date,
): Promise<CallWire[]> {
  const upcoming = today.filter(
    (a) => a.customer && (a.status === 'pending' || a.status === 'CONFIRMED') && Date.parse(a.start) > now.getTime(),
  );
  if (upcoming.length === 0) return [];
  const ids = [...new Set(upcoming.map((a) => a.customer!.id))];
  const rows = await db.execute(sql`select customer_id, starts_at, status, updated_at from appointments
    where org_id = ${orgId}::uuid and starts_at < ${now.toISOString()}::timestamptz
      and customer_id = any(${sql.param(ids)}::uuid[])
    order by starts_at desc`);
  const history = new Map<string, PastAppointment[]>();
  for (const r of rows.rows) {
    const list = history.get(String(r.customer_id)) ?? [];
    list.push({
      start: new Date(r.starts_at as string).getTime(),
      status: r.status as PastAppointment['status'],
      cancelledAt: r.status === 'cancelled' ? new Date(r.updated_at as string).getTime() : null,
    });
    history.set(String(r.customer_id), list);
  }
  const calls: CallWire[] = [];
  for (const a of upcoming) {
    const customer = a.customer!;
    const reasons = riskReasons({
      start: Date.parse(a.start),
      status: a.status,
      history: history.get(customer.id) ?? [],
      now: now.getTime(),
    });
    if (reasons.length === 0) continue;
    calls.push({ appointmentId: a.id, start: a.start, customer, reasons, why: reasons.map((r) => riskReasonTexts[r]) });
  }
  return calls;
}
