import {
  type AppointmentWire,
  bookingRuleMessages,
  checkBookingRules,
  DomainError,
  type PublicBookingInput,
} from '@recepta/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { bookAppointment } from '../scheduling/book-appointment.ts';
import { findSlots } from '../scheduling/find-availability.ts';
import type { ScheduleCache } from '../scheduling/read-model/schedule-cache.ts';
import { type ConfirmationLinks, queueBookingConfirmation } from './confirm-booking.ts';
import { type BookingLimits, limited, pagePhone } from './issue-code.ts';
import type { PublicPage } from './page-settings.ts';
import { matchCode, spendCode } from './verification-codes.ts';

/**
 * POST /public/{slug}/bookings: the verified visitor books (docs/api.md#the-booking-page).
 *
 * 1. Limits per number, address and organisation; the code must match a live code of that number
 *    (a wrong one counts towards the lock-out, outside any transaction so it sticks).
 * 2. In one transaction: the code is spent (one of two concurrent uses wins), the page's rules are
 *    checked (service, notice, horizon, new patients: a number with no appointment yet is new), and
 *    the booking goes through the agenda's own verb, bookAppointment, with the actor `web`: the same
 *    placement rules, the exclusion constraint against a race (409 slot_conflict), reminders and
 *    live updates. The patient is the one with that number when there is one (found, not duplicated).
 *    Any refusal rolls the whole back, the code included, so the visitor may pick another time.
 * 3. The confirmation goes to the patient's WhatsApp chat in the same transaction
 *    (confirm-booking.ts): a booking and its message stand or fall together.
 * "Cualquiera": without resourceId, the professional is the first free one at that time, as the
 * availability offered it.
 */
export async function bookFromPage(
  db: Db,
  deps: { cache: ScheduleCache; codeKey: Buffer; limits: BookingLimits; links: ConfirmationLinks },
  page: PublicPage,
  input: PublicBookingInput,
  at: { ip: string; now: Date },
): Promise<{ appointment: AppointmentWire; customerId: string; confirmationId: string | undefined }> {
  const { orgId } = page;
  const { now } = at;
  const phone = await pagePhone(db, orgId, input.phone);
  await limited(
    db,
    [
      [`bp:book:phone:${orgId}:${phone}`, deps.limits.bookingsPerPhone],
      [`bp:book:ip:${at.ip}`, deps.limits.bookingsPerAddress],
      [`bp:book:org:${orgId}`, deps.limits.bookingsPerOrg],
    ],
    now,
  );
  const codeId = await matchCode(db, deps.codeKey, orgId, phone, input.code, now);
  const start = Date.parse(input.start);
  const resourceId = input.resourceId ?? (await anyFreeResource(db, deps.cache, page, input.serviceId, start, now));
  return db.transaction(async (tx) => {
    await spendCode(tx, orgId, phone, codeId, now);
    const knownPatient = await hasAppointments(tx, orgId, phone);
    const broken = checkBookingRules(page.settings, { serviceId: input.serviceId, start, knownPatient }, now.getTime());
    if (broken) throw new DomainError('booking_not_allowed', { rule: broken }, bookingRuleMessages[broken]);
    const [existing] = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.phone, phone), sql`${customers.archivedAt} is null`))
      .orderBy(customers.createdAt)
      .limit(1);
    // A lead made when the code went out is named by the phone until the visitor's name is known.
    if (existing && existing.name === phone) {
      await tx.update(customers).set({ name: input.name, updatedAt: now }).where(eq(customers.id, existing.id));
    }
    const appointment = await bookAppointment(
      tx,
      { orgId, actor: { kind: 'web' } },
      {
        serviceId: input.serviceId,
        resourceId,
        start: input.start,
        ...(existing ? { customerId: existing.id } : { customer: { name: input.name, phone } }),
      },
      now,
    );
    const confirmationId = await queueBookingConfirmation(tx, orgId, appointment, deps.links, now);
    return { appointment, customerId: appointment.customer!.id, confirmationId };
  });
}

async function hasAppointments(tx: Db, orgId: string, phone: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from appointments a join customers c on c.id = a.customer_id
    where a.org_id = ${orgId} and c.org_id = ${orgId} and c.phone = ${phone} limit 1`);
  return rows.length > 0;
}

/** The professional the availability offers at `start` for "cualquiera"; 409 when none is free then. */
async function anyFreeResource(
  db: Db,
  cache: ScheduleCache,
  page: PublicPage,
  serviceId: string,
  start: number,
  now: Date,
): Promise<string> {
  if (!Number.isFinite(start)) throw new DomainError('validation_failed', { fields: { start: 'Fecha inválida' } });
  const slots = await findSlots(
    db,
    cache,
    { orgId: page.orgId },
    { serviceId, from: new Date(start).toISOString(), days: 1, limit: 1 },
    now,
  );
  const slot = slots[0];
  if (!slot || Date.parse(slot.start) !== start) throw new DomainError('slot_conflict');
  return slot.resourceId;
}
