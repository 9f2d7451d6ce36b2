import type { FreedSlotWire } from '@recepta/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Freed slots with their offers, as the agenda and GET /appointments/{id}/offers show them: those
 * an appointment freed, or those whose time overlaps a range. Instants are ISO in UTC.
 */
export async function readFreedSlots(
  db: Db,
  orgId: string,
  only: { freedBy: string } | { from: Date; to: Date },
): Promise<FreedSlotWire[]> {
  const filter =
    'freedBy' in only
      ? sql`s.freed_by = ${only.freedBy}::uuid`
      : sql`s.starts_at < ${only.to.toISOString()}::timestamptz and s.ends_at > ${only.from.toISOString()}::timestamptz`;
  const slots = await db.execute(sql`select s.id, s.resource_id, s.starts_at, s.ends_at, s.cause, s.freed_by, s.status,
      s.depth, s.next_wave_at, s.booked_appointment_id
    from refill_slots s where s.org_id = ${orgId}::uuid and ${filter}
    order by s.created_at desc limit 500`);
  if (slots.rows.length === 0) return [];
  const ids = slots.rows.map((r) => String(r.id));
  const offers = await db.execute(sql`select o.id, o.slot_id, o.customer_id, cu.name, o.sent_at, o.status
    from refill_offers o join customers cu on cu.id = o.customer_id
    where o.org_id = ${orgId}::uuid and o.slot_id = any(${sql.param(ids)}::uuid[])
    order by o.sent_at, o.wave, cu.name`);
  const iso = (v: unknown) => new Date(v as string).toISOString();
  return slots.rows.map((s) => ({
    id: String(s.id),
    resourceId: String(s.resource_id),
    start: iso(s.starts_at),
    end: iso(s.ends_at),
    cause: s.cause as FreedSlotWire['cause'],
    freedBy: (s.freed_by as string | null) ?? null,
    status: s.status as FreedSlotWire['status'],
    depth: Number(s.depth),
    nextWaveAt: s.next_wave_at ? iso(s.next_wave_at) : null,
    bookedAppointmentId: (s.booked_appointment_id as string | null) ?? null,
    offers: offers.rows
      .filter((o) => o.slot_id === s.id)
      .map((o) => ({
        id: String(o.id),
        customerId: String(o.customer_id),
        customerName: String(o.name),
        sentAt: iso(o.sent_at),
        status: o.status as FreedSlotWire['offers'][number]['status'],
      })),
  }));
}
