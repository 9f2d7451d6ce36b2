import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, customers } from '../../db/schema/index.ts';
import { emit } from '../../events/bus.ts';
import { publishConversationChange } from '../../realtime/conversation-events.ts';

/** Who opted a patient out: the patient (SALIR) or staff (on the patient's page). */
export type OptOutSource = 'patient' | 'staff';

/**
 * Records that a patient opts out of (or back into) automatic messages, with when and who
 * (docs/product.md#opt-out). Enforced where messages are sent (queueMessage, the reminder and
 * campaign handlers), not in a screen. Returns false when nothing changed (already so) or the
 * customer is not of this organisation. The inbox hears of it through the patient's conversation.
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
