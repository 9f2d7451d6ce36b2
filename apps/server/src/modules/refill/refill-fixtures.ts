/** Test helpers for the refill: patients waiting, the dispatcher at the test clock, the sandbox taps. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { Clinic } from '../scheduling/scheduling-fixtures.ts';

export interface Waiting {
  customerId: string;
  phone: string;
  name: string;
}

/** `count` new patients, each on the waitlist for the clinic's service, in join order. */
let nextPhone = 0;

export async function waitingPatients(
  c: Clinic,
  count: number,
  extra: (i: number) => Record<string, unknown> = () => ({}),
  prefix = 'Paciente',
): Promise<Waiting[]> {
  const out: Waiting[] = [];
  for (let i = 0; i < count; i++) {
    nextPhone += 1;
    const phone = `+5067${String(nextPhone).padStart(7, '0')}`;
    const name = `${prefix} ${i + 1}`;
    const res = await c.api.post('/api/customers', { name, phone });
    expect(res.statusCode, res.body).toBe(201);
    const customerId = res.json().id as string;
    const entry = await c.api.post('/api/waitlist', {
      customerId,
      serviceId: c.serviceId,
      until: '2026-12-31',
      ...extra(i),
    });
    expect(entry.statusCode, entry.body).toBe(201);
    out.push({ customerId, phone, name });
  }
  return out;
}

export async function setRefill(
  t: TestApp,
  orgId: string,
  s: { waveSize?: number; holdMin?: number; maxChain?: number },
) {
  await t.database.db.execute(sql`update configs set
    refill_wave_size = coalesce(${s.waveSize ?? null}::smallint, refill_wave_size),
    refill_hold_min = coalesce(${s.holdMin ?? null}::smallint, refill_hold_min),
    refill_max_chain = coalesce(${s.maxChain ?? null}::smallint, refill_max_chain)
    where org_id = ${orgId}::uuid`);
}

export interface OfferRow {
  id: string;
  customerId: string;
  status: string;
  wave: number;
  slotId: string;
  conversationId: string;
  messageId: string;
}

/** Every offer of the organisation, with the conversation it went to. */
export async function offerRows(t: TestApp, orgId: string): Promise<OfferRow[]> {
  const rows = await t.database.db.execute(sql`select o.id, o.customer_id, o.status, o.wave, o.slot_id, o.message_id,
      m.conversation_id from refill_offers o join messages m on m.id = o.message_id
    where o.org_id = ${orgId}::uuid order by o.wave, o.sent_at, o.id`);
  return rows.rows.map((r) => ({
    id: String(r.id),
    customerId: String(r.customer_id),
    status: String(r.status),
    wave: Number(r.wave),
    slotId: String(r.slot_id),
    conversationId: String(r.conversation_id),
    messageId: String(r.message_id),
  }));
}

export async function slotRows(t: TestApp, orgId: string) {
  const rows = await t.database.db.execute(sql`select id, status, depth, starts_at, booked_appointment_id
    from refill_slots where org_id = ${orgId}::uuid order by created_at, depth`);
  return rows.rows.map((r) => ({
    id: String(r.id),
    status: String(r.status),
    depth: Number(r.depth),
    start: new Date(r.starts_at as string).toISOString(),
    booked: (r.booked_appointment_id as string | null) ?? null,
  }));
}

/** Live appointments of the clinic starting at `start` (ISO). */
export async function liveAt(t: TestApp, orgId: string, start: string) {
  const rows = await t.database.db.execute(sql`select id, customer_id from appointments where org_id = ${orgId}::uuid
    and starts_at = ${start}::timestamptz and status in ('pending', 'CONFIRMED')`);
  return rows.rows.map((r) => ({ id: String(r.id), customerId: String(r.customer_id) }));
}

/** The last message of a conversation (the patient's thread as stored). */
export async function lastOut(t: TestApp, conversationId: string) {
  const rows = await t.database.db.execute(sql`select body, kind, buttons, template_id, status, purpose from messages
    where conversation_id = ${conversationId}::uuid and direction = 'out' order by sent_at desc, id desc limit 1`);
  return rows.rows[0] as {
    body: string;
    kind: string;
    buttons: { id: string; title: string }[] | null;
    status: string;
    purpose: string;
  };
}
