import { DomainError } from '@recepta/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, customers, messages } from '../../db/schema/index.ts';
import type { ConversationDetail } from './conversation-wire.ts';
import { customerAppointments } from './customer-appointments.ts';
import { orgInstantWriter } from './org-time.ts';

/** A thread shows its latest messages; a years-long conversation is not sent whole. */
const MAX_MESSAGES = 500;

/** One conversation of this organisation with its messages (oldest first) and the customer's appointments. */
export async function getConversation(db: Db, orgId: string, id: string, now: Date): Promise<ConversationDetail> {
  const [row] = await db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      customerId: customers.id,
      customerName: customers.name,
      customerPhone: customers.phone,
    })
    .from(conversations)
    .leftJoin(customers, and(eq(customers.orgId, conversations.orgId), eq(customers.id, conversations.customerId)))
    .where(and(eq(conversations.orgId, orgId), eq(conversations.id, id)));
  if (!row) throw new DomainError('not_found');

  const [latest, appointments, iso] = await Promise.all([
    db
      .select({ id: messages.id, direction: messages.direction, body: messages.body, sentAt: messages.sentAt })
      .from(messages)
      .where(and(eq(messages.orgId, orgId), eq(messages.conversationId, id)))
      .orderBy(desc(messages.sentAt), desc(messages.id))
      .limit(MAX_MESSAGES),
    row.customerId ? customerAppointments(db, orgId, row.customerId, now) : [],
    orgInstantWriter(db, orgId),
  ]);
  return {
    id: row.id,
    customer: row.customerId ? { id: row.customerId, name: row.customerName!, phone: row.customerPhone! } : null,
    lastMessageAt: iso(row.lastMessageAt),
    messages: latest.reverse().map((m) => ({
      id: m.id,
      direction: m.direction as 'in' | 'out',
      body: m.body,
      sentAt: iso(m.sentAt),
    })),
    appointments,
  };
}
