import { optInWording, optOutByStaffWording, optOutWording } from '@recepta/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, customers } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';
import { publishConversationChange } from '../../realtime/conversation-events.ts';
import { recordConsent } from '../privacy/record-consent.ts';

/** Who opted a patient out: the patient (SALIR) or staff (on the patient's page). */
export type OptOutSource = 'patient' | 'staff';

/**
 * Records that a patient opts out of (or back into) automatic messages, with when and who
 * (docs/product.md#opt-out). Enforced where messages are sent (queueMessage, the reminder and
 * campaign handlers), not in a screen. Returns false when nothing changed (already so) or the
 * customer is not of this organisation. The inbox hears of it through the patient's conversation.
 * The consent record follows in the same transaction (docs/privacy.md#consent).
 */
export async function setOptOut(
  tx: Db,
  orgId: string,
  customerId: string,
  optedOut: boolean,
  source: OptOutSource,
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .update(customers)
    .set(
      optedOut
        ? { optedOutAt: now, optedOutSource: source, updatedAt: now }
        : { optedOutAt: null, optedOutSource: null, updatedAt: now },
    )
    .where(
      and(
        eq(customers.orgId, orgId),
        eq(customers.id, customerId),
        optedOut ? isNull(customers.optedOutAt) : isNotNull(customers.optedOutAt),
      ),
    )
    .returning({ id: customers.id });
  if (changed.length === 0) return false;
  await recordOptOutConsent(tx, orgId, customerId, optedOut, source, now);
  const [conversation] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.orgId, orgId), eq(conversations.customerId, customerId)));
  if (conversation) await publishConversationChange(tx, { o: orgId, c: conversation.id });
  if (optedOut) await emit(tx, { type: 'patient.opted_out', at: now.getTime(), orgId, customerId });
  return true;
}

/** Whether a customer of this organisation opted out (undefined: no such customer). */
export async function isOptedOut(tx: Db, orgId: string, customerId: string): Promise<boolean | undefined> {
  const [row] = await tx
    .select({ out: sql<boolean>`${customers.optedOutAt} is not null` })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.id, customerId)));
  return row?.out;
}

/**
 * Opting out withdraws the reminders and the campaigns (both stop); opting back in (VOLVER) grants the
 * reminders only: campaigns need their own yes. The patient's own opt-out is written by the patient.
 */
async function recordOptOutConsent(
  tx: Db,
  orgId: string,
  customerId: string,
  optedOut: boolean,
  source: OptOutSource,
  at: Date,
): Promise<void> {
  const via = source === 'patient' ? 'chat' : 'reception';
  const actor = source === 'patient' ? { kind: 'patient' as const } : undefined;
  const wording = optedOut
    ? source === 'patient'
      ? optOutWording
      : optOutByStaffWording
    : source === 'patient'
      ? optInWording
      : undefined;
  const purposes = optedOut ? (['service', 'marketing'] as const) : (['service'] as const);
  for (const purpose of purposes) {
    await recordConsent(tx, { orgId, customerId, purpose, granted: !optedOut, via, wording, actor, at });
  }
}
