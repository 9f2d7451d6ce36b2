import { DomainError, formatAppointmentMoment, offerReplies, parseOfferPayload } from '@recepta/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refillOffers, refillSlots, waitlistEntries } from '../../db/schema/index.ts';
import type { InboundResponder } from '../channel/inbound/process-inbox.ts';
import { queueMessage } from '../messaging/send-message.ts';
import { bookAppointment } from '../scheduling/book-appointment.ts';
import { rescheduleAppointment } from '../scheduling/reschedule-appointment.ts';
import { announceSlot, closeSlot } from './close-slot.ts';
import { runWave } from './run-wave.ts';
import { setChainDepth } from './slot-events.ts';

export interface OfferTap {
  orgId: string;
  customerId: string;
  conversationId: string;
  offerId: string;
  answer: 'yes' | 'no';
  now: Date;
}

/**
 * A tap on [La quiero] or [No, gracias] of an offer (button id `offer:<id>:yes|no`), in the
 * transaction that stored it: the inbound responder's first step. Answers whether the message was
 * an offer's button (then it is answered here and goes no further).
 */
export async function answerOfferButton(tx: Db, input: Parameters<InboundResponder>[1]): Promise<boolean> {
  const tap = input.message.buttonId ? parseOfferPayload(input.message.buttonId) : undefined;
  if (!tap) return false;
  const now = new Date(Math.max(input.now.getTime(), input.message.at.getTime() + 1));
  await takeOrDeclineOffer(tx, {
    orgId: input.orgId,
    customerId: input.received.customerId,
    conversationId: input.received.conversationId,
    offerId: tap.offerId,
    answer: tap.answer,
    now,
  });
  return true;
}

/**
 * The first tap wins (docs/product.md#waitlist): the slot's row is locked first, so taps on one slot
 * take turns whatever the number of instances; the winner is booked (or, for "Adelantar mi cita",
 * moved) through the same scheduling verb as everyone else, whose placement rules and exclusion
 * constraint still decide; every later tap reads the slot as taken and gets an apology, keeping
 * their place on the waitlist. A "No, gracias" lets the next wave go at once when nobody else is
 * still deciding.
 */
export async function takeOrDeclineOffer(tx: Db, tap: OfferTap): Promise<void> {
  const found =
    await tx.execute(sql`select o.id, o.status, o.slot_id, o.entry_id, o.service_id, s.status as slot_status,
      s.resource_id, s.starts_at, s.depth, s.freed_by, w.appointment_id as held, w.ended_at as entry_ended,
      sv.duration_min, r.name as resource_name, l.tz
    from refill_offers o
    join refill_slots s on s.id = o.slot_id
    join waitlist_entries w on w.id = o.entry_id
    join services sv on sv.id = o.service_id
    join resources r on r.id = s.resource_id
    join locations l on l.id = r.location_id
    where o.id = ${tap.offerId}::uuid and o.org_id = ${tap.orgId}::uuid and o.customer_id = ${tap.customerId}::uuid`);
  const offer = found.rows[0];
  // A payload naming another patient's offer, or none: nothing happens.
  if (!offer) return;
  const slotId = String(offer.slot_id);
  // The turn of this slot: a second tap waits here until the first one commits, then reads it.
  const locked = await tx.execute(sql`select status from refill_slots where id = ${slotId}::uuid for update`);
  const slotStatus = String(locked.rows[0]?.status);
  const offerStatus = String(
    (await tx.execute(sql`select status from refill_offers where id = ${tap.offerId}::uuid`)).rows[0]?.status,
  );
  const reply = (text: string) => queueMessage(tx, tap.orgId, tap.conversationId, { text }, 'assistant', tap.now);
  const setOffer = (status: 'taken' | 'declined' | 'superseded') =>
    tx
      .update(refillOffers)
      .set({ status, answeredAt: tap.now })
      .where(and(eq(refillOffers.id, tap.offerId), ne(refillOffers.status, 'taken')));

  if (tap.answer === 'no') {
    if (offerStatus !== 'sent') return;
    await setOffer('declined');
    await reply(offerReplies.declined);
    if (slotStatus === 'open') await runWave(tx, slotId, tap.now);
    await announceSlot(tx, tap.orgId, (offer.freed_by as string | null) ?? null);
    return;
  }
  if (slotStatus !== 'open' || offerStatus !== 'sent' || offer.entry_ended) {
    if (offerStatus === 'sent') await setOffer('superseded');
    await reply(slotStatus === 'taken' || slotStatus === 'rebooked' ? offerReplies.taken : offerReplies.closed);
    return;
  }

  const start = new Date(offer.starts_at as string);
  const resourceId = String(offer.resource_id);
  const who = { orgId: tap.orgId, actor: { kind: 'assistant' as const, conversationId: tap.conversationId } };
  const held = (offer.held as string | null) ?? null;
  let appointmentId: string;
  try {
    if (held && (await isLive(tx, tap.orgId, held))) {
      // A move-up frees the patient's later slot: it is offered in turn, one step down the chain.
      await setChainDepth(tx, Number(offer.depth));
      const moved = await rescheduleAppointment(
        tx,
        who,
        { apptId: held, resourceId, start: start.toISOString(), durationMin: Number(offer.duration_min) },
        tap.now,
      );
      appointmentId = moved.id;
    } else {
      const booked = await bookAppointment(
        tx,
        who,
        { serviceId: String(offer.service_id), resourceId, start: start.toISOString(), customerId: tap.customerId },
        tap.now,
      );
      appointmentId = booked.id;
    }
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    // The rules or the exclusion constraint refused: the time is no longer there to give.
    await setOffer('superseded');
    await closeSlot(tx, tap.orgId, slotId, err.code === 'slot_conflict' ? 'rebooked' : 'stopped', tap.now);
    await reply(offerReplies.closed);
    return;
  }
  // Closed first (the others' offers end, their queued messages are dropped); the verb's own check
  // may already have closed it as re-booked: either way it was taken by this offer.
  await closeSlot(tx, tap.orgId, slotId, 'taken', tap.now);
  await tx
    .update(refillSlots)
    .set({ status: 'taken', bookedAppointmentId: appointmentId, closedAt: tap.now, nextWaveAt: null })
    .where(eq(refillSlots.id, slotId));
  await tx.update(refillOffers).set({ status: 'taken', answeredAt: tap.now }).where(eq(refillOffers.id, tap.offerId));
  await tx
    .update(waitlistEntries)
    .set({ endedAt: tap.now, endedReason: 'booked' })
    .where(eq(waitlistEntries.id, String(offer.entry_id)));
  await announceSlot(tx, tap.orgId, (offer.freed_by as string | null) ?? null);
  const moment = formatAppointmentMoment(start.getTime(), String(offer.tz));
  await reply(
    held
      ? offerReplies.moved(moment, String(offer.resource_name))
      : offerReplies.booked(moment, String(offer.resource_name)),
  );
}

async function isLive(tx: Db, orgId: string, appointmentId: string): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from appointments where org_id = ${orgId}::uuid
    and id = ${appointmentId}::uuid and status in ('pending', 'CONFIRMED')`);
  return result.rows.length > 0;
}
