import { type ConversationMode, DomainError } from '@recepta/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { attendedBy } from '../../db/attended-by.ts';
import type { Db } from '../../db/client.ts';
import { conversations, customers } from '../../db/schema/index.ts';
import { publishConversationChange } from '../../realtime/conversation-events.ts';
import { ensureConversations } from './ensure-conversations.ts';

/**
 * The customer's conversation, created when they have none (staff writing first, with a template).
 * Replies go to the wa_id Meta reports once the patient writes; until then, to their phone's digits.
 */
export async function conversationOf(tx: Db, orgId: string, customerId: string, now: Date): Promise<string> {
  const [customer] = await tx
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.id, customerId), isNull(customers.archivedAt)));
  if (!customer) throw new DomainError('not_found');
  const refs = await ensureConversations(tx, [{ orgId, customerId, phone: customer.phone }], now);
  return refs.get(customerId)!.id;
}

/** "Tomar conversación" / "Devolver al asistente": in staff mode nothing automatic is sent to the patient. */
export async function setMode(db: Db, orgId: string, id: string, mode: ConversationMode): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(conversations)
      // Handed back to the assistant: nobody waits for a person any more.
      .set(mode === 'assistant' ? { mode, waitingSince: null } : { mode })
      .where(and(eq(conversations.orgId, orgId), eq(conversations.id, id)))
      .returning({ id: conversations.id });
    if (rows.length === 0) throw new DomainError('not_found');
    await publishConversationChange(tx, { o: orgId, c: id });
  });
}

/** Staff opened the thread: nothing is unread any more. */
export async function markRead(db: Db, orgId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ unread: conversations.unread })
      .from(conversations)
      .where(and(eq(conversations.orgId, orgId), eq(conversations.id, id)));
    if (!row) throw new DomainError('not_found');
    if (row.unread === 0) return;
    await tx.update(conversations).set({ unread: 0 }).where(eq(conversations.id, id));
    await publishConversationChange(tx, { o: orgId, c: id });
  });
}

/** The sidebar's badge: conversations with something unread. */
export async function unreadConversations(db: Db, orgId: string, attendedByResource?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        eq(conversations.orgId, orgId),
        gt(conversations.unread, 0),
        attendedByResource ? attendedBy(attendedByResource, conversations.customerId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
