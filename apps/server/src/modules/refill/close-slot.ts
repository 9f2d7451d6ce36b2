import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, type RefillSlotStatus, refillOffers, refillSlots } from '../../db/schema/index.ts';
import { publishAppointmentChange } from '../../realtime/publish.ts';

/** Closes one open slot with why, ending its open offers. */
export async function closeSlot(
  tx: Db,
  orgId: string,
  slotId: string,
  status: Exclude<RefillSlotStatus, 'open'>,
  now: Date,
): Promise<void> {
  const [slot] = await tx
    .update(refillSlots)
    .set({ status, closedAt: now, nextWaveAt: null })
    .where(and(eq(refillSlots.id, slotId), eq(refillSlots.status, 'open')))
    .returning({ freedBy: refillSlots.freedBy });
  if (!slot) return;
  await endOffers(tx, orgId, [slotId], status === 'taken' || status === 'rebooked' ? 'superseded' : 'expired');
  await announceSlot(tx, orgId, slot.freedBy);
}

/** Open offers of the slots end; their messages still queued are dropped, with why. */
export async function endOffers(
  tx: Db,
  orgId: string,
  slotIds: string[],
  status: 'superseded' | 'expired',
): Promise<void> {
  if (slotIds.length === 0) return;
  const ended = await tx
    .update(refillOffers)
    .set({ status })
    .where(and(eq(refillOffers.orgId, orgId), inArray(refillOffers.slotId, slotIds), eq(refillOffers.status, 'sent')))
    .returning({ messageId: refillOffers.messageId });
  const messageIds = ended.map((o) => o.messageId).filter((id): id is string => id !== null);
  if (messageIds.length === 0) return;
  await tx
    .update(messages)
    .set({ status: 'cancelled', errorMessage: 'El horario ofrecido ya no está disponible' })
    .where(and(inArray(messages.id, messageIds), eq(messages.status, 'queued'), isNull(messages.leaseUntil)));
}

/**
 * The agenda shows a freed slot's offers on the appointment that freed it: a change of the offers is
 * announced as a change of that appointment, through the live stream everyone already listens to.
 */
export async function announceSlot(tx: Db, orgId: string, freedBy: string | null): Promise<void> {
  if (freedBy) await publishAppointmentChange(tx, { orgId, appointmentId: freedBy });
}
